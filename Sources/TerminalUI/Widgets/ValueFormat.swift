/// Short number formatting for charts without Foundation: `7`, `7.5`, `12.3k`, `1.2M`.
public enum ValueFormat {
    /// `value` in at most one decimal, with `k`/`M` for thousands and millions.
    ///
    /// - Parameter value: The value to format.
    public static func short(_ value: Double) -> String {
        guard value.isFinite else { return "-" }
        let magnitude = abs(value)
        if magnitude >= 1_000_000 { return oneDecimal(value / 1_000_000) + "M" }
        if magnitude >= 1_000 { return oneDecimal(value / 1_000) + "k" }
        return oneDecimal(value)
    }

    /// `value` rounded to one decimal, the decimal dropped when it is zero.
    ///
    /// - Parameter value: The value to format.
    public static func oneDecimal(_ value: Double) -> String {
        let tenths = nearest(value * 10)
        let sign = tenths < 0 ? "-" : ""
        let whole = abs(tenths) / 10
        let fraction = abs(tenths) % 10
        return fraction == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }

    /// The integer nearest to `value`, halves away from zero, clamped to ±2^53; NaN is 0.
    ///
    /// Written out so TerminalUI needs no libm (`Double.rounded()` calls `round`).
    ///
    /// - Parameter value: The value to round.
    public static func nearest(_ value: Double) -> Int {
        guard !value.isNaN else { return 0 }
        let limit = 9_007_199_254_740_992.0
        let clamped = min(max(value, -limit), limit)
        return clamped >= 0 ? Int(clamped + 0.5) : -Int(-clamped + 0.5)
    }

    /// `value` with a comma every three digits: `58788` → `"58,788"`, for every `Int` including
    /// `Int.min` (whose absolute value is not an `Int`, so the digits come from `magnitude`).
    ///
    /// TerminalUI depends on nothing, so it cannot share MovieCatalog's `Int.grouped`; the two give
    /// the same text for every value (MovieBrowserTests compares them).
    ///
    /// - Parameter value: The integer to format.
    /// - Returns: The digits grouped by three, with a leading `-` for negative values.
    public static func grouped(_ value: Int) -> String {
        let digits = Array(String(value.magnitude))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return value < 0 ? "-" + text : text
    }
}
