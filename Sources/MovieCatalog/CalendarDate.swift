/// A day of the proleptic Gregorian calendar in UTC, computed from a ``Timestamp`` without
/// Foundation: the dates the watchlist shows (`2026-11-22`) and the exports write.
///
/// ```swift
/// CalendarDate(Timestamp(millisecondsSince1970: 1_795_000_000_000)).iso   // "2026-11-18"
/// ```
public struct CalendarDate: Hashable, Sendable {
    /// The year, e.g. 2026.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month, 1 to 31.
    public let day: Int

    /// The UTC day of `timestamp`.
    ///
    /// - Parameter timestamp: The point in time.
    public init(_ timestamp: Timestamp) {
        let milliseconds = timestamp.millisecondsSince1970
        let perDay: Int64 = 86_400_000
        // Floor division, so instants before 1970 fall on the day they belong to.
        let days = milliseconds >= 0 ? milliseconds / perDay : (milliseconds - perDay + 1) / perDay
        self.init(daysSince1970: Int(days))
    }

    /// The day `days` days after 1970-01-01 (negative before it).
    ///
    /// The civil-from-days algorithm: days are counted in 400-year eras starting on March 1st, so
    /// the leap day is the last day of its year and needs no special case.
    ///
    /// - Parameter days: Days since 1970-01-01.
    public init(daysSince1970 days: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// The date as `YYYY-MM-DD`.
    public var iso: String {
        "\(Self.padded(year, 4))-\(Self.padded(month, 2))-\(Self.padded(day, 2))"
    }

    /// `value` in decimal, with zeros before it up to `width` digits.
    static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

extension Timestamp {
    /// The UTC day as `YYYY-MM-DD`.
    public var isoDate: String { CalendarDate(self).iso }

    /// The UTC time to the second as ISO 8601's internet date and time, `2026-11-18T11:06:40Z`:
    /// what `ISO8601DateFormatter` writes with `.withInternetDateTime`, without building a formatter
    /// for each call (the exports write two per entry).
    public var isoDateTime: String {
        let milliseconds = millisecondsSince1970
        let seconds = milliseconds >= 0 ? milliseconds / 1_000 : (milliseconds - 999) / 1_000
        let second = Int(((seconds % 86_400) + 86_400) % 86_400)
        let time =
            CalendarDate.padded(second / 3_600, 2) + ":" + CalendarDate.padded(second / 60 % 60, 2) + ":"
            + CalendarDate.padded(second % 60, 2)
        return isoDate + "T" + time + "Z"
    }
}
