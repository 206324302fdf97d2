import MovieCatalog

/// What the comparison screen shows: the two movies' headings, their fields row by row (with their
/// directors and top-billed cast when the catalog has credits), and their votes by stars for the
/// overlaid histogram.
public struct CompareViewModel: Hashable, Sendable {
    /// One movie, as text.
    public struct Side: Hashable, Sendable {
        /// `"Heat (1995)"`, or `"#7 (not in the catalog)"`.
        public var heading: String
        /// The values of ``CompareViewModel/fieldLabels``, in order.
        public var values: [String]
        /// The values of ``CompareViewModel/creditLabels``, in order: the directors, then the first
        /// members of the cast; empty when the movie has no credits.
        public var credits: [String]
        /// The ten shares of voters who gave 1 through 10 stars (percent); empty without a movie.
        public var shares: [Double]

        /// The side of `movie` (with its watchlist `entry`), or of a missing movie with `id`.
        ///
        /// - Parameter id: The catalog id.
        /// - Parameter side: The movie, if the catalog has it, its watchlist entry and credits.
        init(id: Int, _ side: CompareSide) {
            guard let movie = side.movie else {
                heading = "#\(id) (not in the catalog)"
                values = CompareViewModel.fieldLabels.map { _ in "" }
                credits = []
                shares = []
                return
            }
            let cast = side.credits.cast.prefix(CompareViewModel.castRows).map(\.person.displayName)
            credits =
                side.credits.isEmpty
                ? []
                : [
                    side.credits.directors.isEmpty
                        ? "unknown" : side.credits.directors.map(\.displayName).joined(separator: ", ")
                ]
                    + cast + Array(repeating: "", count: CompareViewModel.castRows - cast.count)
            heading = "\(movie.title.display) (\(movie.years))"
            values = [
                movie.years, MovieFormat.length(movie.minutes),
                movie.isRated ? "\(MovieFormat.rating(movie.rating)) / 10" : "unrated",
                movie.votes.grouped, movie.budget.map { "$" + $0.grouped } ?? "unknown",
                movie.genres.isEmpty ? "none" : movie.genres.names.joined(separator: ", "),
                movie.mpaa?.rawValue ?? "unknown",
                side.entry?.personalRating.map { "\($0.value)/10" }
                    ?? (side.entry == nil ? "not on the watchlist" : "none"),
            ]
            shares = movie.ratingShares ?? []
        }
    }

    /// The labels of the fields' rows, in order.
    public static let fieldLabels = ["Year", "Length", "Rating", "Votes", "Budget", "Genres", "MPAA", "Your rating"]

    /// How many members of the cast the comparison lists, one a row.
    static let castRows = 3

    /// The labels of the credits' rows, shown when either movie has credits.
    public static let creditLabels = ["Directed by", "Starring"] + Array(repeating: "", count: castRows - 1)

    /// Every row's label, in order: the fields, then the credits when either movie has some.
    public var labels: [String] {
        left.credits.isEmpty && right.credits.isEmpty ? Self.fieldLabels : Self.fieldLabels + Self.creditLabels
    }

    /// The values of row `row` of ``labels`` for `side` (empty when the side has none).
    ///
    /// - Parameter row: A row of ``labels``.
    /// - Parameter side: The left or the right side.
    public func value(_ row: Int, of side: Side) -> String {
        if row < side.values.count { return side.values[row] }
        let index = row - Self.fieldLabels.count
        return index >= 0 && index < side.credits.count ? side.credits[index] : ""
    }

    /// The movie on the left (the first marked).
    public var left: Side
    /// The movie on the right.
    public var right: Side
}
