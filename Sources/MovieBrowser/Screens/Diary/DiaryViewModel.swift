import MovieCatalog

/// What the diary shows in one frame: the rows on screen, as plain text the presenter builds.
public struct DiaryViewModel: Hashable, Sendable {
    /// One row on screen.
    public enum Row: Hashable, Sendable {
        /// A month's heading: `November 2026 · 14 viewings`.
        case heading(String)
        /// A viewing.
        case viewing(ViewingRow)
        /// A viewing whose page could not be read.
        case missing
    }

    /// A viewing as text.
    public struct ViewingRow: Hashable, Sendable {
        /// The day of the month, `20`.
        public var day: String
        /// The title, marked when the current catalog lacks the movie.
        public var title: String
        /// The year of release.
        public var year: String
        /// The rating in stars, `★★★½`, or empty.
        public var stars: String
        /// `↻` for a rewatch, else empty.
        public var rewatch: String
        /// The tags, comma separated.
        public var tags: String
    }

    /// The index of the first row on screen.
    public var firstRow: Int
    /// The rows on screen.
    public var rows: [Row]
    /// Every row of the year, for the scroll bar.
    public var rowCount: Int
    /// Shown when the year has no viewing.
    public var emptyText: String
    /// The log dialog, while it is open.
    public var form: ViewingForm?
}

extension DiaryViewModel {
    /// The months' names, January first.
    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    /// `November 2026 · 14 viewings`.
    static func heading(_ month: DiaryMonth) -> String {
        let name = monthNames.indices.contains(month.month - 1) ? monthNames[month.month - 1] : "Month \(month.month)"
        return "\(name) \(month.year) · \(month.count.counted("viewing"))"
    }

    /// The row of `viewing`.
    static func row(_ viewing: Viewing) -> ViewingRow {
        ViewingRow(
            day: viewing.date.map { String($0.day) } ?? "",
            title: viewing.movie == nil ? viewing.displayTitle + " · not in this catalog" : viewing.displayTitle,
            year: viewing.displayYear.map(String.init) ?? "", stars: viewing.rating?.stars ?? "",
            rewatch: viewing.isRewatch ? "↻" : "", tags: viewing.tags.joined(separator: ", "))
    }
}
