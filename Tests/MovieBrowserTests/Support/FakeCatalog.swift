import DIContainer
import MovieCatalog

/// The tests' catalog part of the app container: the in-memory fakes in place of
/// `CatalogModule.live`, which needs an open SQLite database. ``BrowserHarness`` passes its
/// ``module`` to `AppRoot.modules(catalog:...)` as the one part it replaces whole.
struct FakeCatalog {
    let movies: FakeMovieRepository
    let watchlist: FakeWatchlistRepository
    let people: FakePeopleRepository
    let diary: FakeDiaryRepository
    let statistics: FakeLibraryStatistics

    /// Today in the tests: 2026-11-20, two days after the fake watchlist's first entry.
    static let now = Timestamp(millisecondsSince1970: 1_795_172_800_000)
    let lists: FakeListRepository
    let imports: FakeLibraryImport
    let series: FakeSeriesRepository

    /// The fakes over `movies`, the people's screens answering from `people` and `credits`, the
    /// series' episodes from ``SeriesFixtures`` (the diary's episodes among them seen).
    init(
        movies: [Movie] = Fixtures.movies, people: [Person] = PeopleFixtures.people,
        credits: [FakePeopleRepository.Credit] = PeopleFixtures.credits
    ) {
        self.movies = FakeMovieRepository(movies)
        watchlist = FakeWatchlistRepository(catalog: self.movies)
        self.people = FakePeopleRepository(catalog: self.movies, people: people, credits: credits)
        diary = FakeDiaryRepository(catalog: self.movies)
        statistics = FakeLibraryStatistics()
        lists = FakeListRepository(catalog: self.movies)
        imports = FakeLibraryImport()
        series = FakeSeriesRepository(diary: diary)
    }

    /// The module: each fake registered as the protocol it fakes.
    var module: Module {
        let (movies, watchlist, people, diary, statistics, lists, imports, series) = (
            movies, watchlist, people, diary, statistics, lists, imports, series
        )
        return Module("Catalog") {
            Register((any MovieRepository).self, scope: .singleton) { _ in movies }
            Register((any PeopleRepository).self, scope: .singleton) { _ in people }
            Register((any WatchlistRepository).self, scope: .singleton) { _ in watchlist }
            Register((any ChangeMonitor).self, scope: .singleton) { _ in watchlist }
            Register((any DiaryRepository).self, scope: .singleton) { _ in diary }
            Register((any LibraryStatisticsRepository).self, scope: .singleton) { _ in statistics }
            Register(Clock.self, scope: .singleton) { _ in Clock(now: { FakeCatalog.now }) }
            Register((any ListRepository).self, scope: .singleton) { _ in lists }
            Register((any LibraryImportRepository).self, scope: .singleton) { _ in imports }
            Register((any SeriesRepository).self, scope: .singleton) { _ in series }
        }
    }

    /// The objects ``module`` registers: they belong to the app container, not to a screen.
    var objects: [AnyObject] { [movies, watchlist, people, diary, statistics, lists, imports, series] }
}
