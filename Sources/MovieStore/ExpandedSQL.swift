import MovieCatalog

/// Recovers the values bound to a statement from its SQL and its expanded SQL
/// (`sqlite3_expanded_sql`, which writes each parameter's value in its place): the two texts are
/// equal but for the parameters, so walking them side by side reads each value where its `?` is.
enum ExpandedSQL {
    /// The arguments in parameter order (`?`, then `?NNN` by number), or `nil` when the texts do
    /// not line up (the expansion was cut short by SQLite's length limit).
    ///
    /// - Parameter sql: The statement's SQL, with `?` and `?NNN` parameters.
    /// - Parameter expanded: The same SQL with the values in place.
    static func arguments(sql: String, expanded: String) -> [QueryArgument]? {
        let source = Array(sql.utf8)
        let target = Array(expanded.utf8)
        var values: [Int: QueryArgument] = [:]
        var (i, j, highest) = (0, 0, 0)
        while i < source.count {
            let byte = source[i]
            if byte == UInt8(ascii: "?") {
                i += 1
                var number = 0
                while i < source.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(source[i]) {
                    number = number * 10 + Int(source[i] - UInt8(ascii: "0"))
                    i += 1
                }
                let index = number > 0 ? number : highest + 1
                highest = max(highest, index)
                guard let (value, next) = literal(target, from: j) else { return nil }
                values[index] = value
                j = next
                continue
            }
            guard j < target.count, target[j] == byte else { return nil }
            i += 1
            j += 1
        }
        guard j == target.count else { return nil }
        return highest == 0 ? [] : (1...highest).map { values[$0] ?? .null }
    }

    /// The SQL literal at `start` of `text`, and the index after it.
    static func literal(_ text: [UInt8], from start: Int) -> (QueryArgument, Int)? {
        guard start < text.count else { return nil }
        if text[start] == UInt8(ascii: "'") {
            var bytes: [UInt8] = []
            var index = start + 1
            while index < text.count {
                if text[index] == UInt8(ascii: "'") {
                    if index + 1 < text.count, text[index + 1] == UInt8(ascii: "'") {
                        bytes.append(UInt8(ascii: "'"))
                        index += 2
                        continue
                    }
                    return (.text(String(decoding: bytes, as: UTF8.self)), index + 1)
                }
                bytes.append(text[index])
                index += 1
            }
            return nil
        }
        if text[start...].starts(with: Array("NULL".utf8)) { return (.null, start + 4) }
        if text[start] == UInt8(ascii: "x") || text[start] == UInt8(ascii: "X"), start + 1 < text.count,
            text[start + 1] == UInt8(ascii: "'")
        {
            guard let close = text[(start + 2)...].firstIndex(of: UInt8(ascii: "'")) else { return nil }
            return (.blob((close - start - 2) / 2), close + 1)
        }
        // A number: -?digits(.digits)?(e[+-]?digits)?
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        var end = start
        func skip(_ bytes: [UInt8]) { if end < text.count, bytes.contains(text[end]) { end += 1 } }
        func skipDigits() { while end < text.count, digits.contains(text[end]) { end += 1 } }
        skip([UInt8(ascii: "-")])
        skipDigits()
        if end < text.count, text[end] == UInt8(ascii: "."), end + 1 < text.count, digits.contains(text[end + 1]) {
            end += 1
            skipDigits()
        }
        if end + 1 < text.count, text[end] == UInt8(ascii: "e") || text[end] == UInt8(ascii: "E") {
            end += 1
            skip([UInt8(ascii: "+"), UInt8(ascii: "-")])
            skipDigits()
        }
        let token = String(decoding: text[start..<end], as: UTF8.self)
        if let integer = Int64(token) { return (.integer(integer), end) }
        if let real = Double(token) { return (.real(real), end) }
        return nil
    }
}
