/// Booleans, integers, floats, dates and times: a run of their characters, then its shape.
extension TOMLSyntax {
    /// A boolean, number, date or time: a run of the characters they are written with, then its shape.
    mutating func scalarValue() throws(Problem) {
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

    static func isScalarValue(_ text: String) -> Bool {
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
