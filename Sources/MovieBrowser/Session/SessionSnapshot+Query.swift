import MovieCatalog
import TerminalUI

extension SessionSnapshot {
    /// A ``MovieQuery``'s text, filters and sort, by name (its page is not kept).
    public struct QueryState: Codable, Hashable, Sendable {
        /// The search text.
        public var text: String?
        /// The genres every movie must have, by name (`"Drama"`).
        public var genres: [String]
        /// The first year kept.
        public var fromYear: Int?
        /// The last year kept.
        public var toYear: Int?
        /// The lowest rating kept.
        public var minimumRating: Double?
        /// The lowest vote count kept.
        public var minimumVotes: Int?
        /// The MPAA rating kept (`"PG-13"`).
        public var mpaa: String?
        /// The genres no movie may have, by name (absent in files from before field queries).
        public var excludedGenres: [String]?
        /// The highest rating kept.
        public var maximumRating: Double?
        /// The highest vote count kept.
        public var maximumVotes: Int?
        /// The shortest running time kept, in minutes.
        public var fromLength: Int?
        /// The longest running time kept, in minutes.
        public var toLength: Int?
        /// The sort field (`"rating"`).
        public var sort: String
        /// Whether the order is reversed.
        public var descending: Bool

        /// The state of `query`.
        ///
        /// - Parameter query: The table's query.
        public init(_ query: MovieQuery) {
            text = query.text
            genres = query.genres.names
            fromYear = query.years?.lowerBound
            toYear = query.years?.upperBound
            minimumRating = query.minimumRating
            minimumVotes = query.minimumVotes
            mpaa = query.mpaa?.rawValue
            excludedGenres = query.excludedGenres.isEmpty ? nil : query.excludedGenres.names
            maximumRating = query.maximumRating
            maximumVotes = query.maximumVotes
            fromLength = query.lengths?.lowerBound
            toLength = query.lengths?.upperBound
            sort = query.sort.field.rawValue
            descending = query.sort.descending
        }

        /// The query this state describes, and a note for each part this version does not know
        /// (an unknown genre, sort field or MPAA rating, a backwards year range), which is left out.
        public func query() -> (query: MovieQuery, problems: [String]) {
            var query = MovieQuery(text: text.flatMap { $0.isEmpty ? nil : $0 })
            var problems: [String] = []
            for name in genres {
                if let genre = Genres(name: name) {
                    query.genres.insert(genre)
                } else {
                    problems.append("no genre named \"\(name)\"")
                }
            }
            switch (fromYear, toYear) {
            case (let from?, let to?) where from <= to: query.years = from...to
            case (nil, nil): break
            default:
                problems.append(
                    "the years \(fromYear.map(String.init) ?? "?")…\(toYear.map(String.init) ?? "?") are not a range")
            }
            for name in excludedGenres ?? [] {
                if let genre = Genres(name: name) {
                    query.excludedGenres.insert(genre)
                } else {
                    problems.append("no genre named \"\(name)\"")
                }
            }
            switch (fromLength, toLength) {
            case (let from?, let to?) where from <= to: query.lengths = from...to
            case (nil, nil): break
            default:
                problems.append(
                    "the lengths \(fromLength.map(String.init) ?? "?")…\(toLength.map(String.init) ?? "?") are not a range"
                )
            }
            query.minimumRating = minimumRating
            query.minimumVotes = minimumVotes
            query.maximumRating = maximumRating
            query.maximumVotes = maximumVotes
            if let mpaa {
                if let rating = MPAARating(text: mpaa) {
                    query.mpaa = rating
                } else {
                    problems.append("no MPAA rating \"\(mpaa)\"")
                }
            }
            if let field = MovieSort.Field(rawValue: sort) {
                query.sort = MovieSort(field, descending: descending)
            } else {
                problems.append("no sort field \"\(sort)\"")
            }
            return (query, problems)
        }
    }
}

extension SessionSnapshot.ListPosition {
    /// The position of a list's state.
    ///
    /// - Parameter list: The list's state.
    public init(_ list: ListState) {
        self.init(selected: list.selected, offset: list.offset)
    }

    /// The list state at this position (negative numbers count as 0).
    public var listState: ListState { ListState(selected: selected, offset: offset) }
}
