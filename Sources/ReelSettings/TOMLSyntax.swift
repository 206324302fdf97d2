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

    /// The text being checked.
    let scalars: [Unicode.Scalar]
    /// The position of the next scalar to read.
    var index = 0
    /// The line of `index`, 1-based, for the problem's report.
    var line = 1

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
}

/// Reading: the cursor over the text, line breaks, comments and blanks.
extension TOMLSyntax {
    var atEnd: Bool { index >= scalars.count }
    var current: Unicode.Scalar? { atEnd ? nil : scalars[index] }

    func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    func looking(at text: String) -> Bool {
        for (offset, scalar) in text.unicodeScalars.enumerated() where peek(offset) != scalar { return false }
        return true
    }

    func fail(_ message: String) -> Problem {
        Problem(line: line, message: message)
    }

    func describeCurrent() -> String {
        guard let scalar = current else { return "the end of the file" }
        if scalar == "\n" || scalar == "\r" { return "the end of the line" }
        if scalar.value < 0x20 || scalar.value == 0x7F { return "a control character" }
        return "'\(Character(scalar))'"
    }

    mutating func advance(_ count: Int = 1) {
        index += count
    }

    mutating func skipSpaces() {
        while let scalar = current, scalar == " " || scalar == "\t" { advance() }
    }

    /// A line break: `\n` or `\r\n`.
    mutating func newline() throws(Problem) {
        if current == "\r" {
            guard peek(1) == "\n" else { throw fail("a carriage return must be followed by a line feed") }
            advance()
        }
        advance()
        line += 1
    }

    mutating func comment() throws(Problem) {
        advance()
        while let scalar = current, scalar != "\n", scalar != "\r" {
            guard !Self.isControl(scalar) else { throw fail("a control character in a comment") }
            advance()
        }
    }

    /// Spaces, then a comment, then a line break or the end of the file.
    mutating func endOfLine(after what: String) throws(Problem) {
        skipSpaces()
        if current == "#" { try comment() }
        guard !atEnd else { return }
        guard current == "\n" || current == "\r" else {
            throw fail("expected the end of the line after \(what), found \(describeCurrent())")
        }
        try newline()
    }

    /// Spaces, comments and line breaks, as arrays allow between their values.
    mutating func skipBlank() throws(Problem) {
        while let scalar = current {
            switch scalar {
            case " ", "\t": advance()
            case "\n", "\r": try newline()
            case "#": try comment()
            default: return
            }
        }
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F
    }

    static func isBareKey(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "A"..."Z", "a"..."z", "0"..."9", "_", "-": true
        default: false
        }
    }
}
