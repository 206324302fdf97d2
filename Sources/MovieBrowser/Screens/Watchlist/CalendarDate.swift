import MovieCatalog

/// A day of the proleptic Gregorian calendar in UTC, computed from a ``Timestamp`` without
/// Foundation, for the dates the watchlist shows (`2026-11-22`).
struct CalendarDate: Hashable, Sendable {
    /// The year, e.g. 2026.
    let year: Int
    /// The month, 1 to 12.
    let month: Int
    /// The day of the month, 1 to 31.
    let day: Int

    /// The UTC day of `timestamp`.
    ///
    /// - Parameter timestamp: The point in time.
    init(_ timestamp: Timestamp) {
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
    init(daysSince1970 days: Int) {
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
    var iso: String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }
}

extension Timestamp {
    /// The UTC day as `YYYY-MM-DD`.
    var isoDate: String { CalendarDate(self).iso }
}
