import Foundation
import GRDB
import MovieCatalog
import TestSupport
import Testing

@testable import MovieStore

/// The IMDb fixture's series and episodes (Breaking Bad, a running series, a mini-series listed after its
/// episodes, and the traps of title.episode) through the importer.
@Suite struct IMDbSeriesImportTests {
    static func importFixture(
        _ options: IMDbImporter.Options = .init(), from directory: String = TestPaths.imdbDirectory
    ) throws -> (TestCatalog, IMDbImportReport) {
        let catalog = try TestCatalog(importing: nil)
        let report = try IMDbImporter(database: catalog.database).importDatasets(from: directory, options: options)
        return (catalog, report)
    }

    static func ints(_ catalog: TestCatalog, _ sql: String) throws -> [Int] {
        try catalog.database.read { db in try Int.fetchAll(db, sql: sql) }
    }

    @Test func keepsSeriesMiniSeriesAndTheirEpisodesByDefault() throws {
        let (catalog, report) = try Self.importFixture()
        #expect(report.movies == 9)
        #expect(report.series == 3)
        #expect(report.miniSeries == 1)
        #expect(report.episodes == 26)
        // The orphan (its series tt9399999 is absent from title.basics) and the episode title.episode
        // does not list.
        #expect(report.episodesWithoutSeries == 2)
        #expect(report.summary.contains("9 movies, 3 series, 1 mini-series, 26 episodes, 25 people"))
        #expect(report.summary.contains("2 episodes whose series is missing"))
        #expect(try Self.ints(catalog, "SELECT COUNT(*) FROM episode") == [26])
        #expect(try Self.ints(catalog, "SELECT COUNT(*) FROM episode WHERE id IN (9300001, 9300002)") == [0])
        let kinds = try catalog.database.read { db in
            try Row.fetchAll(
                db, sql: "SELECT id, kind, year, end_year FROM movie WHERE kind > 0 ORDER BY id"
            ).map { [$0[0] as Int, $0[1] as Int, $0[2] as Int, $0[3] as Int? ?? -1] }
        }
        #expect(
            kinds == [
                [903_747, 1, 2008, 2013], [9_000_005, 1, 2010, 2012], [9_400_001, 1, 2019, -1],
                [9_500_001, 2, 2020, 2020],
            ])
        // Unscheduled Show has no start year: left out like a movie without one.
        #expect(report.withoutYear == 2)
        #expect(try Self.ints(catalog, "SELECT COUNT(*) FROM movie WHERE id = 9500004") == [0])
        // The index a series' episodes are read along is there again after the import.
        #expect(
            try Self.ints(catalog, "SELECT COUNT(*) FROM sqlite_master WHERE name = 'episode_by_series'") == [1])
    }

    @Test func breakingBadHasItsFiveSeasonsAndOzymandias() throws {
        let (catalog, _) = try Self.importFixture()
        let repository = SQLiteSeriesRepository(database: catalog.database)
        let episodes = try repository.episodes(ofSeries: 903_747)
        let seasons = SeriesSeason.grouping(episodes)
        #expect(seasons.map(\.number) == [1, 2, 3, 4, 5])
        #expect(seasons.map(\.episodes.count) == [3, 4, 4, 3, 4])
        let ozymandias = try #require(try repository.episode(id: 2_301_451))
        #expect(ozymandias.seriesID == 903_747)
        #expect(ozymandias.season == 5)
        #expect(ozymandias.number == 14)
        #expect(ozymandias.title == "Ozymandias")
        #expect(ozymandias.year == 2013)
        #expect(ozymandias.minutes == 48)
        #expect(ozymandias.rating == 10.0)
        #expect(ozymandias.votes == 230_000)
        let granite = try #require(try repository.episode(id: 2_301_455))
        #expect(!granite.isRated)
        #expect(granite.rating == 0)
        // Episodes are reached through their series, never by a title search.
        #expect(try Self.ints(catalog, "SELECT rowid FROM movie_fts WHERE movie_fts MATCH 'ozymandias'") == [])
        #expect(try Self.ints(catalog, "SELECT rowid FROM movie_fts WHERE movie_fts MATCH 'breaking'") == [903_747])
    }

    @Test func theTrapsOfTitleEpisode() throws {
        let (catalog, _) = try Self.importFixture()
        let repository = SQLiteSeriesRepository(database: catalog.database)
        let running = try repository.episodes(ofSeries: 9_400_001)
        #expect(Set(running.map(\.id)) == [9_400_002, 9_400_003, 9_400_004, 9_400_005, 9_400_006])
        // Numbers repeating within a season are both kept.
        #expect(running.filter { $0.season == 1 && $0.number == 1 }.count == 2)
        // A special is season 0.
        #expect(running.first { $0.id == 9_400_004 }?.season == 0)
        // `\N` season and number, and no year.
        let lost = try #require(running.first { $0.id == 9_400_005 })
        #expect(lost.season == nil && lost.number == nil && lost.year == nil && lost.minutes == nil)
        #expect(running.first { $0.id == 9_400_006 }.map { [$0.season, $0.number] } == [2, nil])
        // The mini-series' episodes come before it in title.basics and are kept all the same.
        #expect(try repository.episodes(ofSeries: 9_500_001).map(\.title) == ["Episode #1.1", "Episode #1.2"])
        #expect(try repository.episodes(ofSeries: 9_000_005).map(\.id) == [9_000_006])
    }

    /// `--types movie`: no series, no episode, and no title.episode needed.
    @Test func moviesOnlyKeepNoEpisodeAndNeedNoEpisodeFile() throws {
        let directory = try TemporaryDirectory()
        for name in IMDbImporter.fileNames where name != "title.episode" {
            try FileManager.default.copyItem(
                atPath: (TestPaths.imdbDirectory as NSString).appendingPathComponent(name + ".tsv.gz"),
                toPath: directory.path(name + ".tsv.gz"))
        }
        let (catalog, report) = try Self.importFixture(.init(types: ["movie"]), from: directory.url.path)
        #expect(report.movies == 9)
        #expect(report.series == 0 && report.episodes == 0 && report.episodesWithoutSeries == 0)
        #expect(report.people == 22)
        #expect(report.credits == 38)
        #expect(try Self.ints(catalog, "SELECT COUNT(*) FROM episode") == [0])
        #expect(try Self.ints(catalog, "SELECT COUNT(*) FROM movie WHERE kind <> 0") == [0])
        // Keeping series, the folder must have it.
        let error = try #require(throws: CatalogError.self) {
            try IMDbImporter(database: catalog.database).importDatasets(from: directory.url.path)
        }
        #expect(error.message.contains("no title.episode.tsv.gz"))
        #expect(error.message.hasSuffix("title.episode is needed only when series are kept."))
        #expect(try Self.ints(catalog, "SELECT COUNT(*) FROM movie") == [9])
    }

    /// Narrowed to tvSeries, the mini-series' episodes go silently: their series is left out by choice.
    @Test func episodesOfATypeLeftOutAreNotMissing() throws {
        let (_, report) = try Self.importFixture(.init(types: ["movie", "tvSeries"]))
        #expect(report.miniSeries == 0)
        #expect(report.episodes == 24)
        #expect(report.episodesWithoutSeries == 2)
    }

    @Test func aNewImportClearsTheEpisodes() throws {
        let (catalog, _) = try Self.importFixture()
        try IMDbImporter(database: catalog.database).importDatasets(
            from: TestPaths.imdbDirectory, options: .init(types: ["movie"]))
        #expect(try Self.ints(catalog, "SELECT COUNT(*) FROM episode") == [0])
        try CatalogImporter(database: catalog.database).importCatalog(from: TestPaths.sampleCSV)
        #expect(try Self.ints(catalog, "SELECT COUNT(*) FROM episode") == [0])
    }

    /// Episodes' credits only when asked, with the people only episodes name (Rian Johnson directs
    /// Ozymandias and nothing else).
    @Test func episodeCreditsAreKeptOnlyWhenAsked() throws {
        let (plain, report) = try Self.importFixture()
        #expect(try Self.ints(plain, "SELECT COUNT(*) FROM credit WHERE movie_id IN (SELECT id FROM episode)") == [0])
        #expect(try Self.ints(plain, "SELECT COUNT(*) FROM person WHERE id = 426059") == [0])
        #expect(
            try Self.ints(plain, "SELECT person_id FROM credit WHERE movie_id = 903747 ORDER BY 1") == [
                186_505, 319_213, 666_739,
            ])

        let (catalog, withCredits) = try Self.importFixture(.init(episodeCredits: true))
        #expect(withCredits.people == report.people + 1)
        #expect(withCredits.credits == report.credits + 11)
        #expect(
            try Self.ints(catalog, "SELECT person_id FROM credit WHERE movie_id = 2301451 ORDER BY ordering")
                == [186_505, 426_059, 319_213])
        #expect(try Self.ints(catalog, "SELECT COUNT(*) FROM person WHERE id = 426059") == [1])
        #expect(
            try Self.ints(catalog, "SELECT movie_id FROM credit WHERE person_id = 186505 ORDER BY 1")
                == [903_747, 959_621, 2_301_451, 2_301_457])
        // Al Pacino's archive footage in Corleone Stories' episode.
        #expect(
            try Self.ints(catalog, "SELECT COUNT(*) FROM credit WHERE person_id = 199 AND movie_id = 9000006") == [1])
    }
}
