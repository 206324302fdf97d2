import DIContainer

/// Checks the wiring of the app container and of every screen before the first frame.
public enum BrowserVerification {
    /// The routes whose modules are verified, one of each screen.
    public static let routes: [Route] = routes(sampleMovieID: 0)

    /// One route of each screen, the detail showing `sampleMovieID`.
    ///
    /// - Parameter sampleMovieID: The movie the detail route shows.
    public static func routes(sampleMovieID: Int) -> [Route] {
        [
            .movies, .detail(movieID: sampleMovieID), .watchlist, .stats, .help, .inspector,
            .compare(first: sampleMovieID, second: sampleMovieID),
        ]
    }

    /// Verifies the app container and every screen's module: all the modules are installed into
    /// one throwaway child of the app container, and every registration it can see is built once
    /// (those that need the route's argument are skipped), so every problem of every screen is
    /// reported at once, before the first frame.
    ///
    /// - Parameter app: The app container.
    /// - Returns: What was verified and what was skipped.
    /// - Throws: ``VerificationError`` listing every problem found.
    @discardableResult
    public static func verify(_ app: Container) throws(VerificationError) -> VerificationReport {
        let screens = app.child(name: "screens")
        for route in routes { screens.install(route.module) }
        defer { _ = screens.dispose() }
        return try screens.verify()
    }
}
