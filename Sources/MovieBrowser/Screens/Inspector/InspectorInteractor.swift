import MovieCatalog

/// The inspector's use cases for its data tab: the last catalog call of a screen and the query
/// plan of its statements, from the catalog's ``QueryLog``.
///
/// The catalog computes a plan only when one is asked for, so recording stays cheap while the
/// inspector is closed.
public final class InspectorInteractor: Sendable {
    private let log: (any QueryLog)?

    /// Creates the interactor.
    ///
    /// - Parameter movies: The catalog; its ``MovieRepository/queryLog`` is read.
    public init(movies: any MovieRepository) {
        log = movies.queryLog
    }

    /// Whether the catalog records its calls (a catalog without a ``QueryLog`` shows nothing).
    public var isRecording: Bool { log != nil }

    /// The last call made for the screen named `screen`, or for any screen when `nil`.
    ///
    /// - Parameter screen: The screen's container name (`"Movies"`).
    public func lastQuery(from screen: String?) -> RecordedQuery? {
        log?.lastQuery(from: screen)
    }

    /// The query plan of `statement`, one line per step.
    ///
    /// - Parameter statement: A statement of a recorded call.
    /// - Throws: ``CatalogError`` when the plan cannot be read or nothing records the calls.
    public func plan(of statement: RecordedStatement) throws(CatalogError) -> [String] {
        guard let log else { throw CatalogError(.invalidArgument, "this catalog does not record its queries") }
        return try log.plan(of: statement)
    }
}
