/// The grammar: the document, table headers, key/value pairs, keys, arrays and inline tables.
extension TOMLSyntax {
    mutating func document() throws(Problem) {
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

    mutating func tableHeader() throws(Problem) {
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

    mutating func keyValue() throws(Problem) {
        try key()
        skipSpaces()
        guard current == "=" else { throw fail("expected '=' after the key, found \(describeCurrent())") }
        advance()
        skipSpaces()
        try value()
    }

    /// A bare, quoted or dotted key.
    mutating func key() throws(Problem) {
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

    mutating func value() throws(Problem) {
        switch current {
        case "\"": try looking(at: "\"\"\"") ? multilineString(quote: "\"") : basicString()
        case "'": try looking(at: "'''") ? multilineString(quote: "'") : literalString()
        case "[": try array()
        case "{": try inlineTable()
        default: try scalarValue()
        }
    }

    mutating func array() throws(Problem) {
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

    mutating func inlineTable() throws(Problem) {
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
}
