// The same small graph for both containers: Presenter → Interactor → Repository (singleton).

protocol MovieRepository: AnyObject {
    func count() -> Int
}

final class SQLiteMovieRepository: MovieRepository {
    func count() -> Int { 58_788 }
}

final class MovieListInteractor {
    let repository: any MovieRepository
    init(repository: any MovieRepository) { self.repository = repository }
}

final class MovieListPresenter {
    let interactor: MovieListInteractor
    init(interactor: MovieListInteractor) { self.interactor = interactor }
}
