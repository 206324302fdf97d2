import MovieCatalog

extension FakeMovieRepository {
    /// The title a library row with id `id` names, as the SQLite library reads it back: the movie
    /// (or series) of this catalog, else the episode of ``SeriesFixtures`` with that id as a
    /// ``Movie`` of kind ``TitleKind/episode``; `nil` when neither has it.
    func libraryTitle(id: Int) throws(CatalogError) -> Movie? {
        if let movie = try movie(id: id) { return movie }
        guard let episode = SeriesFixtures.episodes.first(where: { $0.id == id }) else { return nil }
        return Movie(episode: episode, series: all.first { $0.id == episode.seriesID })
    }
}
