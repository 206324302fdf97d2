import MovieCatalog

/// One list's use cases: the list with its progress, a page of its entries, and the changes (move,
/// remove, note), each sent to ``ListRepository`` at once.
public final class ListInteractor: Sendable {
    private let repository: any ListRepository

    /// Creates the interactor.
    ///
    /// - Parameter lists: The user's lists.
    public init(lists: any ListRepository) {
        repository = lists
    }

    /// The list with its progress, or `nil` when there is none with `id`.
    ///
    /// - Parameter id: The list's id.
    /// - Throws: ``CatalogError`` when storage fails.
    public func list(_ id: Int64) throws(CatalogError) -> MovieList? {
        try repository.list(id: id)
    }

    /// The entries at `offset..<offset+limit`, in the list's order.
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    public func entries(_ id: Int64, offset: Int, limit: Int) throws(CatalogError) -> [ListEntry] {
        try repository.entries(listID: id, offset: offset, limit: limit)
    }

    /// Moves the movie to `position` (from 1), shifting the others.
    ///
    /// - Throws: ``CatalogError`` when storage fails or the list is smart.
    public func move(_ movieID: Int, in id: Int64, to position: Int) throws(CatalogError) {
        try repository.move(movieID: movieID, inList: id, to: position)
    }

    /// Takes the movie off the list.
    ///
    /// - Returns: Whether it was on it.
    /// - Throws: ``CatalogError`` when storage fails.
    @discardableResult
    public func remove(_ movieID: Int, from id: Int64) throws(CatalogError) -> Bool {
        try repository.remove(movieID: movieID, fromList: id)
    }

    /// Replaces the entry's note (empty clears it); the entry keeps its place.
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    @discardableResult
    public func setNote(_ note: String, movieID: Int, in id: Int64) throws(CatalogError) -> ListEntry {
        try repository.add(movieID: movieID, toList: id, note: note)
    }
}
