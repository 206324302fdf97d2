extension Movie {
    /// An episode as the library names it: a ``Movie`` of kind ``TitleKind/episode`` with the
    /// episode's id, titled `Breaking Bad · S05E14 · Ozymandias`, its year the episode's (its
    /// series' first year when unknown), its running time, rating and votes the episode's, its
    /// genres its series'. It is what the library's repositories read an episode entry back as, and
    /// what the screens give the log dialog and the list picker for an episode.
    ///
    /// - Parameter episode: The episode.
    /// - Parameter series: Its series, `nil` when the catalog lacks it (the title then names the
    ///   series by its IMDb id).
    public init(episode: Episode, series: Movie?) {
        self.init(
            episode: episode, seriesTitle: series?.title.display, seriesYear: series?.year,
            seriesGenres: series?.genres ?? [])
    }

    /// The same from what is known of the series: its display title and first year (`nil` when the
    /// catalog lacks it) and its genres.
    ///
    /// - Parameters:
    ///   - episode: The episode.
    ///   - seriesTitle: The series' display title, `nil` when unknown (the title then names the series
    ///     by its IMDb id).
    ///   - seriesYear: The series' first year, `nil` when unknown.
    ///   - seriesGenres: The series' genres.
    public init(episode: Episode, seriesTitle: String?, seriesYear: Int?, seriesGenres: Genres) {
        let series = seriesTitle ?? IMDbID(episode.seriesID).text
        self.init(
            id: episode.id, title: "\(series) · \(episode.code) · \(episode.title)",
            year: episode.year ?? seriesYear ?? 0, minutes: episode.minutes, budget: nil, rating: episode.rating,
            votes: episode.votes, ratingShares: nil, mpaa: nil, genres: seriesGenres, imdbID: episode.imdbID,
            kind: .episode)
    }
}
