import MovieCatalog

/// Letterboxd keeps films: its formats leave the library's series and episodes out, and the
/// command says how many on standard error.
extension ExportCommand {
    /// The ids among `ids` of series, mini-series and episodes of the catalog: a title the catalog
    /// lacks is kept (it may be a film), one the catalog reads as a movie too.
    ///
    /// - Parameter ids: The library's title ids.
    /// - Parameter session: The catalog.
    /// - Throws: ``CatalogError`` when storage fails.
    static func notFilms(among ids: [Int], in session: CatalogSession) throws -> Set<Int> {
        let series = try session.container.resolve((any SeriesRepository).self)
        var notFilms = Set<Int>()
        for id in Set(ids) {
            if let title = try session.movies.movie(id: id) {
                if title.kind != .movie { notFilms.insert(id) }
            } else if try series.episode(id: id) != nil {
                notFilms.insert(id)
            }
        }
        return notFilms
    }

    /// `reel: left out 2 series and episodes: Letterboxd takes films only` on standard error, when
    /// `count` is not 0.
    ///
    /// - Parameter count: The rows left out.
    static func noteLeftOut(_ count: Int) {
        guard count > 0 else { return }
        let what = count == 1 ? "1 series or episode" : "\(count.grouped) series and episodes"
        Terminal.standardError.write("reel: left out \(what): Letterboxd takes films only\n")
    }
}
