extension MovieRepository {
    /// Picks from the matches of `query` read page by page, without the excluded ids.
    ///
    /// - Parameter query: Text and filters.
    /// - Parameter excluded: Ids never returned.
    /// - Parameter pick: Given the number of candidates, the index of the one returned.
    /// - Throws: ``CatalogError`` when a page cannot be read.
    public func randomMovie(
        matching query: MovieQuery, excluding excluded: Set<Int>, pick: (_ count: Int) -> Int
    ) throws(CatalogError) -> Movie? {
        let candidates = try allMovies(matching: query).filter { !excluded.contains($0.id) }
        guard !candidates.isEmpty else { return nil }
        return candidates[min(max(0, pick(candidates.count)), candidates.count - 1)]
    }

    /// Every movie matching `query`, in its order, read 1,000 at a time.
    private func allMovies(matching query: MovieQuery) throws(CatalogError) -> [Movie] {
        var page = query
        page.offset = 0
        page.limit = 1_000
        var movies: [Movie] = []
        while true {
            let result = try self.movies(matching: page)
            movies += result.movies
            guard !result.movies.isEmpty, movies.count < result.total else { return movies }
            page.offset += result.movies.count
        }
    }
}
