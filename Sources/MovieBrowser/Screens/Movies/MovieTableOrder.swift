import MovieCatalog

/// The order the movie table opens in, before a sort key or a `sort:` term picks another: by
/// default the best match of the search words, then the most voted (``MovieSort/byRelevance``),
/// so with no search the table opens on the most voted movies. `[ui] default_sort` changes it.
///
/// A singleton of the app container; the composition root registers the configuration's.
public struct MovieTableOrder: Hashable, Sendable {
    /// The order.
    public var sort: MovieSort

    /// Creates the default order.
    ///
    /// - Parameter sort: The order the table opens in.
    public init(sort: MovieSort) {
        self.sort = sort
    }

    /// The best match first, then the most voted.
    public static let standard = MovieTableOrder(sort: .byRelevance)
}
