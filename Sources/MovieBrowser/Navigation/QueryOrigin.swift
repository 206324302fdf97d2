/// The screen on whose behalf catalog calls run now: the browser binds it while a screen handles a
/// key, draws or is pushed, and the composition root gives it to the recording repository as the
/// origin of each call, so the inspector shows the last query of the screen under it.
///
/// ```swift
/// let page = try QueryOrigin.$screen.withValue("Movies") { try movies.movies(matching: query) }
/// let call = movies.queryLog?.lastQuery(from: "Movies")
/// ```
public enum QueryOrigin {
    /// The screen's name (its container's: `"Movies"`, `"Detail #20545"`), or `nil` outside any screen.
    @TaskLocal public static var screen: String?
}
