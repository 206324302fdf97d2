extension FieldQuery {
    /// A whole number written with digits, an optional sign, `_` or `,` between digits, and, when
    /// `suffixes` is set, `k` (thousand) or `m` (million) after a decimal (`1.5m`); `nil` otherwise,
    /// for fractions that are not whole, or beyond a trillion.
    static func integer(_ text: String, suffixes: Bool = false) -> Int? {
        var digits = Substring(text.filter { $0 != "_" && $0 != "," })
        var multiplier = 1
        if suffixes, let last = digits.last?.lowercased() {
            if last == "k" { multiplier = 1_000 }
            if last == "m" { multiplier = 1_000_000 }
            if multiplier > 1 { digits = digits.dropLast() }
        }
        let negative = digits.first == "-"
        if negative || digits.first == "+" { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0]
        let fraction = parts.count > 1 ? parts[1] : ""
        guard !whole.isEmpty || !fraction.isEmpty, whole.count + fraction.count <= 12,
            (whole + fraction).allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        var scale = 1
        for _ in fraction { scale *= 10 }
        let mantissa = Int(whole + fraction) ?? 0
        guard (mantissa * multiplier) % scale == 0 else { return nil }
        let value = mantissa * multiplier / scale
        return negative ? -value : value
    }

    /// A decimal number written with digits, at most one `.` and an optional sign (no exponent, no
    /// `inf` or `nan`), or `nil`.
    static func decimal(_ text: String) -> Double? {
        var body = Substring(text)
        let negative = body.first == "-"
        if negative || body.first == "+" { body = body.dropFirst() }
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard body.count <= 20, parts.contains(where: { !$0.isEmpty }),
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return nil }
        let whole = parts[0].isEmpty ? "0" : parts[0]
        let fraction = parts.count > 1 && !parts[1].isEmpty ? parts[1] : "0"
        guard let value = Double("\(whole).\(fraction)") else { return nil }
        return negative ? -value : value
    }

    /// The first tenth strictly above `value` (`step` 1) or strictly below it (`step` -1).
    static func nextTenth(after value: Double, by step: Int) -> Double {
        let scaled = value * 10
        let nearest = scaled.rounded()
        let tenths: Double
        if abs(scaled - nearest) < 1e-9 {
            tenths = nearest + Double(step)
        } else {
            tenths = step > 0 ? scaled.rounded(.down) + 1 : scaled.rounded(.up) - 1
        }
        return tenths / 10
    }

    /// The name among `names` closest to `word` (a prefix of it, or at most two edits away), if any.
    static func suggestion(for word: String, among names: [String]) -> String? {
        guard !word.isEmpty else { return nil }
        if let prefixed = names.first(where: { $0.hasPrefix(word) }) { return prefixed }
        let scored = names.map { (name: $0, distance: editDistance(word, $0)) }
        guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= 2 else { return nil }
        return best.name
    }

    /// The Levenshtein distance between two short words (longer ones count as far apart).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.prefix(40))
        let b = Array(b.prefix(40))
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
