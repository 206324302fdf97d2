extension CalendarDate: Comparable, Codable {
    /// The day `year-month-day`, or `nil` when there is no such day (`2026-02-30`).
    ///
    /// - Parameters:
    ///   - year: The year, 1 to 9999.
    ///   - month: The month, 1 to 12.
    ///   - day: The day of the month.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1 else { return nil }
        let made = CalendarDate(daysSince1970: CalendarDate.days(year: year, month: month, day: day))
        guard made.year == year, made.month == month, made.day == day else { return nil }
        self = made
    }

    /// The day an ISO 8601 date names (`2026-11-20`), or `nil` for anything else.
    ///
    /// - Parameter iso: The text, `YYYY-MM-DD`.
    public init?(iso: some StringProtocol) {
        let parts = iso.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Days since 1970-01-01 (negative before it): the inverse of ``init(daysSince1970:)``.
    public var daysSince1970: Int { CalendarDate.days(year: year, month: month, day: day) }

    /// The days-from-civil algorithm, with eras of 400 years starting on March 1st.
    static func days(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Orders days from earliest to latest.
    ///
    /// - Parameters:
    ///   - lhs: A day.
    ///   - rhs: Another day.
    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Reads the day from its ISO text.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError.dataCorrupted` for text that is not a day.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = CalendarDate(iso: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\"\(text)\" is not a date (YYYY-MM-DD)")
        }
        self = date
    }

    /// Writes the day as its ISO text.
    ///
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso)
    }
}
