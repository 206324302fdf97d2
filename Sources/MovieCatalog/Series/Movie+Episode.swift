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
        let seriesTitle = series?.title.display ?? IMDbID(episode.seriesID).text
        self.init(
            id: episode.id, title: "\(seriesTitle) · \(episode.code) · \(episode.title)",
            year: episode.year ?? series?.year ?? 0, minutes: episode.minutes, budget: nil, rating: episode.rating,
            votes: episode.votes, ratingShares: nil, mpaa: nil, genres: series?.genres ?? [], imdbID: episode.imdbID,
            kind: .episode)
    }
}
