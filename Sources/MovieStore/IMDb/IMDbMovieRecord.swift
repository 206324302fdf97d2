import MovieCatalog

/// A movie, series or mini-series of title.basics ready to insert: its fields, its rating and what the
/// shipped CSV adds.
struct IMDbMovieRecord: Sendable {
    let id: Int
    let kind: TitleKind
    let title: MovieTitle
    let year: Int
    /// A series' last year; `nil` while it runs, and for a movie.
    let endYear: Int?
    let minutes: Int?
    let rating: Double
    let votes: Int
    let genres: Genres
    /// The shipped CSV's movie of the same title and year, if any.
    let match: CSVExtras?
}
