extension TSVLine {
    /// Field `index` as an integer, `nil` for `\N`; a problem naming `column` for anything else.
    func optionalInteger(_ index: Int, _ column: String) throws(LineProblem) -> Int? {
        if isNull(index) { return nil }
        guard let value = integer(index) else { throw LineProblem("\(column) \(quoted(index)) is not a number") }
        return value
    }

    /// Field `index` as an id with `prefix` (`tt`, `nm`); a problem naming `column` otherwise.
    func requiredIdentifier(_ index: Int, _ column: String, prefix: (UInt8, UInt8)) throws(LineProblem) -> Int {
        guard let value = identifier(index, prefix: prefix), value > 0, value <= Int(Int32.max) else {
            throw LineProblem("\(column) \(quoted(index)) is not an IMDb id")
        }
        return value
    }

    /// Calls `body` with each comma-separated item of field `index` (none for `\N`).
    func forEachItem(
        _ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws(LineProblem) -> Void
    )
        throws(LineProblem)
    {
        guard !isNull(index) else { return }
        let field = bytes(index)
        var start = 0
        for position in 0...field.count where position == field.count || field[position] == 44 {
            if position > start { try body(UnsafeBufferPointer(rebasing: field[start..<position])) }
            start = position + 1
        }
    }
}
