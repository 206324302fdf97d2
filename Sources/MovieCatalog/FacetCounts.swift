/// For one query, how many movies each choice of the filter panel would leave.
///
/// Each count changes one filter of the query and keeps the others: a genre's count is the query
/// with that genre required as well; a decade's is the query with its years replaced by the decade;
/// an MPAA rating's is the query with its MPAA rating replaced; a runtime budget's is the query with
/// its lengths replaced by "fits in N minutes" (`0...N`); seen and not seen, on and off the watchlist,
/// the query with that library filter replaced (``seen(_:)``, ``watchlist(_:)``); a kind's, the query
/// with its kinds replaced by that kind (``kind(_:)``). Choices that leave no movie may be absent:
/// read them with the subscripts, which answer 0.
///
/// ```swift
/// let facets = try repository.facetCounts(matching: MovieQuery(text: "star"))
/// facets.genre(.drama)      // movies with "star" in the title that are dramas
/// facets.decade(1970)       // movies with "star" in the title from 1970 to 1979
/// ```
public struct FacetCounts: Sendable, Hashable {
    /// The runtime budgets offered, in minutes.
    public static let runtimeBudgets = [30, 60, 90, 120, 150, 180]

    /// How many movies the query itself matches.
    public var total: Int
    /// Per genre (one bit each), the matches of the query that also have it.
    public var genres: [Genres: Int]
    /// Per decade (its first year), the matches of the query with its years replaced by the decade.
    public var decades: [Int: Int]
    /// Per MPAA rating, the matches of the query with its MPAA rating replaced by it.
    public var mpaa: [MPAARating: Int]
    /// Per runtime budget in minutes, the matches of the query with its lengths replaced by `0...N`.
    public var runtimeBudgets: [Int: Int]
    /// Per answer (`true`: seen), the matches of the query with its seen filter replaced by it.
    public var seen: [Bool: Int]
    /// Per answer (`true`: on it), the matches of the query with its watchlist filter replaced by it.
    public var watchlist: [Bool: Int]
    /// Per kind (movie, series, mini-series), the matches of the query with its kinds replaced by it.
    public var kinds: [TitleKind: Int]

    /// Creates counts.
    ///
    /// - Parameter total: The matches of the query.
    /// - Parameter genres: Per genre, the matches that also have it.
    /// - Parameter decades: Per decade, the matches with the years replaced.
    /// - Parameter mpaa: Per MPAA rating, the matches with the MPAA rating replaced.
    /// - Parameter runtimeBudgets: Per budget, the matches with the lengths replaced by `0...N`.
    /// - Parameter seen: Seen (`true`) and not seen, the matches with the seen filter replaced.
    /// - Parameter watchlist: On the watchlist (`true`) and off it, the matches with the watchlist
    ///   filter replaced.
    /// - Parameter kinds: Per kind, the matches with the kinds replaced by it.
    public init(
        total: Int, genres: [Genres: Int] = [:], decades: [Int: Int] = [:], mpaa: [MPAARating: Int] = [:],
        runtimeBudgets: [Int: Int] = [:], seen: [Bool: Int] = [:], watchlist: [Bool: Int] = [:],
        kinds: [TitleKind: Int] = [:]
    ) {
        self.total = total
        self.genres = genres.filter { $0.value > 0 }
        self.decades = decades.filter { $0.value > 0 }
        self.mpaa = mpaa.filter { $0.value > 0 }
        self.runtimeBudgets = runtimeBudgets.filter { $0.value > 0 }
        self.seen = seen.filter { $0.value > 0 }
        self.watchlist = watchlist.filter { $0.value > 0 }
        self.kinds = kinds.filter { $0.value > 0 }
    }

    /// The matches of the query that also have `genre`.
    public func genre(_ genre: Genres) -> Int { genres[genre] ?? 0 }
    /// The matches of the query with its years replaced by the decade starting in `start`.
    public func decade(_ start: Int) -> Int { decades[start] ?? 0 }
    /// The matches of the query with its MPAA rating replaced by `rating`.
    public func mpaa(_ rating: MPAARating) -> Int { mpaa[rating] ?? 0 }
    /// The matches of the query that fit in `minutes` (its lengths replaced by `0...minutes`).
    public func runtimeBudget(_ minutes: Int) -> Int { runtimeBudgets[minutes] ?? 0 }
    /// The matches of the query with its seen filter replaced: seen (`true`) or not seen.
    public func seen(_ answer: Bool) -> Int { seen[answer] ?? 0 }
    /// The matches of the query with its watchlist filter replaced: on the watchlist (`true`) or off it.
    public func watchlist(_ answer: Bool) -> Int { watchlist[answer] ?? 0 }
    /// The matches of the query with its kinds replaced by `kind` alone (`type:series`).
    public func kind(_ kind: TitleKind) -> Int { kinds[kind] ?? 0 }
}
