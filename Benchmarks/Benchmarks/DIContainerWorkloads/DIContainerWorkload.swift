import DIContainer

/// DIContainer's workloads, one operation each: what DIContainerBenchmarks measures in the harness
/// and DIContainerInstructions runs in a plain loop under callgrind, written once so that the two
/// always measure the same thing. Each operation is inlinable, so it costs what it costs written in
/// the caller's loop.
public enum DIContainerWorkload {
    /// The app container: the repository a singleton, the interactor and presenter transient, and
    /// the screen's pair again under the name `screen`, the interactor `.scoped` (one per screen).
    public static func makeApp() -> Container {
        Container(name: "app") {
            Register((any MovieRepository).self, scope: .singleton) { _ in SQLiteMovieRepository() }
            Register(MovieListInteractor.self) { r in MovieListInteractor(repository: try r.resolve()) }
            Register(MovieListPresenter.self) { r in MovieListPresenter(interactor: try r.resolve()) }
            // The screen's services the idiomatic way: registered once, one instance per screen.
            Register(MovieListInteractor.self, name: "screen", scope: .scoped) { r in
                MovieListInteractor(repository: try r.resolve())
            }
            Register(MovieListPresenter.self, name: "screen") { r in
                MovieListPresenter(interactor: try r.resolve(name: "screen"))
            }
        }
    }

    /// A singleton resolve: the repository.
    ///
    /// - Parameter app: The container of ``makeApp()``.
    @inlinable
    public static func singleton(_ app: Container) throws(ResolutionError) -> any MovieRepository {
        try app.resolve((any MovieRepository).self)
    }

    /// A transient 3-level graph: Presenter → Interactor → Repository (singleton).
    ///
    /// - Parameter app: The container of ``makeApp()``.
    @inlinable
    public static func graph(_ app: Container) throws(ResolutionError) -> MovieListPresenter {
        try app.resolve(MovieListPresenter.self)
    }

    /// The same graph built by hand over an already resolved repository: the floor for ``graph(_:)``.
    ///
    /// - Parameter repository: The repository.
    @inlinable
    public static func handWired(_ repository: any MovieRepository) -> MovieListPresenter {
        MovieListPresenter(interactor: MovieListInteractor(repository: repository))
    }

    /// A screen push: a child container, the screen's graph resolved from the app's registrations,
    /// the scope ended.
    ///
    /// - Parameters:
    ///   - app: The container of ``makeApp()``.
    ///   - name: `nil` for the transient graph; `"screen"` for the pair registered `.scoped` in the app.
    ///   - use: Receives the presenter before the scope ends.
    @inlinable
    public static func push(
        _ app: Container, name: ServiceName? = nil, _ use: (MovieListPresenter) -> Void
    ) throws(ResolutionError) {
        let screen = app.child(name: "Movies")
        use(try screen.resolve(MovieListPresenter.self, name: name))
        screen.dispose()
    }

    /// A screen with its own registrations: a child container, two registrations, the presenter
    /// resolved, the scope ended.
    ///
    /// - Parameters:
    ///   - app: The container of ``makeApp()``.
    ///   - use: Receives the presenter before the scope ends.
    @inlinable
    public static func screen(_ app: Container, _ use: (MovieListPresenter) -> Void) throws(ResolutionError) {
        let screen = app.child(name: "Movies")
        screen.register(MovieListInteractor.self, scope: .scoped) { r in
            MovieListInteractor(repository: try r.resolve())
        }
        screen.register(MovieListPresenter.self) { r in MovieListPresenter(interactor: try r.resolve()) }
        use(try screen.resolve(MovieListPresenter.self))
        screen.dispose()
    }
}
