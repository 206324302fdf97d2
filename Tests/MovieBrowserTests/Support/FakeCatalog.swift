import DIContainer
import MovieCatalog

/// The tests' catalog part of the app container: the in-memory fakes in place of
/// `CatalogModule.live`, which needs an open SQLite database. ``BrowserHarness`` passes its
/// ``module`` to `AppRoot.modules(catalog:...)` as the one part it replaces whole.
struct FakeCatalog {
    let movies: FakeMovieRepository
    let watchlist: FakeWatchlistRepository
    let people: FakePeopleRepository
    let lists: FakeListRepository
    let imports: FakeLibraryImport

    /// The fakes over `movies`, the people's screens answering from `credits`.
    init(movies: [Movie] = Fixtures.movies, credits: [FakePeopleRepository.Credit] = PeopleFixtures.credits) {
        self.movies = FakeMovieRepository(movies)
        watchlist = FakeWatchlistRepository(catalog: self.movies)
        people = FakePeopleRepository(catalog: self.movies, credits: credits)
        lists = FakeListRepository(catalog: self.movies)
        imports = FakeLibraryImport()
    }

    /// The module: each fake registered as the protocol it fakes.
    var module: Module {
        let (movies, watchlist, people, lists, imports) = (movies, watchlist, people, lists, imports)
        return Module("Catalog") {
            Register((any MovieRepository).self, scope: .singleton) { _ in movies }
            Register((any PeopleRepository).self, scope: .singleton) { _ in people }
            Register((any WatchlistRepository).self, scope: .singleton) { _ in watchlist }
            Register((any ChangeMonitor).self, scope: .singleton) { _ in watchlist }
            Register((any ListRepository).self, scope: .singleton) { _ in lists }
            Register((any LibraryImportRepository).self, scope: .singleton) { _ in imports }
        }
    }

    /// The objects ``module`` registers: they belong to the app container, not to a screen.
    var objects: [AnyObject] { [movies, watchlist, people, lists, imports] }
}
