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

/// A singleton read: `@Dependency(\.movieRepository)`.
@inline(never)
func readRepository() -> any MovieRepository {
    @Dependency(\.movieRepository) var repository
    return repository
}

/// A screen: the presenter overridden for the operation, built on the repository, then read.
@inline(never)
func openScreen() -> MovieListPresenter {
    withDependencies {
        $0.movieListPresenter = MovieListPresenter(interactor: MovieListInteractor(repository: $0.movieRepository))
    } operation: {
        @Dependency(\.movieListPresenter) var presenter
        return presenter
    }
}
