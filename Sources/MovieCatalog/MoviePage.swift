/// One page of a query's results, with the total the whole query matches.
///
/// Screens show `movies` and use ``total`` for the scroll bar and "41–90 of 1,204"; they never load
/// more than one page.
public struct MoviePage: Sendable, Hashable {
    /// The movies on this page, in the query's order.
    public let movies: [Movie]
    /// How many movies the query matches in all pages.
    public let total: Int
    /// The position of the page's first movie among all results.
    public let offset: Int

    /// Creates a page.
    ///
    /// - Parameter movies: The movies on this page.
    /// - Parameter total: How many movies the whole query matches.
    /// - Parameter offset: The position of the first movie among all results.
    public init(movies: [Movie], total: Int, offset: Int) {
        self.movies = movies
        self.total = total
        self.offset = offset
    }
}
