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
}
