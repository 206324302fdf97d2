import Foundation
import GRDB
import MovieCatalog
import TestSupport
import Testing

@testable import MovieStore

/// Series and episodes in the library: a series is a movie row, so the watchlist and lists take it as
/// one; an episode is read back as a movie of kind `episode` titled `Series · S02E02 · Title`, follows
/// its series across imports, counts in no film statistic, and makes a series' progress.
@Suite struct SeriesLibraryTests {
    let catalog: TestCatalog
    let watchlist: SQLiteWatchlistRepository
    let diary: SQLiteDiaryRepository
    let lists: SQLiteListRepository
    let series: SQLiteSeriesRepository

    static let grilled = 1_232_249
    static let pilot = 959_621
    static let extra = 9_000_001

    init() throws {
        catalog = try TestCatalog()
        try catalog.database.write { db in try db.execute(sql: SampleSeries.sql) }
        let clock = TickingClock()
        watchlist = catalog.watchlist(clock: clock)
        diary = SQLiteDiaryRepository(database: catalog.database, now: { clock.tick() })
        lists = SQLiteListRepository(database: catalog.database, now: { clock.tick() })
        series = SQLiteSeriesRepository(database: catalog.database)
    }

    func log(_ id: Int, _ day: String? = "2026-03-01", rewatch: Bool = false) throws {
        try diary.log(
            movieID: id, ViewingDetails(date: day.flatMap { CalendarDate(iso: $0) }, rating: nil, isRewatch: rewatch))
    }

    @Test func aSeriesIsOnTheWatchlistAndAListAsAMovieIs() throws {
        let entry = try watchlist.add(movieID: SampleSeries.seriesID)
        #expect(entry.movie?.kind == .series && entry.movie?.years == "2008–2013")
        let running = try watchlist.add(movieID: SampleSeries.miniSeriesID)
        #expect(running.movie?.kind == .miniSeries && running.movie?.years == "2019–")
        let list = try lists.create(ListDetails(name: "Shows"))
        let onList = try lists.add(movieID: SampleSeries.seriesID, toList: list.id, note: nil)
        #expect(onList.movie?.kind == .series && onList.displayTitle == "Breaking Bad")
    }

    @Test func anEpisodeReadsBackWithItsSeriesTitleCodeAndTitle() throws {
        let entry = try watchlist.add(movieID: Self.grilled)
        let movie = try #require(entry.movie, "an episode entry is in the catalog")
        #expect(movie.kind == .episode && movie.title.display == "Breaking Bad · S02E02 · Grilled")
        #expect(movie.year == 2009 && movie.rating == 9.2 && movie.votes == 27_000 && movie.imdbID == IMDbID(1_232_249))
        #expect(
            entry.title == "Breaking Bad · S02E02 · Grilled" && entry.imdbID == IMDbID(1_232_249) && entry.year == 2009)
        #expect(try watchlist.entries(offset: 0, limit: 10).first?.movie?.kind == .episode)

        let viewing = try diary.log(movieID: Self.extra, ViewingDetails(date: nil))
        #expect(viewing.displayTitle == "Breaking Bad · S?E? · Extra", "unknown season and number")
        #expect(viewing.displayYear == 2008, "an episode without a year takes its series' first")
        #expect(try diary.viewings(movieID: Self.extra).first?.movie?.isRated == false)

        let list = try lists.create(ListDetails(name: "Best episodes", isRanked: true))
        try lists.add(movieID: Self.pilot, toList: list.id, note: "the start")
        try lists.add(movieID: 20545, toList: list.id, note: nil)
        try log(Self.pilot)
        let entries = try lists.entries(listID: list.id, offset: 0, limit: 10)
        #expect(entries.map(\.displayTitle) == ["Breaking Bad · S01E01 · Pilot", "The Godfather"])
        #expect(entries.first?.isSeen == true && entries.first?.note == "the start" && entries.first?.position == 1)
        let again = try lists.add(movieID: Self.pilot, toList: list.id, note: "still first")
        #expect(again.position == 1 && again.note == "still first", "an episode on the list keeps its place")

        let nothing = try #require(throws: CatalogError.self) { try watchlist.add(movieID: 8_999_999) }
        #expect(nothing.code == .movieNotFound)
        #expect(throws: CatalogError.self) { try diary.log(movieID: 8_999_999, ViewingDetails(date: nil)) }
    }

    /// An import rewrites `movie` and `episode`, then re-links, in one transaction.
    func reimport(keepingEpisodes: Bool) throws {
        try catalog.database.write { db in
            try db.execute(sql: "DELETE FROM episode; DELETE FROM movie WHERE id = \(SampleSeries.seriesID)")
            try db.execute(sql: "DELETE FROM movie WHERE id = \(SampleSeries.miniSeriesID)")
            if keepingEpisodes { try db.execute(sql: SampleSeries.sql) }
            try LibraryRelink.run(db)
        }
    }

    @Test func anImportThatKeepsTheSeriesKeepsItsEpisodeEntries() throws {
        try watchlist.add(movieID: Self.grilled)
        try log(Self.pilot)
        let list = try lists.create(ListDetails(name: "Eps"))
        try lists.add(movieID: Self.grilled, toList: list.id, note: nil)

        try reimport(keepingEpisodes: true)
        let entry = try #require(try watchlist.entries(offset: 0, limit: 10).first)
        #expect(entry.movieID == Self.grilled && entry.movie?.kind == .episode)
        #expect(
            try diary.viewings(year: nil, offset: 0, limit: 10).first?.movie?.title.display
                == "Breaking Bad · S01E01 · Pilot")
        #expect(try lists.entries(listID: list.id, offset: 0, limit: 10).first?.movieID == Self.grilled)

        try reimport(keepingEpisodes: false)
        let parked = try #require(try watchlist.entries(offset: 0, limit: 10).first)
        #expect(parked.movie == nil && parked.movieID < 0, "a catalog without the episode parks the entry")
        #expect(parked.displayTitle == "Breaking Bad · S02E02 · Grilled" && parked.imdbID == IMDbID(Self.grilled))

        try reimport(keepingEpisodes: true)
        #expect(try watchlist.entries(offset: 0, limit: 10).first?.movieID == Self.grilled, "linked again by IMDb id")
        #expect(try diary.viewings(year: nil, offset: 0, limit: 10).first?.movieID == Self.pilot)
    }

    @Test func anIMDbRatingOfAnEpisodeBecomesItsViewing() throws {
        let imports = SQLiteLibraryImportRepository(database: catalog.database)
        let records = [
            ImportRecord(
                kind: .rating, file: "ratings.csv", line: 2, title: "Grilled", year: 2009, imdbID: IMDbID(Self.grilled),
                sourceKey: "a", details: ViewingDetails(date: nil, rating: PersonalRating(9))),
            ImportRecord(
                kind: .rating, file: "ratings.csv", line: 3, title: "Breaking Bad", year: 2008,
                imdbID: IMDbID(SampleSeries.seriesID), sourceKey: "b",
                details: ViewingDetails(date: nil, rating: PersonalRating(10))),
        ]
        let report = try imports.importBatch(ImportBatch(source: "imdb-ratings", records: records, badLines: []))
        #expect(report.matchedByID == 2 && report.unmatched == 0)
        let viewing = try #require(try diary.viewings(movieID: Self.grilled).first)
        #expect(viewing.movie?.kind == .episode && viewing.rating?.value == 9)
        #expect(viewing.title == "Breaking Bad · S02E02 · Grilled" && viewing.year == 2009)
        #expect(try diary.viewings(movieID: SampleSeries.seriesID).first?.movie?.kind == .series)
    }

    @Test func episodesAreNotFilmsInTheStatistics() throws {
        try log(20545)  // The Godfather, 175 min
        try log(Self.pilot)
        try log(Self.grilled, "2026-04-02")
        let statistics = try SQLiteLibraryStatisticsRepository(database: catalog.database).statistics(year: 2026)
        #expect(statistics.films == 1 && statistics.viewings == 1 && statistics.minutes == 175)
        #expect(statistics.perYear.map(\.viewings) == [1] && statistics.perMonth[3].viewings == 0)
        #expect(try diary.count(year: 2026) == 3, "the diary lists the episodes")
    }

    @Test func progressCountsEachSeenEpisodeOnceAndNamesTheNext() throws {
        let none = try series.progress(ofSeries: SampleSeries.seriesID)
        #expect(none.seen == 0 && none.total == 12 && none.next?.code == "S00E01")
        try log(Self.pilot)
        try log(1_054_724)
        try log(1_054_724, rewatch: true)
        try log(1_232_244)
        let progress = try series.progress(ofSeries: SampleSeries.seriesID)
        #expect(progress.seen == 3, "a rewatch counts once")
        #expect(progress.summary == "seen 3 of 12 episodes; next: S02E02", "after the last seen, not the first gap")
        try log(1_615_944)  // S03E04, the last numbered one
        #expect(try series.progress(ofSeries: SampleSeries.seriesID).next?.title == "Extra", "unknown season last")
        try log(Self.extra)
        let done = try series.progress(ofSeries: SampleSeries.seriesID)
        #expect(done.seen == 5 && done.next == nil && done.summary == "seen 5 of 12 episodes")
        #expect(try series.progress(ofSeries: 20545) == SeriesProgress(seen: 0, total: 0, next: nil))
    }
}
