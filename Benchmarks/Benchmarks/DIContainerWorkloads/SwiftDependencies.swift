import Dependencies

// The same services as swift-dependencies declares them: one `DependencyKey` each, read with
// `@Dependency`. The repository's live value is built once (a `static let`), as a singleton is;
// the presenter's is a default that a screen overrides with `withDependencies`.

enum MovieRepositoryKey: DependencyKey {
    static let liveValue: any MovieRepository = SQLiteMovieRepository()
}

enum MovieListPresenterKey: DependencyKey {
    static let liveValue = MovieListPresenter(interactor: MovieListInteractor(repository: SQLiteMovieRepository()))
}

extension DependencyValues {
    var movieRepository: any MovieRepository {
        get { self[MovieRepositoryKey.self] }
        set { self[MovieRepositoryKey.self] = newValue }
    }

    var movieListPresenter: MovieListPresenter {
        get { self[MovieListPresenterKey.self] }
        set { self[MovieListPresenterKey.self] = newValue }
    }
}

/// swift-dependencies' side of the workloads, next to ``DIContainerWorkload``.
public enum SwiftDependenciesWorkload {
    /// A singleton read: `@Dependency(\.movieRepository)`.
    @inline(never)
    public static func readRepository() -> any MovieRepository {
        @Dependency(\.movieRepository) var repository
        return repository
    }

    /// A screen: the presenter overridden for the operation, built on the repository, then read and
    /// handed to `use` inside the operation.
    ///
    /// The operation returns nothing. Returning the presenter (a class instance) from
    /// `withDependencies` makes swift-dependencies 1.17.1 record it for `withDependencies(from:)` and
    /// start a `Task` that prunes its records; in a tight loop those records grow faster than the
    /// tasks prune them, and each operation gets slower than the last (DIContainerInstructions,
    /// outside the harness: 500 operations in 0.09 s, 4,000 in 2.55 s).
    ///
    /// - Parameter use: Receives the presenter while the override is in effect.
    @inline(never)
    public static func openScreen(_ use: (MovieListPresenter) -> Void) {
        withDependencies {
            $0.movieListPresenter = MovieListPresenter(interactor: MovieListInteractor(repository: $0.movieRepository))
        } operation: {
            @Dependency(\.movieListPresenter) var presenter
            use(presenter)
        }
    }
}
