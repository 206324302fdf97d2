import MovieCatalog

/// The pages of the movie table's result that are kept, with the watchlist marks of their movies.
///
/// Reading a row never runs a query: ``load(rows:query:from:)`` fetches what a frame shows first,
/// each missing page once and the marks of the movies of those pages not asked about before in one
/// query of their ids, and ``movie(at:)`` reads what is kept. The marks are about movies, not the
/// query: they outlive a new query, until the watchlist may have changed (``forgetMarks()``).
struct MoviePages {
    /// The rows fetched per page.
    static let pageSize = 100
    /// The pages kept; the oldest goes first.
    static let pagesKept = 8

    /// The number of movies the query matches, once a page of it was fetched.
    private(set) var total: Int?
    private var pages: [Int: [Movie]] = [:]
    private var order: [Int] = []
    /// The movies whose mark is known.
    private var checked: Set<Int> = []
    /// The kept pages whose movies' marks are all known: a frame over them asks nothing.
    private var markedPages: Set<Int> = []
    /// The movies of ``checked`` that are on the watchlist.
    private var onWatchlist: Set<Int> = []
    /// Whether a page fetched for this screen held a series: the table then shows the Kind column
    /// and room for a series' years, and keeps them (a catalog of movies alone never shows them).
    private(set) var listsSeries = false

    /// Forgets the pages (a new query); the marks stay.
    mutating func reset() {
        total = nil
        pages = [:]
        order = []
        markedPages = []
    }

    /// Forgets the marks (the watchlist may have changed on another screen).
    mutating func forgetMarks() {
        checked = []
        onWatchlist = []
        markedPages = []
    }

    /// The movie at `index` if its page is kept.
    ///
    /// - Parameter index: The row.
    func movie(at index: Int) -> Movie? {
        let page = index / Self.pageSize
        guard let movies = pages[page] else { return nil }
        let row = index - page * Self.pageSize
        return row < movies.count ? movies[row] : nil
    }

    /// Whether movie `id` of a kept page is on the watchlist, as last loaded.
    func isOnWatchlist(_ id: Int) -> Bool {
        onWatchlist.contains(id)
    }

    /// Records what the watchlist toggle did to movie `id`.
    mutating func setOnWatchlist(_ id: Int, _ isOn: Bool) {
        checked.insert(id)
        if isOn { onWatchlist.insert(id) } else { onWatchlist.remove(id) }
    }

    /// Fetches the page of `index` if it is not kept (a key that needs the movie before the next
    /// frame, such as Enter right after typing a search).
    ///
    /// - Returns: The movie, or `nil` past the end.
    mutating func loading(
        _ index: Int, query: MovieQuery, from interactor: MoviesInteractor
    ) throws(CatalogError) -> Movie? {
        let page = index / Self.pageSize
        if pages[page] == nil { try fetch(page, query: query, from: interactor) }
        return movie(at: index)
    }

    /// Fetches the total if no page of the query was fetched: the page of `row`, the row a frame or
    /// a key is about to need.
    mutating func loadTotal(
        near row: Int, query: MovieQuery, from interactor: MoviesInteractor
    ) throws(CatalogError)
        -> Int
    {
        if let total { return total }
        try fetch(row == Int.max ? 0 : row / Self.pageSize, query: query, from: interactor)
        return total ?? 0
    }

    /// Fetches the pages of `rows` that are not kept, then the marks of their movies that are not
    /// known, in one query of those movies' ids.
    mutating func load(rows: Range<Int>, query: MovieQuery, from interactor: MoviesInteractor) throws(CatalogError) {
        guard !rows.isEmpty else { return }
        let wanted = Array(rows.lowerBound / Self.pageSize...(rows.upperBound - 1) / Self.pageSize)
        for page in wanted where pages[page] == nil { try fetch(page, query: query, from: interactor) }
        let unmarked = wanted.filter { pages[$0] != nil && !markedPages.contains($0) }
        guard !unmarked.isEmpty else { return }
        let ids = unmarked.flatMap { pages[$0] ?? [] }.map(\.id).filter { !checked.contains($0) }
        // Known even when the query fails, so a failing watchlist is not asked again every frame.
        markedPages.formUnion(unmarked)
        guard !ids.isEmpty else { return }
        checked.formUnion(ids)
        onWatchlist.formUnion(try interactor.onWatchlist(ids))
    }

    private mutating func fetch(_ page: Int, query: MovieQuery, from interactor: MoviesInteractor) throws(CatalogError)
    {
        var pageQuery = query
        pageQuery.offset = page * Self.pageSize
        pageQuery.limit = Self.pageSize
        do {
            let result = try interactor.page(pageQuery)
            total = result.total
            pages[page] = result.movies
            if !listsSeries, result.movies.contains(where: \.kind.isSeries) { listsSeries = true }
            order.append(page)
            if order.count > Self.pagesKept {
                let dropped = order.removeFirst()
                pages[dropped] = nil
                markedPages.remove(dropped)
            }
        } catch {
            // A failed query is not retried every frame: the table shows what it has (nothing).
            total = total ?? 0
            throw error
        }
    }
}
