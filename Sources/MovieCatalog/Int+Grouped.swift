extension Int {
    /// The number with thousands separators, as the catalog prints counts: `58788` as `58,788`.
    public var grouped: String {
        let digits = Array(String(magnitude))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return self < 0 ? "-" + text : text
    }

    /// The number with thousands separators and the noun that agrees with it: `1 movie`,
    /// `58,788 movies`, `0 movies`.
    ///
    /// - Parameter singular: The noun for one (`"movie"`).
    /// - Parameter plural: The noun for any other count; the singular with an `s` when `nil`.
    public func counted(_ singular: String, plural: String? = nil) -> String {
        "\(grouped) \(self == 1 ? singular : plural ?? singular + "s")"
    }
}
