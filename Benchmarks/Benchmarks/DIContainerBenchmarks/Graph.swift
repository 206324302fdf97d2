// The same small graph for both containers: Presenter → Interactor → Repository (singleton).
// Sendable, as DIContainer requires of the shared (singleton, scoped) registrations.

protocol MovieRepository: AnyObject, Sendable {
    func count() -> Int
}

final class SQLiteMovieRepository: MovieRepository, Sendable {
    func count() -> Int { 58_788 }
}

final class MovieListInteractor: Sendable {
    let repository: any MovieRepository
    init(repository: any MovieRepository) { self.repository = repository }
}

final class MovieListPresenter: Sendable {
    let interactor: MovieListInteractor
    init(interactor: MovieListInteractor) { self.interactor = interactor }
}
