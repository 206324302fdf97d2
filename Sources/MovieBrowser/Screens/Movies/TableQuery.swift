import MovieCatalog
import TerminalUI

/// The movie table's query: the one place it is kept, and every way it is edited.
///
/// The search box, the chips, the filter panel, the sort keys, a Stats bar and the saved session all
/// edit this value; ``query`` is what the table shows. The box is the whole query: its title words
/// and a term for every filter, whoever set it (`godf g:drama year:1970..1979`), so what the box
/// shows and what filters the table always agree. Only the order lives outside it, in ``base``, unless
/// a `sort:` term is typed (it wins over the sort keys until one is pressed). The box is parsed as a
/// `FieldQuery` on each keystroke; the first bad term is left out and kept in ``error`` for the view's
/// error line, so while a term is being typed (`rating>`) the table shows the rest of the query. A box
/// starting with `@` names people (the People results open on Enter) and leaves the table unfiltered.
struct TableQuery: Equatable {
    /// The order set outside the search box, and the page size: a query without filters.
    private(set) var base: MovieQuery
    /// The search box.
    private(set) var box: TextInputState
    /// The query the table shows.
    private(set) var query: MovieQuery
    /// The first bad term of the box, while there is one.
    private(set) var error: FieldQueryError?

    /// A query as the table shows it: every filter a term of the box, the order apart.
    ///
    /// - Parameter query: The query (a saved session's, or a new table's).
    init(_ query: MovieQuery = MovieQuery()) {
        base = MovieQuery(sort: query.sort, offset: query.offset, limit: query.limit)
        // A space after the terms (they come after the title words), so that what is typed next (`/`
        // then `love`) starts a word of its own instead of running on into the last term
        // (`g:dramalove`); title words alone are left open, to be typed on.
        let text = FieldQuery.format(query, includingSort: false)
        let endsWithTerm = text != FieldQuery.format(MovieQuery(text: query.text), includingSort: false)
        box = TextInputState(text: endsWithTerm ? text + " " : text)
        // Read back from the box, so that the table shows exactly what the box says.
        self.query = Self.naming(FieldQuery.parseLeaving(box.text, base: base).query, as: query)
    }

    /// `query` with the names of `named`'s people filters: `person:nm0015705` reads back without
    /// the name its chip shows.
    private static func naming(_ query: MovieQuery, as named: MovieQuery) -> MovieQuery {
        var query = query
        query.people = query.people.map { filter in named.people.first { $0 == filter } ?? filter }
        return query
    }

    /// Applies a key to the search box and parses it again.
    ///
    /// - Parameter key: The key.
    /// - Returns: Whether the box used the key.
    mutating func type(_ key: Key) -> Bool {
        guard box.handle(key) else { return false }
        reparse()
        return true
    }

    private mutating func reparse() {
        // `@name` names people for the People results (on Enter), not title words.
        let parsed =
            box.text.trimmingSpaces.hasPrefix("@")
            ? (query: base, errors: []) : FieldQuery.parseLeaving(box.text, base: base)
        error = parsed.errors.first
        query = Self.naming(parsed.query, as: query)
    }

    /// Sets the whole query from outside the box (the panel, a chip, a Stats bar, a sort key).
    ///
    /// The box is written anew from the query: a term for each filter, the title words first. A bad
    /// term it held is dropped, since the table never applied it.
    ///
    /// - Parameter newQuery: The query.
    mutating func set(_ newQuery: MovieQuery) {
        self = TableQuery(newQuery)
    }

    /// Sets the order (over a `sort:` term of the box, which is then no longer written).
    mutating func sort(_ sort: MovieSort) {
        var newQuery = query
        newQuery.sort = sort
        set(newQuery)
    }

    /// Esc in the search box: the box empties, and with it every filter its terms stood for; the
    /// order stays.
    mutating func clear() {
        set(MovieQuery(sort: query.sort, offset: base.offset, limit: base.limit))
    }

    /// The active filters as chips.
    var chips: [FilterChips.Chip] { FilterChips.chips(for: query) }
}
