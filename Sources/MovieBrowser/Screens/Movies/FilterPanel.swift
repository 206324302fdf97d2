import MovieCatalog

/// The filter panel of the movie table: its rows, the value and facet count each row shows and how a
/// key changes the query. Plain values, so the presenter's tests need no terminal.
///
/// Its genre rows are the catalog's genres (those at least one movie has: the shipped CSV's seven, up
/// to IMDb's 28) in alphabetical order, then the other filters.
struct FilterPanel: Hashable, Sendable {
    /// One row of the panel.
    enum Row: Hashable, Sendable {
        case genre(Genres)
        case decade, rating, votes, mpaa, fits
        /// Whether the user has seen the movie, and whether it is on the watchlist.
        case seen, watchlist
        /// The kind of title: any, movie, series or mini-series.
        case kind

        /// The rows after the genres.
        static let filters: [Row] = [.decade, .rating, .votes, .mpaa, .fits, .kind, .seen, .watchlist]
    }

    /// One line of the panel: the row's name, how many movies its value leaves, and the value.
    struct Line: Hashable, Sendable {
        var label: String
        /// `"(4,112)"`, or empty when the row has no count (or the counts are not known).
        var count: String
        var value: String
    }

    /// The decades offered when the catalog's are not known: the shipped CSV's, 1890s to 2000s.
    static let defaultDecades = Array(stride(from: 1890, through: 2000, by: 10))
    /// The minimum ratings offered.
    static let ratings: [Double] = [5, 6, 7, 8, 9]
    /// The minimum vote counts offered.
    static let votes = [100, 1_000, 10_000, 100_000]
    /// The runtime budgets offered, in minutes.
    static let budgets = FacetCounts.runtimeBudgets
    /// The kinds offered, one at a time.
    static let kinds: [TitleKind] = [.movie, .series, .miniSeries]

    /// The highlighted row.
    var selected = 0
    /// The rows, in order: the catalog's genres, alphabetical, then ``Row/filters``.
    let rows: [Row]
    /// The decades the decade row steps through: every decade from the catalog's first to its last
    /// (IMDb's datasets go from the 1870s to the 2020s, the shipped CSV from the 1890s to the 2000s).
    let decades: [Int]

    /// A panel on its first row.
    ///
    /// - Parameter genres: The catalog's genres; all 28 by default.
    /// - Parameter decades: The decades that have movies (their first years); every decade between the
    ///   first and the last is offered. Empty: ``defaultDecades``.
    init(genres: Genres = Genres(Genres.all.map(\.genre)), decades: [Int] = []) {
        rows = genres.inAlphabeticalOrder.map { Row.genre($0.genre) } + Row.filters
        if let first = decades.min(), let last = decades.max() {
            self.decades = Array(stride(from: first, through: last, by: 10))
        } else {
            self.decades = Self.defaultDecades
        }
    }

    /// The label, the count and the current value of every row, for the view.
    ///
    /// - Parameter query: The query the panel edits.
    /// - Parameter facets: Its facet counts, when known: a genre shows the movies the query would
    ///   keep with it; the decade, MPAA and runtime rows show the count of their current value.
    func lines(for query: MovieQuery, facets: FacetCounts?) -> [Line] {
        func count(_ value: Int?) -> String { value.map { "(\($0.grouped))" } ?? "" }
        return rows.map { row in
            switch row {
            case .genre(let genre):
                let value = query.genres.contains(genre) ? "[x]" : query.excludedGenres.contains(genre) ? "[-]" : "[ ]"
                let name = Genres.all.first { $0.genre == genre }?.name ?? genre.names.joined(separator: ",")
                return Line(label: name, count: count(facets?.genre(genre)), value: value)
            case .decade:
                let decade = query.years.flatMap {
                    decades.contains($0.lowerBound) && $0.upperBound == $0.lowerBound + 9 ? $0.lowerBound : nil
                }
                let value = decade.map { "\($0)s" } ?? query.years.map { _ in "custom" } ?? "any"
                return Line(
                    label: "Decade", count: count(facets.map { f in decade.map(f.decade) ?? f.total }), value: value)
            case .rating:
                return Line(
                    label: "Rating at least", count: "", value: query.minimumRating.map(FilterChips.number) ?? "any")
            case .votes:
                return Line(label: "Votes at least", count: "", value: query.minimumVotes.map(\.grouped) ?? "any")
            case .mpaa:
                return Line(
                    label: "MPAA", count: count(facets.map { f in query.mpaa.map(f.mpaa) ?? f.total }),
                    value: query.mpaa?.rawValue ?? "any")
            case .fits:
                let budget = query.lengths.flatMap { $0.lowerBound <= 0 ? $0.upperBound : nil }
                let value = budget.map { "≤ \($0) min" } ?? query.lengths.map { _ in "custom" } ?? "any"
                return Line(
                    label: "Fits in", count: count(facets.map { f in budget.map(f.runtimeBudget) ?? f.total }),
                    value: value)
            case .seen:
                return Line(
                    label: "Seen", count: count(facets.map { f in query.seen.map(f.seen) ?? f.total }),
                    value: Self.answer(query.seen))
            case .watchlist:
                return Line(
                    label: "On watchlist",
                    count: count(facets.map { f in query.onWatchlist.map(f.watchlist) ?? f.total }),
                    value: Self.answer(query.onWatchlist))
            case .kind:
                // One kind shows its count; none (or a typed set, `type:series,mini-series`) the total.
                let kind = query.kinds.count == 1 ? query.kinds.first : nil
                let value =
                    kind?.name ?? (query.filtersKinds ? query.kinds.sorted().map(\.name).joined(separator: ",") : "any")
                return Line(
                    label: "Kind", count: count(facets.map { f in kind.map(f.kind) ?? f.total }), value: value)
            }
        }
    }

    /// `query` with the selected row stepped by `step` (+1 next value, -1 previous; a genre toggles).
    func stepping(_ query: MovieQuery, by step: Int) -> MovieQuery {
        var query = query
        switch rows[selected] {
        case .genre(let genre):
            query.excludedGenres.remove(genre)
            if query.genres.contains(genre) { query.genres.remove(genre) } else { query.genres.insert(genre) }
        case .decade:
            // A typed range that is not a whole decade (`year:1992..1996`) steps from its first year.
            query.years = Self.step(query.years?.lowerBound, in: decades, by: step).map { $0...($0 + 9) }
        case .rating:
            query.minimumRating = Self.step(query.minimumRating, in: Self.ratings, by: step)
        case .votes:
            query.minimumVotes = Self.step(query.minimumVotes, in: Self.votes, by: step)
        case .mpaa:
            let all = MPAARating.allCases
            let current = query.mpaa.flatMap { all.firstIndex(of: $0) }
            query.mpaa = Self.step(current, count: all.count, by: step).map { all[$0] }
        case .fits:
            query.lengths = Self.step(query.lengths?.upperBound, in: Self.budgets, by: step).map { 0...$0 }
        case .seen:
            query.seen = Self.step(query.seen, by: step)
        case .watchlist:
            query.onWatchlist = Self.step(query.onWatchlist, by: step)
        case .kind:
            let current = query.kinds.count == 1 ? query.kinds.first.flatMap { Self.kinds.firstIndex(of: $0) } : nil
            query.kinds = Self.step(current, count: Self.kinds.count, by: step).map { [Self.kinds[$0]] } ?? []
        }
        return query
    }

    /// Steps a yes-or-no row through any (`nil`), yes and no, wrapping around.
    private static func step(_ answer: Bool?, by step: Int) -> Bool? {
        let answers = [true, false]
        return Self.step(answer.flatMap { answers.firstIndex(of: $0) }, count: answers.count, by: step).map {
            answers[$0]
        }
    }

    /// `any`, `yes` or `no`.
    private static func answer(_ value: Bool?) -> String {
        value.map { $0 ? "yes" : "no" } ?? "any"
    }

    /// Steps `value` through "any" (`nil`) and the ascending `values`, wrapping around. A value
    /// typed in the search box that is not one of them (`rating>8.1`) steps to its neighbour in
    /// the direction of the step, as if it sat between the two.
    static func step<Value: Comparable>(_ value: Value?, in values: [Value], by step: Int) -> Value? {
        guard let value, !values.contains(value) else {
            return Self.step(value.flatMap { values.firstIndex(of: $0) }, count: values.count, by: step).map {
                values[$0]
            }
        }
        return step > 0 ? values.first { $0 > value } : values.last { $0 < value }
    }

    /// Steps through `nil` ("any") and the indices `0..<count`, wrapping around.
    static func step(_ index: Int?, count: Int, by step: Int) -> Int? {
        let position = (index.map { $0 + 1 } ?? 0) + step
        let wrapped = ((position % (count + 1)) + count + 1) % (count + 1)
        return wrapped == 0 ? nil : wrapped - 1
    }

    /// `query` with no filter (its text and sort kept).
    static func clearing(_ query: MovieQuery) -> MovieQuery {
        MovieQuery(text: query.text, sort: query.sort)
    }
}
