import MovieCatalog

/// What the comparison screen shows: the two movies' headings, their fields row by row, and their
/// votes by stars for the overlaid histogram.
public struct CompareViewModel: Hashable, Sendable {
    /// One movie, as text.
    public struct Side: Hashable, Sendable {
        /// `"Heat (1995)"`, or `"#7 (not in the catalog)"`.
        public var heading: String
        /// The values of ``CompareViewModel/labels``, in order.
        public var values: [String]
        /// The ten shares of voters who gave 1 through 10 stars (percent); empty without a movie.
        public var shares: [Double]

        /// The side of `movie` (with its watchlist `entry`), or of a missing movie with `id`.
        ///
        /// - Parameter id: The catalog id.
        /// - Parameter side: The movie, if the catalog has it, and its watchlist entry.
        init(id: Int, _ side: (movie: Movie?, entry: WatchlistEntry?)) {
            guard let movie = side.movie else {
                heading = "#\(id) (not in the catalog)"
                values = CompareViewModel.labels.map { _ in "" }
                shares = []
                return
            }
            heading = "\(movie.title.display) (\(movie.year))"
            values = [
                String(movie.year), MovieFormat.length(movie.minutes), "\(MovieFormat.rating(movie.rating)) / 10",
                movie.votes.grouped, movie.budget.map { "$" + $0.grouped } ?? "unknown",
                movie.genres.isEmpty ? "none" : movie.genres.names.joined(separator: ", "),
                movie.mpaa?.rawValue ?? "unknown",
                side.entry?.personalRating.map { "\($0.value)/10" }
                    ?? (side.entry == nil ? "not on the watchlist" : "none"),
            ]
            shares = movie.ratingShares ?? []
        }
    }

    /// The row labels, in order.
    public static let labels = ["Year", "Length", "Rating", "Votes", "Budget", "Genres", "MPAA", "Your rating"]

    /// The movie on the left (the first marked).
    public var left: Side
    /// The movie on the right.
    public var right: Side
}
