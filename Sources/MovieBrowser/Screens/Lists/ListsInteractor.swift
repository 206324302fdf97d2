import MovieCatalog

/// The lists screen's use cases: every list with its progress; making, renaming, describing and
/// deleting one. It talks to ``ListRepository`` only: the live one from the app container, a fake
/// in the tests.
public final class ListsInteractor: Sendable {
    private let repository: any ListRepository

    /// Creates the interactor.
    ///
    /// - Parameter lists: The user's lists.
    public init(lists: any ListRepository) {
        repository = lists
    }

    /// Every list, by name, with its progress.
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    public func lists() throws(CatalogError) -> [MovieList] {
        try repository.lists()
    }

    /// Makes a list.
    ///
    /// - Parameter details: Its name, ranking and (for a smart list) query.
    /// - Throws: ``CatalogError`` for a name that is empty, too long or taken, or a query that does
    ///   not parse.
    public func create(_ details: ListDetails) throws(CatalogError) -> MovieList {
        try repository.create(details)
    }

    /// Changes a list's name, description, ranking or query.
    ///
    /// - Parameters:
    ///   - list: The list as it is.
    ///   - change: What changes in its details.
    /// - Throws: ``CatalogError`` when there is no such list or the name is refused.
    public func update(_ list: MovieList, _ change: (inout ListDetails) -> Void) throws(CatalogError) -> MovieList {
        var details = ListDetails(
            name: list.name, description: list.description, isRanked: list.isRanked, smartQuery: list.smartQuery)
        change(&details)
        return try repository.update(listID: list.id, details)
    }

    /// Deletes a list and its entries.
    ///
    /// - Parameter id: The list's id.
    /// - Returns: Whether there was such a list.
    /// - Throws: ``CatalogError`` when storage fails.
    @discardableResult
    public func delete(_ id: Int64) throws(CatalogError) -> Bool {
        try repository.delete(listID: id)
    }
}
