/// Strings of the four kinds (basic, literal and their multi-line forms) and their escapes.
extension TOMLSyntax {
    mutating func basicString() throws(Problem) {
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

    mutating func literalString() throws(Problem) {
        advance()
        while true {
            guard let scalar = current, scalar != "\n", scalar != "\r" else { throw fail("a string is not closed") }
            advance()
            if scalar == "'" { return }
            if Self.isControl(scalar) { throw fail("a control character in a string") }
        }
    }

    /// After a backslash: `\b \t \n \f \r \" \\ \uXXXX \UXXXXXXXX`.
    mutating func escape() throws(Problem) {
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
    mutating func multilineString(quote: Unicode.Scalar) throws(Problem) {
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
}
