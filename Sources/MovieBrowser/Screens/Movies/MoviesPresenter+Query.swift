import MovieCatalog
import TerminalUI

extension MoviesPresenter {
    /// Parses the search box as a field query on each keystroke.
    ///
    /// The table shows the query of every good word and term (its order is the sort keys' unless the
    /// text has a `sort:` term); the first bad term, left out, is kept in ``searchError`` for the
    /// view's error line. While a term is being typed (`rating>`), the table so keeps what it showed
    /// before the term was started.
    func applySearchText() {
        let parsed = FieldQuery.parseLeaving(search.text, base: MovieQuery(sort: keySort))
        searchError = parsed.errors.first
        queryChanged(parsed.query)
    }

    /// Esc in the search box: the title words go, the terms (filters) stay, and a bad term is dropped
    /// for the last good query's terms.
    func clearSearchWords() {
        var newQuery = query
        newQuery.text = nil
        setFilters(newQuery)
    }

    /// Whether the search box's text has a `sort:` term (which the sort keys then rewrite).
    var searchTextSorts: Bool {
        search.text.split(whereSeparator: \.isWhitespace).contains {
            $0.lowercased().hasPrefix("sort:") || $0.lowercased().hasPrefix("sort=")
        }
    }

    /// Sets the filters from the panel or the chips, and writes them into the search box as terms, so
    /// the box always reads as the table's query.
    func setFilters(_ newQuery: MovieQuery) {
        search = TextInputState(text: FieldQuery.format(newQuery, includingSort: searchTextSorts))
        searchError = nil
        queryChanged(newQuery)
    }

    /// Sets the order from a sort key; a `sort:` term in the search box is rewritten to match.
    func setSort(_ sort: MovieSort) {
        keySort = sort
        var newQuery = query
        newQuery.sort = sort
        if searchTextSorts, searchError == nil {
            search = TextInputState(text: FieldQuery.format(newQuery, includingSort: true))
        }
        queryChanged(newQuery)
    }

    /// `b`: the vote-weighted rating, best first; again, the order it replaced.
    func toggleWeightedSort() {
        if query.sort.field == .weightedRating {
            setSort(sortBeforeWeighted ?? .byTitle)
            sortBeforeWeighted = nil
        } else {
            sortBeforeWeighted = query.sort
            setSort(MovieSort(.weightedRating, descending: true))
        }
    }

    /// The facet counts of the current filter, counted when the filter changed since the last time,
    /// or `nil` when the catalog cannot count them.
    public func facetCounts() -> FacetCounts? {
        var filter = query
        (filter.sort, filter.offset, filter.limit) = (.byTitle, 0, 0)
        if let facets, facets.filter == filter { return facets.counts }
        guard let counts = try? interactor.facets(filter) else { return nil }
        facets = (filter, counts)
        return counts
    }
}
