import DIContainer
import MovieCatalog

/// What a ``ViewingLogger`` writes to and dates by, resolved in a screen's module (the diary, the
/// watchlist, the clock) and made into a logger on the main actor with the screen's presenter.
public struct ViewingLoggerParts: Sendable {
    let diary: any DiaryRepository
    let watchlist: any WatchlistRepository
    let clock: Clock

    /// Resolves the parts.
    ///
    /// - Parameter r: The resolver of the module's factory.
    /// - Throws: ``ResolutionError`` when the app container lacks the diary, the watchlist or the clock.
    public init(_ r: Resolver) throws(ResolutionError) {
        diary = try r.resolve()
        watchlist = try r.resolve()
        clock = try r.resolve()
    }

    /// A logger over the parts.
    @MainActor
    public func logger() -> ViewingLogger {
        ViewingLogger(diary: diary, watchlist: watchlist, clock: clock)
    }
}
