import DIContainer
import MovieCatalog

extension Navigator {
    /// Runs `body` with the top screen, its catalog calls filed under that screen's name
    /// (``QueryOrigin/screen``), so the inspector's data tab can show them.
    ///
    /// - Parameter body: What to do with the top screen (handle a key).
    /// - Returns: What `body` returns, or `nil` when the stack is empty.
    func onTop<T>(_ body: (any Screen) -> T) -> T? {
        guard let top = entries.last else { return nil }
        return QueryOrigin.$screen.withValue(top.route.containerName) { body(top.screen) }
    }

    /// Resolves a route's screen with its catalog calls (a detail loads its movie) filed under the
    /// route's container name.
    static func resolve(
        _ route: Route, in container: Container, context: ScreenContext
    ) throws(ResolutionError) -> any Screen {
        let result = QueryOrigin.$screen.withValue(route.containerName) { () -> Result<any Screen, ResolutionError> in
            do throws(ResolutionError) {
                return .success(try route.resolveScreen(in: container, context: context))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}
