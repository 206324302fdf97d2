/// Runs a main-actor initializer from a container factory.
///
/// Screens are main-actor objects: the Navigator pushes, resolves and disposes them on the main
/// thread, where the event loop runs. Container factories are plain `@Sendable` closures, so they
/// assert that isolation rather than assume it silently: resolving a screen from another thread
/// stops with the runtime's isolation message instead of racing.
///
/// - Parameter make: The initializer call.
/// - Returns: What `make` returns.
func onMain<T: Sendable>(_ make: @MainActor () throws -> T) rethrows -> T {
    try MainActor.assumeIsolated(make)
}
