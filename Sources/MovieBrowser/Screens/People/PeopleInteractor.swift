import MovieCatalog

/// The People results' use case: the people whose names match the search words.
///
/// It talks to the catalog's repository protocol only; the live SQLite one comes from the app
/// container, a fake from the tests.
public final class PeopleInteractor: Sendable {
    /// The most people listed.
    public static let limit = 500

    private let people: any PeopleRepository

    /// Creates the interactor.
    ///
    /// - Parameter people: The catalog's people.
    public init(people: any PeopleRepository) {
        self.people = people
    }

    /// The people whose names have words starting with each word of `search`, most credited first.
    ///
    /// - Parameter search: The words typed after `@`.
    /// - Throws: ``CatalogError`` when storage fails.
    public func matches(_ search: PeopleSearch) throws(CatalogError) -> [PersonMatch] {
        try people.people(matching: PeopleFilter.words(of: search.words), limit: Self.limit)
    }
}
