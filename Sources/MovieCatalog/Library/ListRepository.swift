/// The user's lists: made, renamed and deleted; movies added, removed and moved; with their progress.
///
/// A smart list has no stored entries: its entries are the catalog's movies matching its saved
/// query, in the query's order, so they follow the catalog.
public protocol ListRepository: Sendable {
    /// Every list, by name, with its progress.
    func lists() throws(CatalogError) -> [MovieList]

    /// The list with id `id`, or `nil`.
    func list(id: Int64) throws(CatalogError) -> MovieList?

    /// The list named `name` (ignoring case), or `nil`.
    func list(named name: String) throws(CatalogError) -> MovieList?

    /// Makes a list.
    ///
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/invalidArgument`` for an empty, too long or
    ///   taken name, or a smart query that does not parse (the message names the term).
    @discardableResult
    func create(_ details: ListDetails) throws(CatalogError) -> MovieList

    /// Changes a list's name, description, ranking or query.
    ///
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/notFound`` when there is no such list.
    @discardableResult
    func update(listID: Int64, _ details: ListDetails) throws(CatalogError) -> MovieList

    /// Deletes a list and its entries; `false` when there was none.
    @discardableResult
    func delete(listID: Int64) throws(CatalogError) -> Bool

    /// Adds the movie at the end of the list; a movie already on it keeps its place and note
    /// (the note is replaced when `note` is not `nil`).
    ///
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/movieNotFound``, ``CatalogError/Code/notFound``
    ///   for no such list, or ``CatalogError/Code/invalidArgument`` for a smart list.
    @discardableResult
    func add(movieID: Int, toList listID: Int64, note: String?) throws(CatalogError) -> ListEntry

    /// Takes the movie off the list; `false` when it was not on it.
    @discardableResult
    func remove(movieID: Int, fromList listID: Int64) throws(CatalogError) -> Bool

    /// Moves the movie to `position` (from 1; clamped to the list), shifting the others.
    func move(movieID: Int, inList listID: Int64, to position: Int) throws(CatalogError)

    /// The entries at `offset..<offset+limit`, in the list's order, each with whether it is seen.
    func entries(listID: Int64, offset: Int, limit: Int) throws(CatalogError) -> [ListEntry]

    /// The lists (not smart) holding the movie.
    func lists(containing movieID: Int) throws(CatalogError) -> [MovieList]
}
