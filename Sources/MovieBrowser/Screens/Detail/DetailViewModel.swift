import MovieCatalog
import TerminalUI

/// What a movie's detail shows in one frame: plain values the presenter builds.
public struct DetailViewModel: Sendable {
    /// One labelled line of the fields.
    public struct Field: Hashable, Sendable {
        /// The label (`"Rating"`).
        public var label: String
        /// The value (`"9.1 / 10 from 122,755 votes"`).
        public var value: String
    }

    /// One similar movie as a row of text.
    public struct SimilarRow: Hashable, Sendable {
        /// The title as a person writes it.
        public var title: String
        /// The year.
        public var year: String
        /// The rating, one decimal.
        public var rating: String
        /// The votes with thousands separators.
        public var votes: String
    }

    /// One line of the credits: a director, a writer or a member of the cast.
    public struct CreditRow: Hashable, Sendable {
        /// The role's heading on the first line of its group (`Director`, `Cast`), empty on the others.
        public var role: String
        /// The person's name (`Marlon Brando`), or their id when the catalog's names lack them.
        public var name: String
        /// The characters played, for the cast (`Don Vito Corleone`).
        public var characters: String
        /// The person, whose screen Enter opens.
        public var personID: PersonID
    }

    /// `"The Godfather (1972)"`, or `nil` when there is no movie.
    public var heading: String?
    /// The credits: directors, writers, then the top-billed cast; empty in a catalog without people.
    public var credits: [CreditRow]
    /// The list the keys act on.
    public var focus: DetailPane
    /// Every field of the movie and of the user's entry, in order.
    public var fields: [Field]
    /// The votes by stars, bars labelled 1 to 10.
    public var shares: [BarChart.Bar]
    /// The user's rating (marked on the chart), if any.
    public var personalRating: Int?
    /// The similar movies.
    public var similar: [SimilarRow]
    /// The note being edited, when the note input has focus.
    public var noteInput: TextInputState?
    /// Shown instead of the movie when it cannot be shown (`"No movie has id 7"`).
    public var missingText: String?
    /// The log dialog, while it is open.
    public var logForm: ViewingForm? = nil
}

extension DetailViewModel {
    /// How many viewings the fields list; the diary has them all.
    static let viewingLimit = 3

    /// The fields of the movie's viewings (latest first): the diary's rating (the latest rating given) and
    /// each viewing's day, stars, rewatch mark and tags; none when the movie was never logged.
    ///
    /// - Parameter viewings: The movie's viewings, latest first.
    static func diaryFields(_ viewings: [Viewing]) -> [Field] {
        guard !viewings.isEmpty else { return [] }
        var fields: [Field] = []
        if let rating = viewings.lazy.compactMap(\.rating).first {
            fields.append(Field(label: diaryRatingLabel, value: "\(rating.stars) (\(rating.value)/10)"))
        }
        for (index, viewing) in viewings.prefix(viewingLimit).enumerated() {
            let parts = [
                viewing.date?.iso ?? "seen, day unknown", viewing.rating?.stars ?? "", viewing.isRewatch ? "↻" : "",
                viewing.tags.joined(separator: ", "),
            ]
            fields.append(
                Field(
                    label: index == 0 ? "Viewings" : "",
                    value: parts.filter { !$0.isEmpty }.joined(separator: "  ")))
        }
        if viewings.count > viewingLimit {
            fields.append(Field(label: "", value: "and \(viewings.count - viewingLimit) more in the diary (D)"))
        }
        return fields
    }

    /// The label of the field the note input replaces while editing: the watchlist entry's note,
    /// indented under the "Watchlist" field as its rating is, so neither reads as the diary's.
    static let noteLabel = "  note"
    /// The label of the watchlist entry's rating (set with 1–9 and 0).
    static let watchlistRatingLabel = "  rating"
    /// The label of the latest rating the diary gives (set when a viewing is logged).
    static let diaryRatingLabel = "Diary rating"

    /// How many members of the cast the credits list, in billing order.
    static let castLimit = 15

    /// The lines of `credits`: each director, each writer, then the first ``castLimit`` of the cast
    /// with their characters; a role's heading on its first line.
    ///
    /// - Parameter credits: The movie's credits.
    static func creditRows(_ credits: MovieCredits) -> [CreditRow] {
        var rows: [CreditRow] = []
        func add(_ heading: String, _ people: [(PersonName, [String])]) {
            for (index, (person, characters)) in people.enumerated() {
                rows.append(
                    CreditRow(
                        role: index == 0 ? heading : "", name: person.displayName,
                        characters: characters.joined(separator: ", "), personID: person.id))
            }
        }
        add(credits.directors.count > 1 ? "Directors" : "Director", credits.directors.map { ($0, []) })
        add(credits.writers.count > 1 ? "Writers" : "Writer", credits.writers.map { ($0, []) })
        add("Cast", credits.cast.prefix(castLimit).map { ($0.person, $0.characters) })
        return rows
    }

    /// The fields of `movie` and `entry`, worded as `reel show` words them.
    ///
    /// - Parameter movie: The movie.
    /// - Parameter entry: Its watchlist entry, if any.
    static func fields(_ movie: Movie, entry: WatchlistEntry?) -> [Field] {
        var fields: [Field] = []
        // The shipped CSV's own spelling ("Godfather, The"); an IMDb title's catalog form is only derived
        // for sorting, so it is not shown.
        if movie.imdbID == nil, movie.title.catalog != movie.title.display {
            fields.append(Field(label: "Catalog", value: movie.title.catalog))
        }
        if movie.kind != .movie { fields.append(Field(label: "Kind", value: movie.kind.name)) }
        fields.append(Field(label: movie.kind.isSeries ? "Years" : "Year", value: movie.years))
        fields.append(Field(label: "Length", value: MovieFormat.length(movie.minutes)))
        fields.append(
            Field(
                label: "Rating",
                value: movie.isRated
                    ? "\(MovieFormat.rating(movie.rating)) / 10 from \(movie.votes.counted("vote"))"
                    : "unrated (no votes)"))
        fields.append(Field(label: "Budget", value: movie.budget.map { "$" + $0.grouped } ?? "unknown"))
        fields.append(Field(label: "MPAA", value: movie.mpaa?.rawValue ?? "unknown"))
        fields.append(
            Field(label: "Genres", value: movie.genres.isEmpty ? "none" : movie.genres.names.joined(separator: ", ")))
        fields.append(
            Field(
                label: "Watchlist",
                value: entry.map { "on your watchlist since \($0.addedAt.isoDate)" } ?? "not on your watchlist"))
        fields.append(
            Field(label: watchlistRatingLabel, value: entry?.personalRating.map { "\($0.value)/10" } ?? "none"))
        fields.append(Field(label: noteLabel, value: entry?.note ?? "none"))
        return fields
    }
}
