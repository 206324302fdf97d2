// The same small graph for every container: Presenter → Interactor → Repository (singleton).
// Sendable, as DIContainer requires of the shared (singleton, scoped) registrations. The
// initializers are inlinable so that building the graph by hand costs what it costs in one module.

/// The repository at the bottom of the graph, a singleton in every container.
public protocol MovieRepository: AnyObject, Sendable {
    /// The number of movies.
    func count() -> Int
}

/// The repository's implementation.
public final class SQLiteMovieRepository: MovieRepository, Sendable {
    /// Creates the repository.
    @inlinable public init() {}

    /// The number of movies of the real catalog.
    public func count() -> Int { 58_788 }
}

/// The middle of the graph: needs the repository.
public final class MovieListInteractor: Sendable {
    /// The repository.
    public let repository: any MovieRepository

    /// Creates the interactor.
    ///
    /// - Parameter repository: The repository.
    @inlinable public init(repository: any MovieRepository) { self.repository = repository }
}

/// The top of the graph: needs the interactor.
public final class MovieListPresenter: Sendable {
    /// The interactor.
    public let interactor: MovieListInteractor

    /// Creates the presenter.
    ///
    /// - Parameter interactor: The interactor.
    @inlinable public init(interactor: MovieListInteractor) { self.interactor = interactor }
}
