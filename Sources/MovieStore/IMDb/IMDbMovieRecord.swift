import MovieCatalog

/// A movie of title.basics ready to insert: its fields, its rating and what the shipped CSV adds.
struct IMDbMovieRecord: Sendable {
    let id: Int
    let title: MovieTitle
    let year: Int
    let minutes: Int?
    let rating: Double
    let votes: Int
    let genres: Genres
    /// The shipped CSV's movie of the same title and year, if any.
    let match: CSVExtras?
}
