import MovieCatalog

/// The order of the watchlist table.
public struct WatchlistSort: Hashable, Sendable {
    /// What the table is sorted by.
    /// Its raw value names it in the session state (`"added"`).
    public enum Field: String, Hashable, Sendable {
        case title, added, rating
    }

    /// The field.
    public var field: Field
    /// Whether the order is reversed (largest, latest or Z first).
    public var descending: Bool

    /// Creates an order.
    ///
    /// - Parameter field: The field.
    /// - Parameter descending: Whether the order is reversed.
    public init(_ field: Field, descending: Bool) {
        self.field = field
        self.descending = descending
    }

    /// Whether `a` comes before `b`. Unrated entries come last in either direction; ties go by
    /// title, then by id.
    func ordered(_ a: WatchlistEntry, _ b: WatchlistEntry) -> Bool {
        switch field {
        case .title:
            let (x, y) = (Self.titleKey(a), Self.titleKey(b))
            if x != y { return descending ? x > y : x < y }
        case .added:
            if a.addedAt != b.addedAt { return descending ? a.addedAt > b.addedAt : a.addedAt < b.addedAt }
        case .rating:
            switch (a.personalRating, b.personalRating) {
            case (nil, nil): break
            case (nil, _): return false
            case (_, nil): return true
            case (let x?, let y?): if x != y { return descending ? x > y : x < y }
            }
        }
        let (x, y) = (Self.titleKey(a), Self.titleKey(b))
        return x != y ? x < y : a.movieID < b.movieID
    }

    private static func titleKey(_ entry: WatchlistEntry) -> String {
        entry.movie?.title.sortKey ?? MovieTitle(catalog: entry.title ?? "").sortKey
    }
}
