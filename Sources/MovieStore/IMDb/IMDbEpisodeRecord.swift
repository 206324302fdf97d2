/// An episode of title.basics ready to insert, with its series, season and number from title.episode and
/// its rating from title.ratings.
struct IMDbEpisodeRecord: Sendable {
    let id: Int
    let series: Int
    let season: Int?
    let number: Int?
    let title: String
    let year: Int?
    let minutes: Int?
    let rating: Double
    let votes: Int
}

/// A batch of title.basics: the titles of the movie table, and the episodes.
struct TitleBatch: Sendable {
    var titles: [IMDbMovieRecord] = []
    var episodes: [IMDbEpisodeRecord] = []

    var count: Int { titles.count + episodes.count }
}
