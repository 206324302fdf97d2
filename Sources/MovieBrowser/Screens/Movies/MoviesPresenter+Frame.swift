import MovieCatalog
import TerminalUI

/// A frame of the movie table: one prepare step fetches what it shows, then the view model is built
/// once from the kept values. Reading a row, the total or the selected movie never runs a query.
extension MoviesPresenter {
    /// Drops the watchlist marks and the filter panel's counts (another process, or a screen above,
    /// may have changed the library); the pages stay unless the query has terms on the library
    /// (`seen:no`), whose matches may have changed too.
    public func forgetMarks() {
        pages.forgetMarks()
        libraryChanged()
    }

    /// Forgets what the library decides: the pages of a query with library terms, and the facet counts.
    func libraryChanged() {
        if query.hasLibraryFilters { pages.reset() }
        filters.forgetCounts()
    }

    /// The number of movies the query matches, as the last prepared frame (or key) fetched it; 0
    /// before.
    public var total: Int { pages.total ?? 0 }

    /// The movie at `index` if its page is kept.
    ///
    /// - Parameter index: The row.
    public func movie(at index: Int) -> Movie? {
        pages.movie(at: index)
    }

    /// The selected movie, if its page is kept.
    public var selectedMovie: Movie? {
        list.selection(rowCount: total).flatMap(pages.movie(at:))
    }

    /// The texts of row `index` for the table, if its page is kept.
    ///
    /// - Parameter index: The row.
    public func row(_ index: Int) -> MoviesViewModel.Row? {
        guard let movie = pages.movie(at: index) else { return nil }
        return MoviesViewModel.Row(
            movie: movie, onWatchlist: pages.isOnWatchlist(movie.id), marked: marks.contains(movie.id))
    }

    /// The facet counts of the filter panel, as counted for the current filter by the last prepared
    /// frame; `nil` when they were not counted or the catalog cannot count them.
    public func facetCounts() -> FacetCounts? {
        filters.counts(for: query)
    }

    /// The rows above the table: the search box, the search error's line and the chips' line.
    var rowsAboveTable: Int {
        1 + (table.error == nil ? 0 : 1) + (table.chips.isEmpty ? 0 : 1)
    }

    /// The frame's prepare step: fetches what it shows, once. The list is resolved for `visibleRows`
    /// rows (its scroll offset), the pages of the visible rows are fetched if they are not kept (one
    /// page query, two across a page boundary) with the watchlist marks of new pages (one query of
    /// their ids), and the filter panel's facet counts if the filter changed.
    ///
    /// - Parameter visibleRows: The rows the table shows.
    public func prepare(visibleRows: Int) {
        do {
            let count = try pages.loadTotal(near: list.selected, query: query, from: interactor)
            list.resolve(rowCount: count, visibleRows: visibleRows)
            let visible = list.offset..<min(count, list.offset + visibleRows)
            try pages.load(rows: visible, query: query, from: interactor)
        } catch {
            status = error.message
        }
        filters.prepare(for: query, from: interactor)
    }

    /// What the view draws, built once per frame from the values ``prepare(visibleRows:)`` fetched.
    public func viewModel() -> MoviesViewModel {
        viewModelBuilds += 1
        let count = total
        let selected = list.selection(rowCount: count)
        let chips = table.chips.map(\.label)
        let filtered = !chips.isEmpty || query.text != nil
        let position = selected.map { "\(($0 + 1).grouped) of \(count.grouped)" } ?? "0 of 0"
        let order: String
        switch query.sort.field {
        case .weightedRating: order = query.sort.descending ? " · weighted ▼" : " · weighted ▲"
        case .divisive: order = query.sort.descending ? " · divisive ▼" : " · divisive ▲"
        // The Budget column is hidden below 110 columns: the order is named here too.
        case .budget: order = query.sort.descending ? " · budget ▼" : " · budget ▲"
        case .relevance where !query.sort.descending: order = query.text == nil ? " · most voted" : " · best match"
        case .relevance: order = " · best match ▲"
        default: order = ""
        }
        let first = min(list.offset, count)
        let model = MoviesViewModel(
            sort: query.sort,
            rowCount: count,
            firstRow: first,
            rows: (first..<min(count, first + list.viewportRows)).map { row($0) },
            search: search,
            isSearching: focus == .search,
            searchError: searchError,
            chips: chips,
            position: position + (filtered ? " (filtered)" : "") + order,
            filterLines: filters.lines(for: query),
            filterSelection: filters.panel?.selected ?? 0,
            filterHints: filters.keymap.keyHelp.hints,
            emptyText: query.text.map {
                chips.isEmpty ? "No title matches \"\($0)\"" : "No title matches \"\($0)\" with these filters"
            } ?? "No movie matches these filters",
            columns: columns.choice.movies,
            showsKinds: pages.listsSeries || query.kinds.contains(where: \.isSeries),
            columnLines: columns.panel?.lines,
            columnSelection: columns.panel?.selected ?? 0,
            columnHints: columns.keymap.keyHelp.hints)
        frame = model
        return model
    }

    /// The keys of the table and, after them, notes on the search terms and the computed orders; or
    /// an open panel's or the log dialog's keys (it takes every key it binds).
    public var keyHelp: KeyHelp {
        if logger.form != nil { return ViewingFormAction.keymap.keyHelp }
        if columns.isOpen { return columns.keymap.keyHelp }
        if filters.isOpen { return filters.keymap.keyHelp }
        var help = keymap.keyHelp
        help.entries += Self.notes.map { KeyHelp.Entry(keys: [], action: "", help: $0) }
        return help
    }

    /// What the help says about the search box's terms and the two computed orders, after the keys.
    static let notes = [
        "Default order: the best match of the search, then the most voted; [ui] default_sort",
        "Terms in /: year:1970..1979 year>1990 rating>8 rating:7..9 votes>10k",
        "Terms in /: g:drama !g:short mpaa:R length<=100 fits:120 sort:-weighted",
        "Weighted rating (b): WR = v/(v+m)·R + m/(v+m)·C",
        "Weighted rating (b): R the movie's rating, v its votes, C the catalog's mean",
        "Weighted rating (b): m = \(WeightedRating.priorVotes.grouped) prior votes; a 10.0 from 5 votes stays near C",
        "Divisive (7): the spread of the 1–10 vote shares, normalized to sum to 1",
    ]
}
