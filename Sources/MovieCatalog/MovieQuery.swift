/// What a screen or command asks of the catalog: search text, filters, an order and a page.
///
/// Every filter is optional; an empty query lists the whole catalog by title, 50 at a time.
///
/// ```swift
/// var query = MovieQuery(text: "godf")
/// query.years = 1970...1979
/// query.sort = MovieSort(.rating, descending: true)
/// let page = try repository.movies(matching: query)
/// ```
public struct MovieQuery: Sendable, Hashable {
    /// Words the title must contain, each as a prefix, ignoring case, punctuation and word order.
    ///
    /// `"godf"` finds "Godfather, The"; `"the godfather"` finds it too. Empty or `nil` means no text filter.
    public var text: String?
    /// Genres the movie must all have (an empty set means any genre).
    public var genres: Genres
    /// Years of release to keep, or `nil` for all years.
    public var years: ClosedRange<Int>?
    /// The lowest average rating to keep, or `nil`.
    public var minimumRating: Double?
    /// The lowest number of voters to keep, or `nil`.
    public var minimumVotes: Int?
    /// The MPAA rating to keep, or `nil` for any (including unknown).
    public var mpaa: MPAARating?
    /// Genres the movie must have none of (an empty set excludes nothing).
    public var excludedGenres: Genres
    /// The highest average rating to keep, or `nil`.
    public var maximumRating: Double?
    /// The highest number of voters to keep, or `nil`.
    public var maximumVotes: Int?
    /// Running times in minutes to keep, or `nil` for any length.
    ///
    /// The runtime budget "fits in N minutes" is `0...N`.
    public var lengths: ClosedRange<Int>?
    /// People the movie must credit, each in their role (`director:coppola cast:pacino`); empty means
    /// no filter on credits.
    public var people: [PeopleFilter]
    /// The order of the results.
    public var sort: MovieSort
    /// How many results to skip before the page starts.
    public var offset: Int
    /// The largest number of movies on the page.
    public var limit: Int
    /// Whether the user has seen the movie (`true`), has not (`false`), or `nil` for either: "seen"
    /// is a viewing in the user's library, with or without a day (`seen:yes`).
    public var seen: Bool?
    /// The user's latest ratings to keep, 1 to 10 (a half star a point), or `nil` for any, rated or
    /// not (`mine>=8`).
    public var myRatings: ClosedRange<Int>?
    /// Tags the movie must each carry on one of its viewings, as stored (``ViewingDetails/normalizedTag(_:)``);
    /// empty means no filter on tags (`tag:cinema`).
    public var tags: [String]
    /// Names of the user's lists the movie must each be on, matched ignoring case; empty means no
    /// filter on lists (`list:"Kubrick, all of it"`).
    public var lists: [String]
    /// Whether the movie is on the watchlist (`true`), is not (`false`), or `nil` for either
    /// (`watchlist:yes`).
    public var onWatchlist: Bool?
    /// The kinds of title to keep (`type:series`): movies, series, mini-series. Empty keeps every
    /// kind the catalog lists, as does the set of all three (episodes are never listed: they are
    /// reached through their series).
    public var kinds: Set<TitleKind> {
        didSet { kindBits = Self.bits(of: kinds) }
    }
    /// ``kinds`` as bits, `1 << rawValue` each (0 when empty): what a filter tests per title, without
    /// hashing.
    public private(set) var kindBits = 0

    /// Creates a query; every parameter has the "no filter" default.
    ///
    /// - Parameter text: Words the title must contain as prefixes.
    /// - Parameter genres: Genres a movie must all have.
    /// - Parameter years: Years of release to keep.
    /// - Parameter minimumRating: The lowest average rating to keep.
    /// - Parameter minimumVotes: The lowest number of voters to keep.
    /// - Parameter mpaa: The MPAA rating to keep.
    /// - Parameter excludedGenres: Genres a movie must have none of.
    /// - Parameter maximumRating: The highest average rating to keep.
    /// - Parameter maximumVotes: The highest number of voters to keep.
    /// - Parameter lengths: Running times in minutes to keep.
    /// - Parameter people: People the movie must credit, each in their role.
    /// - Parameter sort: The order of the results.
    /// - Parameter offset: How many results to skip.
    /// - Parameter limit: The page size.
    /// - Parameter seen: Whether the user has seen the movie.
    /// - Parameter myRatings: The user's latest ratings to keep.
    /// - Parameter tags: Tags the movie's viewings must carry.
    /// - Parameter lists: Lists the movie must be on.
    /// - Parameter onWatchlist: Whether the movie is on the watchlist.
    /// - Parameter kinds: The kinds of title to keep.
    public init(
        text: String? = nil, genres: Genres = [], years: ClosedRange<Int>? = nil,
        minimumRating: Double? = nil, minimumVotes: Int? = nil, mpaa: MPAARating? = nil,
        excludedGenres: Genres = [], maximumRating: Double? = nil, maximumVotes: Int? = nil,
        lengths: ClosedRange<Int>? = nil, people: [PeopleFilter] = [], sort: MovieSort = .byTitle, offset: Int = 0,
        limit: Int = 50, seen: Bool? = nil, myRatings: ClosedRange<Int>? = nil, tags: [String] = [],
        lists: [String] = [], onWatchlist: Bool? = nil, kinds: Set<TitleKind> = []
    ) {
        self.text = text
        self.genres = genres
        self.years = years
        self.minimumRating = minimumRating
        self.minimumVotes = minimumVotes
        self.mpaa = mpaa
        self.excludedGenres = excludedGenres
        self.maximumRating = maximumRating
        self.maximumVotes = maximumVotes
        self.lengths = lengths
        self.people = people
        self.sort = sort
        self.offset = offset
        self.limit = limit
        self.seen = seen
        self.myRatings = myRatings
        self.tags = tags
        self.lists = lists
        self.onWatchlist = onWatchlist
        self.kinds = kinds
        kindBits = Self.bits(of: kinds)
    }

    /// Whether a filter reads the user's library (seen, my rating, tags, lists, watchlist): its
    /// matches change when the user logs a viewing or edits a list, not only with the catalog.
    public var hasLibraryFilters: Bool {
        seen != nil || myRatings != nil || !tags.isEmpty || !lists.isEmpty || onWatchlist != nil
    }

    /// The kinds the catalog lists as rows: movies, series and mini-series.
    public static let listedKinds: Set<TitleKind> = [.movie, .series, .miniSeries]

    /// Whether ``kinds`` leaves out a kind the catalog lists: the query then tests each title's kind.
    public var filtersKinds: Bool {
        kindBits != 0 && kindBits & Self.listedKindBits != Self.listedKindBits
    }

    /// Whether the query's kinds keep a title of kind `rawValue` (``TitleKind``'s raw value), when it
    /// ``filtersKinds``.
    ///
    /// - Parameter rawValue: The title's kind, as the catalog stores it.
    @inline(__always)
    public func keepsKind(_ rawValue: Int) -> Bool {
        kindBits & (1 << (rawValue & 63)) != 0
    }

    private static let listedKindBits = bits(of: listedKinds)

    private static func bits(of kinds: Set<TitleKind>) -> Int {
        kinds.reduce(0) { $0 | 1 << $1.rawValue }
    }
}
