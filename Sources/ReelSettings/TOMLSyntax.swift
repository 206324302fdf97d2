/// A check of TOML 1.0 syntax, run before the text reaches TOMLKit.
///
/// TOMLKit 0.6.0 parses with toml++ 3.4.0, which stops the process on some malformed input instead
/// of reporting an error: `a = [ }` and `[` followed by a character that cannot start a key fail
/// its internal assertions (`abort()`; undefined behaviour in builds without assertions). These
/// inputs were found by the FuzzConfig target (Fuzz/). This check accepts only well-formed TOML
/// (comments, tables, array tables, bare, quoted and dotted keys, strings of the four kinds,
/// booleans, integers, floats, dates and times, arrays and inline tables) and names the line of the
/// first mistake; toml++ then only sees text it parses without reaching those assertions, and
/// still reports what is valid syntax but wrong TOML (a key defined twice).
struct TOMLSyntax {
    /// The first mistake: its line (1-based) and what is wrong.
    struct Problem: Error, Equatable {
        let line: Int
        let message: String
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1

    private init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// The first syntax mistake of `text`, or `nil` when it is well-formed TOML.
    static func problem(in text: String) -> Problem? {
        var syntax = TOMLSyntax(text)
        do {
            try syntax.document()
            return nil
        } catch {
            return error
        }
    }

    // MARK: Reading

    private var atEnd: Bool { index >= scalars.count }
    private var current: Unicode.Scalar? { atEnd ? nil : scalars[index] }

    private func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private func looking(at text: String) -> Bool {
        for (offset, scalar) in text.unicodeScalars.enumerated() where peek(offset) != scalar { return false }
        return true
    }

    private func fail(_ message: String) -> Problem {
        Problem(line: line, message: message)
    }

    private func describeCurrent() -> String {
        guard let scalar = current else { return "the end of the file" }
        if scalar == "\n" || scalar == "\r" { return "the end of the line" }
        if scalar.value < 0x20 || scalar.value == 0x7F { return "a control character" }
        return "'\(Character(scalar))'"
    }

    private mutating func advance(_ count: Int = 1) {
        index += count
    }

    private mutating func skipSpaces() {
        while let scalar = current, scalar == " " || scalar == "\t" { advance() }
    }

    /// A line break: `\n` or `\r\n`.
    private mutating func newline() throws(Problem) {
        if current == "\r" {
            guard peek(1) == "\n" else { throw fail("a carriage return must be followed by a line feed") }
            advance()
        }
        advance()
        line += 1
    }

    private mutating func comment() throws(Problem) {
        advance()
        while let scalar = current, scalar != "\n", scalar != "\r" {
            guard !Self.isControl(scalar) else { throw fail("a control character in a comment") }
            advance()
        }
    }

    /// Spaces, then a comment, then a line break or the end of the file.
    private mutating func endOfLine(after what: String) throws(Problem) {
        skipSpaces()
        if current == "#" { try comment() }
        guard !atEnd else { return }
        guard current == "\n" || current == "\r" else {
            throw fail("expected the end of the line after \(what), found \(describeCurrent())")
        }
        try newline()
    }

    /// Spaces, comments and line breaks, as arrays allow between their values.
    private mutating func skipBlank() throws(Problem) {
        while let scalar = current {
            switch scalar {
            case " ", "\t": advance()
            case "\n", "\r": try newline()
            case "#": try comment()
            default: return
            }
        }
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F
    }

    private static func isBareKey(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "A"..."Z", "a"..."z", "0"..."9", "_", "-": true
        default: false
        }
    }

    // MARK: Grammar

    private mutating func document() throws(Problem) {
        while !atEnd {
            skipSpaces()
            switch current {
            case nil: return
            case "#": try comment()
            case "\n", "\r": try newline()
            case "[": try tableHeader()
            default:
                try keyValue()
                try endOfLine(after: "a value")
            }
        }
    }

    private mutating func tableHeader() throws(Problem) {
        let isArray = peek(1) == "["
        advance(isArray ? 2 : 1)
        skipSpaces()
        try key()
        skipSpaces()
        guard looking(at: isArray ? "]]" : "]") else {
            throw fail("expected '\(isArray ? "]]" : "]")' to end the table header, found \(describeCurrent())")
        }
        advance(isArray ? 2 : 1)
        try endOfLine(after: "a table header")
    }

    private mutating func keyValue() throws(Problem) {
        try key()
        skipSpaces()
        guard current == "=" else { throw fail("expected '=' after the key, found \(describeCurrent())") }
        advance()
        skipSpaces()
        try value()
    }

    /// A bare, quoted or dotted key.
    private mutating func key() throws(Problem) {
        while true {
            switch current {
            case "\"": try basicString()
            case "'": try literalString()
            case let scalar? where Self.isBareKey(scalar):
                while let scalar = current, Self.isBareKey(scalar) { advance() }
            default:
                throw fail("expected a key (letters, digits, '_', '-' or a quoted string), found \(describeCurrent())")
            }
            skipSpaces()
            guard current == "." else { return }
            advance()
            skipSpaces()
        }
    }

    private mutating func value() throws(Problem) {
        switch current {
        case "\"": try looking(at: "\"\"\"") ? multilineString(quote: "\"") : basicString()
        case "'": try looking(at: "'''") ? multilineString(quote: "'") : literalString()
        case "[": try array()
        case "{": try inlineTable()
        default: try scalarValue()
        }
    }

    private mutating func array() throws(Problem) {
        advance()
        while true {
            try skipBlank()
            if current == "]" { break }
            try value()
            try skipBlank()
            if current == "," {
                advance()
                continue
            }
            guard current == "]" else { throw fail("expected ',' or ']' in the list, found \(describeCurrent())") }
            break
        }
        advance()
    }

    private mutating func inlineTable() throws(Problem) {
        advance()
        skipSpaces()
        if current == "}" {
            advance()
            return
        }
        while true {
            try keyValue()
            skipSpaces()
            if current == "," {
                advance()
                skipSpaces()
                continue
            }
            guard current == "}" else {
                throw fail("expected ',' or '}' in the inline table, found \(describeCurrent())")
            }
            advance()
            return
        }
    }

    private mutating func basicString() throws(Problem) {
        advance()
        while true {
            guard let scalar = current, scalar != "\n", scalar != "\r" else { throw fail("a string is not closed") }
            advance()
            if scalar == "\"" { return }
            if scalar == "\\" {
                try escape()
            } else if Self.isControl(scalar) {
                throw fail("a control character in a string (write it as an escape)")
            }
        }
    }

    private mutating func literalString() throws(Problem) {
        advance()
        while true {
            guard let scalar = current, scalar != "\n", scalar != "\r" else { throw fail("a string is not closed") }
            advance()
            if scalar == "'" { return }
            if Self.isControl(scalar) { throw fail("a control character in a string") }
        }
    }

    /// After a backslash: `\b \t \n \f \r \" \\ \uXXXX \UXXXXXXXX`.
    private mutating func escape() throws(Problem) {
        guard let scalar = current else { throw fail("a string is not closed") }
        advance()
        switch scalar {
        case "b", "t", "n", "f", "r", "\"", "\\": return
        case "u", "U":
            let count = scalar == "u" ? 4 : 8
            var value: UInt32 = 0
            for _ in 0..<count {
                guard let digit = current, let nibble = UInt32(String(Character(digit)), radix: 16)
                else { throw fail("\\\(scalar) needs \(count) hexadecimal digits") }
                value = value << 4 | nibble
                advance()
            }
            guard Unicode.Scalar(value) != nil else { throw fail("\\\(scalar) names no Unicode scalar") }
        default:
            throw fail("unknown escape \\\(Character(scalar)) in a string")
        }
    }

    /// `"""…"""` or `'''…'''`, line breaks allowed; a backslash at the end of a line joins lines.
    private mutating func multilineString(quote: Unicode.Scalar) throws(Problem) {
        let fence = String(repeating: Character(quote), count: 3)
        advance(3)
        while true {
            guard let scalar = current else { throw fail("a multi-line string is not closed") }
            if looking(at: fence) {
                advance(3)
                // Up to two more quotes belong to the string.
                if current == quote { advance() }
                if current == quote { advance() }
                return
            }
            switch scalar {
            case "\n", "\r": try newline()
            case "\\" where quote == "\"":
                advance()
                var index = self.index
                while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
                if index < scalars.count, scalars[index] == "\n" || scalars[index] == "\r" {
                    self.index = index  // a line-ending backslash
                } else {
                    try escape()
                }
            default:
                guard !Self.isControl(scalar) else { throw fail("a control character in a string") }
                advance()
            }
        }
    }

    /// A boolean, number, date or time: a run of the characters they are written with, then its shape.
    private mutating func scalarValue() throws(Problem) {
        var text = ""
        while let scalar = current {
            let isWordCharacter: Bool
            switch scalar {
            case "A"..."Z", "a"..."z", "0"..."9", "_", "+", "-", ".", ":": isWordCharacter = true
            case " ":
                // A space between a date and a time: `1979-05-27 07:32:00`.
                isWordCharacter =
                    text.wholeMatch(of: /[0-9]{4}-[0-9]{2}-[0-9]{2}/) != nil
                    && peek(1).map { ("0"..."9").contains($0) } == true
            default: isWordCharacter = false
            }
            guard isWordCharacter else { break }
            text.unicodeScalars.append(scalar)
            advance()
        }
        guard !text.isEmpty else { throw fail("expected a value, found \(describeCurrent())") }
        guard Self.isScalarValue(text) else { throw fail("\"\(text)\" is not a value") }
    }

    private static func isScalarValue(_ text: String) -> Bool {
        if text == "true" || text == "false" { return true }
        if text.wholeMatch(of: /[+-]?(0|[1-9](_?[0-9])*)/) != nil { return true }
        if text.wholeMatch(of: /0x[0-9A-Fa-f](_?[0-9A-Fa-f])*|0o[0-7](_?[0-7])*|0b[01](_?[01])*/) != nil { return true }
        if text.wholeMatch(of: /[+-]?(inf|nan)/) != nil { return true }
        if text.wholeMatch(
            of: /[+-]?(0|[1-9](_?[0-9])*)(\.[0-9](_?[0-9])*)?([eE][+-]?[0-9](_?[0-9])*)?/) != nil
        {
            return true
        }
        let time = /[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]+)?/
        let date = /[0-9]{4}-[0-9]{2}-[0-9]{2}/
        if text.wholeMatch(of: time) != nil || text.wholeMatch(of: date) != nil { return true }
        return text.wholeMatch(
            of: /[0-9]{4}-[0-9]{2}-[0-9]{2}[Tt ][0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]+)?([Zz]|[+-][0-9]{2}:[0-9]{2})?/)
            != nil
    }
}
