import MovieCatalog

/// The order of the movies within each role of a filmography.
public struct PersonSort: Hashable, Sendable {
    /// What the movies are sorted by.
    public enum Field: String, Hashable, Sendable {
        case title, year, rating, votes
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

    /// The order a person screen opens with: newest first.
    public static let standard = PersonSort(.year, descending: true)

    /// Whether `a` comes before `b`; ties go by year (newest first), then title, then id.
    func ordered(_ a: Movie, _ b: Movie) -> Bool {
        func compare<T: Comparable>(_ x: T, _ y: T) -> Bool? { x == y ? nil : (descending ? x > y : x < y) }
        let result: Bool?
        switch field {
        case .title: result = compare(a.title.sortKey, b.title.sortKey)
        case .year: result = compare(a.year, b.year)
        case .rating: result = compare(a.rating, b.rating)
        case .votes: result = compare(a.votes, b.votes)
        }
        if let result { return result }
        if a.year != b.year { return a.year > b.year }
        if a.title.sortKey != b.title.sortKey { return a.title.sortKey < b.title.sortKey }
        return a.id < b.id
    }
}

/// A person's credits grouped by role: directing, writing, the cast categories, then the other crew
/// by category; each group's movies in a ``PersonSort`` order, filtered by title.
struct Filmography: Sendable {
    /// One role and its credits.
    struct Group: Sendable {
        /// The category.
        var category: CreditCategory
        /// The credits, in order.
        var credits: [FilmographyCredit]
    }

    /// The groups in reading order; a group with no credit left after the filter is left out.
    private(set) var groups: [Group]

    /// Groups `credits`, keeping those whose title contains `filter` (ignoring case), each group
    /// sorted by `sort`.
    ///
    /// - Parameters:
    ///   - credits: A person's credits, as the catalog lists them.
    ///   - sort: The order within each group.
    ///   - filter: Text the title must contain; empty keeps every credit.
    init(_ credits: [FilmographyCredit], sort: PersonSort, filter: String = "") {
        let needle = filter.lowercased()
        var byCategory: [CreditCategory: [FilmographyCredit]] = [:]
        for credit in credits
        where needle.isEmpty || credit.movie.title.display.lowercased().contains(needle)
            || credit.movie.title.catalog.lowercased().contains(needle)
        {
            byCategory[credit.category, default: []].append(credit)
        }
        groups = byCategory.keys.sorted(by: Self.readingOrder).map { category in
            Group(
                category: category,
                credits: (byCategory[category] ?? []).sorted { sort.ordered($0.movie, $1.movie) })
        }
    }

    /// The credits in reading order, group after group.
    var credits: [FilmographyCredit] { groups.flatMap(\.credits) }

    /// The number of credits.
    var count: Int { groups.reduce(0) { $0 + $1.credits.count } }

    /// Directors first, then writers, the cast (actor, actress, self, archive), then the other
    /// crew in alphabetical order.
    static func readingOrder(_ a: CreditCategory, _ b: CreditCategory) -> Bool {
        let (x, y) = (rank(a), rank(b))
        return x != y ? x < y : a.rawValue < b.rawValue
    }

    private static let ranks = ["director", "writer", "actor", "actress", "self", "archive_footage", "archive_sound"]

    private static func rank(_ category: CreditCategory) -> Int {
        ranks.firstIndex(of: category.rawValue) ?? ranks.count
    }

    /// A role as a heading: `Director`, `Production designer`.
    ///
    /// - Parameter category: The category.
    static func heading(_ category: CreditCategory) -> String {
        let label = category.label
        guard let first = label.first else { return label }
        return first.uppercased() + label.dropFirst()
    }
}
