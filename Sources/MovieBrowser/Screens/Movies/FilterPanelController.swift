import MovieCatalog
import TerminalUI

/// The movie table's filter panel (`f`): whether it is open, its keys, and the facet counts it
/// shows, counted once per filter in the frame's prepare step.
struct FilterPanelController {
    /// The panel's keys.
    let keymap: Keymap<FiltersAction>
    /// The panel, when open.
    private(set) var panel: FilterPanel?
    /// The facet counts and the filter they were counted for.
    private var facets: (filter: MovieQuery, counts: FacetCounts?)?
    /// The catalog's genres, read the first time the panel opens (the repository keeps them per catalog
    /// generation, with the columns the facet counts read anyway), or `nil` before.
    private var catalogGenres: Genres?
    /// The decades the catalog's movies span, read with the genres.
    private var catalogDecades: [Int] = []

    /// A closed panel.
    ///
    /// - Parameter keymap: The panel's keys.
    init(keymap: Keymap<FiltersAction>) {
        self.keymap = keymap
    }

    /// Whether the panel is open.
    var isOpen: Bool { panel != nil }

    /// Opens the panel on its first row, its genre rows the catalog's genres and its decades the
    /// catalog's (the facet counts of the whole catalog, counted once per screen).
    ///
    /// The genres are read here, once per screen, not in the prepare step: keys typed ahead of the next
    /// frame (`f j j Space`) must move over the rows the panel will show. When they cannot be read, the
    /// panel lists all 28 genres and the shipped CSV's decades.
    ///
    /// - Parameter interactor: Where the catalog's genres come from.
    mutating func open(from interactor: MoviesInteractor) {
        if catalogGenres == nil {
            catalogGenres = try? interactor.catalogGenres()
            catalogDecades = (try? interactor.facets(MovieQuery()).decades.keys.sorted()) ?? []
        }
        panel = FilterPanel(genres: catalogGenres ?? Genres(Genres.all.map(\.genre)), decades: catalogDecades)
    }

    /// Handles a key while the panel is open; its edits go to `query`.
    ///
    /// - Parameter key: The key.
    /// - Parameter query: The table's query.
    /// - Returns: What the key did: the panel is modal, so other characters are swallowed while global
    ///   keys (help, quit) still apply.
    mutating func handle(_ key: Key, query: inout TableQuery) -> KeyOutcome {
        guard var panel, let action = keymap.action(for: key) else {
            if case .character = key { return .consumed }
            return .ignored
        }
        switch action {
        case .nextRow: panel.selected = min(panel.selected + 1, panel.rows.count - 1)
        case .previousRow: panel.selected = max(panel.selected - 1, 0)
        case .toggle, .nextValue: query.set(panel.stepping(query.query, by: 1))
        case .previousValue: query.set(panel.stepping(query.query, by: -1))
        case .clear: query.set(FilterPanel.clearing(query.query))
        case .close:
            self.panel = nil
            return .consumed
        }
        self.panel = panel
        return .consumed
    }

    /// Counts the facets of `query`'s filter if the panel is open and they were not counted for it.
    ///
    /// - Parameter query: The table's query.
    /// - Parameter interactor: Where the counts come from.
    mutating func prepare(for query: MovieQuery, from interactor: MoviesInteractor) {
        guard panel != nil else { return }
        let filter = Self.filter(of: query)
        if let facets, facets.filter == filter { return }
        facets = (filter, try? interactor.facets(filter))
    }

    /// Forgets the facet counts, so the next prepare step counts them again (the library changed).
    mutating func forgetCounts() {
        facets = nil
    }

    /// The facet counts of `query`'s filter as last counted, or `nil` when the catalog cannot count
    /// them or they were not counted.
    func counts(for query: MovieQuery) -> FacetCounts? {
        guard let facets, facets.filter == Self.filter(of: query) else { return nil }
        return facets.counts
    }

    /// The panel's rows for `query`, with the counts, when open.
    func lines(for query: MovieQuery) -> [FilterPanel.Line]? {
        panel.map { $0.lines(for: query, facets: counts(for: query)) }
    }

    private static func filter(of query: MovieQuery) -> MovieQuery {
        var filter = query
        (filter.sort, filter.offset, filter.limit) = (.byTitle, 0, 0)
        return filter
    }
}
