import MovieCatalog
import TerminalUI

extension MoviesPresenter {
    /// Parses the search box as a field query on each keystroke.
    ///
    /// The table shows ``filterBase`` with every good word and term of the box applied (a `sort:` term
    /// wins over the sort keys); the first bad term, left out, is kept in ``searchError`` for the
    /// view's error line. While a term is being typed (`rating>`), the table so keeps what it showed
    /// before the term was started.
    func applySearchText() {
        let parsed = FieldQuery.parseLeaving(search.text, base: filterBase)
        searchError = parsed.errors.first
        queryChanged(parsed.query)
    }

    /// Esc in the search box: the title words go, the filters its terms set stay (as chips).
    func clearSearchWords() {
        var newQuery = query
        newQuery.text = nil
        setFilters(newQuery)
    }

    /// Sets the table's query from outside the search box (the panel, a chip, a Stats bar, a sort key).
    ///
    /// The filters of the box's terms become part of ``filterBase`` and the box keeps only the title
    /// words, so what the panel and the chips show is the whole query and the box is not rewritten
    /// under the user's cursor with terms they did not type.
    func setFilters(_ newQuery: MovieQuery) {
        filterBase = newQuery
        filterBase.text = nil
        search = TextInputState(text: FieldQuery.format(MovieQuery(text: newQuery.text)))
        searchError = nil
        queryChanged(newQuery)
    }

    /// Sets the order from a sort key (over a `sort:` term of the box, which becomes the base's order).
    func setSort(_ sort: MovieSort) {
        var newQuery = query
        newQuery.sort = sort
        setFilters(newQuery)
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
