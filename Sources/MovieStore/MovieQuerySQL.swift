import GRDB
import MovieCatalog

/// The `WHERE` and `ORDER BY` clauses of a ``MovieQuery``, with their arguments and index choices.
///
/// Each sort field has an index whose order matches the clause exactly (ties broken by id in the same
/// direction), so a page of 50 can read about 50 index entries instead of sorting the matches; the
/// `movie_filters` index covers every filter, so counting the matches never reads the table.
struct MovieQuerySQL {
    private(set) var conditions: [String] = []
    private(set) var arguments = StatementArguments()
    private(set) var orderClause: String
    /// The arguments of ``orderClause`` (the search words of the relevance order), bound after
    /// those of the conditions.
    private(set) var orderArguments = StatementArguments()
    /// Whether the query has search text, people terms or terms on the user's library (its matches
    /// then come from the FTS tables and the library, as position sets: ``FacetQuery/searchSet(_:_:_:cache:)``).
    let hasSearch: Bool
    /// The index whose order is the query's order.
    let sortIndex: String

    /// `WHERE` and the conditions, or nothing.
    var whereClause: String {
        conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
    }

    /// The same query restricted by one more condition, in another order.
    ///
    /// - Parameter condition: A condition without parameters.
    /// - Parameter order: The new `ORDER BY` clause.
    func adding(_ condition: String, order: String) -> MovieQuerySQL {
        var copy = self
        copy.conditions.append(condition)
        copy.orderClause = order
        copy.orderArguments = StatementArguments()
        return copy
    }

    init(_ query: MovieQuery) {
        var conditions: [String] = []
        var arguments = StatementArguments()
        let text = query.text?.trimmingSpaces ?? ""
        let hasText = !text.isEmpty
        hasSearch = hasText || !query.people.isEmpty || query.hasLibraryFilters
        if query.sort.field == .relevance, hasText,
            let relevance = SearchRelevance.order(text, descending: query.sort.descending)
        {
            // Best match first for an ascending rank; the votes, then the id, break ties.
            orderClause = relevance.clause
            orderArguments = relevance.arguments
        } else {
            orderClause = "ORDER BY " + MovieQuerySQL.order(query.sort)
        }
        sortIndex = MovieQuerySQL.index(query.sort)
        if hasText {
            if let match = SearchText(text).matchExpression {
                conditions.append("movie.id IN (SELECT rowid FROM movie_fts WHERE movie_fts MATCH ?)")
                _ = arguments.append(contentsOf: [match])
            } else {
                conditions.append("(movie.display_title LIKE ? ESCAPE '\\' OR movie.title LIKE ? ESCAPE '\\')")
                let pattern = "%" + text.likeEscaped + "%"
                _ = arguments.append(contentsOf: [pattern, pattern])
            }
        }
        for filter in query.people {
            if let credited = MovieQuerySQL.creditedMovies(filter) {
                conditions.append("movie.id IN (\(credited.sql))")
                _ = arguments.append(contentsOf: [credited.argument])
            }
        }
        if !query.genres.isEmpty {
            conditions.append("movie.genres & ? = ?")
            _ = arguments.append(contentsOf: [query.genres.rawValue, query.genres.rawValue])
        }
        if let years = query.years {
            conditions.append("movie.year BETWEEN ? AND ?")
            _ = arguments.append(contentsOf: [years.lowerBound, years.upperBound])
        }
        if let rating = query.minimumRating {
            conditions.append("movie.rating >= ?")
            _ = arguments.append(contentsOf: [rating])
        }
        if let votes = query.minimumVotes {
            conditions.append("movie.votes >= ?")
            _ = arguments.append(contentsOf: [votes])
        }
        if let mpaa = query.mpaa {
            conditions.append("movie.mpaa = ?")
            _ = arguments.append(contentsOf: [mpaa.rawValue])
        }
        if !query.excludedGenres.isEmpty {
            conditions.append("movie.genres & ? = 0")
            _ = arguments.append(contentsOf: [query.excludedGenres.rawValue])
        }
        if let rating = query.maximumRating {
            conditions.append("movie.rating <= ?")
            _ = arguments.append(contentsOf: [rating])
        }
        if let votes = query.maximumVotes {
            conditions.append("movie.votes <= ?")
            _ = arguments.append(contentsOf: [votes])
        }
        if let lengths = query.lengths {
            conditions.append("movie.minutes BETWEEN ? AND ?")
            _ = arguments.append(contentsOf: [lengths.lowerBound, lengths.upperBound])
        }
        if query.filtersKinds {
            conditions.append("(1 << movie.kind) & ? != 0")
            _ = arguments.append(contentsOf: [query.kindBits])
        }
        for (condition, values) in LibraryFilterSQL.conditions(query) {
            conditions.append(condition)
            _ = arguments.append(contentsOf: values)
        }
        self.conditions = conditions
        self.arguments = arguments
    }

    /// The ids of the movies `filter` keeps, as a query of one argument, or `nil` for a filter with
    /// no word to match.
    ///
    /// A filter on one person (`person:nm0000338`) reads that person's credits; one on words reads
    /// the credits of every person whose name matches (an FTS5 `MATCH` expression on `person_fts`).
    /// Either walks `credit_by_person`.
    static func creditedMovies(_ filter: PeopleFilter) -> (sql: String, argument: any DatabaseValueConvertible)? {
        let categories =
            filter.role.categories.map { list in
                " AND credit.category IN (" + list.map { "'\($0.rawValue)'" }.joined(separator: ", ") + ")"
            } ?? ""
        if let person = filter.person {
            return ("SELECT credit.movie_id FROM credit WHERE credit.person_id = ?" + categories, person.number)
        }
        guard let match = SearchText(filter.words.joined(separator: " ")).matchExpression else { return nil }
        return (
            """
            SELECT credit.movie_id FROM credit \
            WHERE credit.person_id IN (SELECT rowid FROM person_fts WHERE person_fts MATCH ?)\(categories)
            """, match
        )
    }

    /// The column of a sort field whose unknown (`NULL`) values come last in both directions, if it has one.
    /// The same query in exactly the opposite order, or `nil` when its order cannot simply be turned
    /// round (a search's relevance, whose order has arguments; unknown values kept last both ways).
    ///
    /// Every other order names each of its terms' directions, ties broken by id, so swapping `ASC`
    /// and `DESC` gives the reverse sequence.
    func reversingOrder() -> MovieQuerySQL? {
        guard orderArguments.isEmpty, !orderClause.contains("IS NULL") else { return nil }
        var copy = self
        copy.orderClause = orderClause.split(separator: " ", omittingEmptySubsequences: false)
            .map { word in
                switch word {
                case "ASC", "ASC,": "DESC" + word.dropFirst(3)
                case "DESC", "DESC,": "ASC" + word.dropFirst(4)
                default: String(word)
                }
            }
            .joined(separator: " ")
        return copy
    }

    static func nullableColumn(_ field: MovieSort.Field) -> String? {
        switch field {
        case .budget: "movie.budget"
        case .divisive: "movie.spread"
        case .title, .year, .rating, .votes, .length, .weightedRating, .relevance: nil
        }
    }

    private static func index(_ sort: MovieSort) -> String {
        switch sort.field {
        case .title: "movie_by_title"
        case .year: "movie_by_year"
        case .rating: "movie_by_rating"
        case .votes: "movie_by_votes"
        case .length: "movie_by_length"
        case .budget: "movie_by_budget"
        case .weightedRating: "movie_by_weighted"
        case .divisive: "movie_by_spread"
        case .relevance: "movie_by_votes"
        }
    }

    /// The terms of the `ORDER BY` clause of `sort` (not the relevance order of search words).
    static func order(_ sort: MovieSort) -> String {
        let direction = sort.descending ? "DESC" : "ASC"
        let column: String
        switch sort.field {
        case .title: column = "movie.sort_title"
        case .year: column = "movie.year"
        case .rating: column = "movie.rating"
        case .votes: column = "movie.votes"
        case .length: column = "movie.minutes"
        case .weightedRating: column = "movie.weighted_rating"
        case .relevance:
            // Without words every movie matches equally well: the most voted first.
            let reversed = sort.descending ? "ASC" : "DESC"
            return "movie.votes \(reversed), movie.id \(reversed)"
        case .budget, .divisive:
            // See MovieQueryPlan: unknown budgets and spreads last in both directions.
            let nullable = nullableColumn(sort.field) ?? "movie.budget"
            return "\(nullable) IS NULL, \(nullable) \(direction), movie.id \(direction)"
        }
        return "\(column) \(direction), movie.id \(direction)"
    }
}

extension String {
    /// The text without its leading and trailing white space, cut on scalars: walking a `String`
    /// backwards by characters breaks graphemes, which a first search paid 1.8 M instructions for.
    fileprivate var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }

    fileprivate var likeEscaped: String {
        var result = ""
        for character in self {
            if character == "%" || character == "_" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
