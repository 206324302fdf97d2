import MovieCatalog
import TerminalUI

/// The movie table's query: the one place it is kept, and every way it is edited.
///
/// The search box, the chips, the filter panel, the sort keys, a Stats bar and the saved session all
/// edit this value; ``query`` is what the table shows. It is the ``base`` (the filters and order set
/// outside the box) with every good word and term of the box applied, parsed as a `FieldQuery` on
/// each keystroke; a `sort:` term wins over the sort keys. The first bad term is left out and kept
/// in ``error`` for the view's error line, so while a term is being typed (`rating>`) the table
/// keeps what it showed before the term was started. A box starting with `@` names people (the
/// People results open on Enter) and leaves the table at the base.
struct TableQuery: Equatable {
    /// The filters and order set outside the search box.
    private(set) var base: MovieQuery
    /// The search box.
    private(set) var box: TextInputState
    /// The query the table shows.
    private(set) var query: MovieQuery
    /// The first bad term of the box, while there is one.
    private(set) var error: FieldQueryError?

    /// A query as the table shows it: its filters as chips, its title words in the box.
    ///
    /// - Parameter query: The query (a saved session's, or a new table's).
    init(_ query: MovieQuery = MovieQuery()) {
        self.query = query
        base = query
        base.text = nil
        box = TextInputState(text: FieldQuery.format(MovieQuery(text: query.text)))
    }

    /// Applies a key to the search box and parses it again.
    ///
    /// - Parameter key: The key.
    /// - Returns: Whether the box used the key.
    mutating func type(_ key: Key) -> Bool {
        guard box.handle(key) else { return false }
        // `@name` names people for the People results (on Enter), not title words: the table shows
        // its filters meanwhile.
        let parsed =
            box.text.trimmingSpaces.hasPrefix("@")
            ? (query: base, errors: []) : FieldQuery.parseLeaving(box.text, base: base)
        error = parsed.errors.first
        query = parsed.query
        return true
    }

    /// Sets the whole query from outside the box (the panel, a chip, a Stats bar, a sort key).
    ///
    /// The filters of the box's terms become part of the base and the box keeps only the title
    /// words, so what the panel and the chips show is the whole query and the box is not rewritten
    /// under the user's cursor with terms they did not type.
    ///
    /// - Parameter newQuery: The query.
    mutating func set(_ newQuery: MovieQuery) {
        self = TableQuery(newQuery)
    }

    /// Sets the order (over a `sort:` term of the box, which becomes the base's order).
    mutating func sort(_ sort: MovieSort) {
        var newQuery = query
        newQuery.sort = sort
        set(newQuery)
    }

    /// Esc in the search box: the title words go, the filters its terms set stay (as chips).
    mutating func clearWords() {
        var newQuery = query
        newQuery.text = nil
        set(newQuery)
    }

    /// The active filters as chips.
    var chips: [FilterChips.Chip] { FilterChips.chips(for: query) }
}
