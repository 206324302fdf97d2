import MovieCatalog

/// What a movie of the shipped CSV has that IMDb's datasets lack.
struct CSVExtras: Sendable {
    let shares: [Double]
    let budget: Int?
    let mpaa: MPAARating?
}
