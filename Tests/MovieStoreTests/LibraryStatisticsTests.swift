import Foundation
import GRDB
import MovieCatalog
import TestSupport
import Testing

@testable import MovieStore

/// The user's statistics, aggregated in SQL: the figures of a year and of every year, ratings against
/// IMDb's, people, genres, decades, rewatches, and their cost at 10,000 viewings.
@Suite struct LibraryStatisticsTests {
    static func log(
        _ diary: SQLiteDiaryRepository, _ id: Int, _ day: String?, _ rating: Int? = nil, rewatch: Bool = false
    )
        throws
    {
        try diary.log(
            movieID: id,
            ViewingDetails(
                date: day.flatMap { CalendarDate(iso: $0) }, rating: rating.flatMap(PersonalRating.init),
                isRewatch: rewatch))
    }

    @Test func theFiguresOfAYearAndOfEveryYear() throws {
        let catalog = try TestCatalog()
        let diary = SQLiteDiaryRepository(database: catalog.database)
        try Self.log(diary, 20545, "2025-03-02", 10)  // The Godfather, 175 min, Drama, 1972
        try Self.log(diary, 20545, "2026-01-10", 8, rewatch: true)
        try Self.log(diary, 20545, "2026-01-20", rewatch: true)
        try Self.log(diary, 48908, "2026-05-04", 6)  // Star Wars, 125 min, Action, 1977
        try Self.log(diary, 8882, nil, 7)  // Casablanca, undated: rated, not in the year's figures
        let statistics = SQLiteLibraryStatisticsRepository(database: catalog.database)

        let year = try statistics.statistics(year: 2026)
        #expect(year.viewings == 3 && year.films == 2 && year.minutes == 175 * 2 + 125 && year.rewatches == 2)
        #expect(year.perYear.map(\.period) == [2025, 2026] && year.perYear[1].viewings == 3)
        #expect(year.perMonth.count == 12)
        #expect(year.perMonth[0] == PeriodFigures(period: 1, films: 1, viewings: 2, minutes: 350))
        #expect(year.perMonth[4].minutes == 125 && year.perMonth[2].viewings == 0)
        #expect(year.myRatingCounts == [0, 0, 0, 0, 0, 1, 0, 1, 0, 0])
        let pairs: Set<RatingPair> = [
            RatingPair(movieID: 20545, mine: try #require(PersonalRating(8)), imdb: 9.1),
            RatingPair(movieID: 48908, mine: try #require(PersonalRating(6)), imdb: 8.8),
        ]
        #expect(Set(year.ratingPairs) == pairs)
        #expect(year.genres == [NamedCount(name: "Drama", count: 2), NamedCount(name: "Action", count: 1)])
        #expect(year.decades == [NamedCount(name: "1970s", count: 3)])
        #expect(year.mostRewatched == [NamedCount(name: "The Godfather (1972)", count: 2, id: 20545)])
        #expect(year.highestRated.map(\.rating?.value) == [8, 6] && year.highestRated.first?.movie?.id == 20545)
        #expect(year.directors.isEmpty && year.actors.isEmpty, "the CSV catalog has no people")

        let all = try statistics.statistics(year: nil)
        #expect(all.viewings == 4 && all.films == 2)
        #expect(all.perMonth[2].viewings == 1, "March of 2025")
        #expect(all.myRatingCounts == [0, 0, 0, 0, 0, 1, 1, 1, 0, 0], "Casablanca's undated 7 counts")
        #expect(all.highestRated.map(\.movieID) == [20545, 8882, 48908])
        let expected: Double = ((8 - 9.1) + (7 - 8.8) + (6 - 8.8)) / 3
        #expect(abs((all.meanDifference ?? 0) - expected) < 0.001)
    }

    @Test func directorsAndActorsComeFromTheCatalogsPeople() throws {
        let catalog = try TestCatalog(importing: nil)
        try IMDbImporter(database: catalog.database).importDatasets(from: TestPaths.imdbDirectory)
        let diary = SQLiteDiaryRepository(database: catalog.database)
        try Self.log(diary, 68646, "2026-02-01")  // The Godfather
        try Self.log(diary, 68646, "2026-02-03")
        try Self.log(diary, 71562, "2026-02-05")  // Part II
        try Self.log(diary, 110912, "2026-02-07")  // Pulp Fiction
        let statistics = try SQLiteLibraryStatisticsRepository(database: catalog.database).statistics(year: 2026)
        let coppola = try #require(statistics.directors.first)
        #expect(coppola.name == "Francis Ford Coppola" && coppola.count == 3 && coppola.id == 338)
        #expect(statistics.directors.count == 2, "\(statistics.directors)")
        let pacino = try #require(statistics.actors.first)
        #expect(pacino.name == "Al Pacino" && pacino.count == 3, "\(statistics.actors)")
        #expect(statistics.genres.first == NamedCount(name: "Crime", count: 4))
    }

    /// Twelve directors, nine of them level on three viewings: the ten with the most viewings, the
    /// level ones by name, so the one whose name comes last is left out.
    @Test func theTopTenPeopleBreakTiesByName() throws {
        let catalog = try TestCatalog()
        let counts = [5, 4, 3, 3, 3, 3, 3, 3, 3, 3, 3, 1]
        let names = counts.indices.map { "Director " + String(UnicodeScalar(UInt8(76 - $0))) }  // L, K, … A
        try catalog.database.write { db in
            for (index, count) in counts.enumerated() {
                let movie = 300_001 + index
                try db.execute(
                    sql: """
                        INSERT INTO movie (id, title, display_title, sort_title, year, minutes, rating, votes, genres)
                        VALUES (?, ?, ?, ?, 2000, 90, 7, 100, 0)
                        """, arguments: [movie, "F\(index)", "F\(index)", "f\(index)"])
                try db.execute(
                    sql: "INSERT INTO person (id, name) VALUES (?, ?)", arguments: [900 + index, names[index]])
                try db.execute(
                    sql: "INSERT INTO credit (movie_id, ordering, person_id, category) VALUES (?, 1, ?, 'director')",
                    arguments: [movie, 900 + index])
                for day in 0..<count {
                    try db.execute(
                        sql: "INSERT INTO library.viewing (movie_id, watched_on, logged_at) VALUES (?, ?, ?)",
                        arguments: [movie, "2026-03-\(10 + day)", index * 10 + day])
                }
            }
        }
        let directors = try SQLiteLibraryStatisticsRepository(database: catalog.database).statistics(year: nil)
            .directors
        let expected = [0, 1] + (3...10).reversed()
        #expect(directors.map(\.name) == expected.map { names[$0] }, "\(directors)")
        #expect(directors.map(\.count) == [5, 4] + Array(repeating: 3, count: 8))
    }

    /// 10,000 viewings of 7,000 films: the whole statistics in one process's CPU time (a debug build on
    /// a shared machine, so a generous bound; the figure is printed).
    @Test func tenThousandViewingsTakeAFewMilliseconds() throws {
        let catalog = try TestCatalog()
        try catalog.database.write { db in
            try db.execute(
                sql: """
                    WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < 7000)
                    INSERT INTO movie (id, title, display_title, sort_title, year, minutes, rating, votes, genres)
                    SELECT 200000 + i, 'M' || i, 'M' || i, 'm' || i, 1950 + i % 70, 90 + i % 60, 5 + (i % 50) / 10.0,
                        100 + i, i % 200
                    FROM k
                    """)
            for index in 0..<10_000 {
                try db.execute(
                    sql: """
                        INSERT INTO library.viewing (movie_id, watched_on, rating, rewatch, logged_at)
                        VALUES (?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        200_001 + index % 7_000, CalendarDate(daysSince1970: 16_000 + index % 3_650).iso,
                        index % 10 + 1, index % 7 == 0, index,
                    ])
            }
        }
        let statistics = SQLiteLibraryStatisticsRepository(database: catalog.database)
        _ = try statistics.statistics(year: nil)
        var times: [Double] = []
        for year in [nil, 2015] as [Int?] {
            let start = Self.cpuMilliseconds()
            let figures = try statistics.statistics(year: year)
            times.append(Self.cpuMilliseconds() - start)
            if year == nil { #expect(figures.viewings == 10_000 && figures.films == 7_000) }
        }
        print("statistics of 10,000 viewings: \(times.map { Int($0.rounded()) }) ms of CPU (all years, 2015)")
        #expect(times.max() ?? 0 < 150, "\(times) ms")
    }

    /// This thread's CPU time, in milliseconds: steadier than the wall clock on a loaded machine.
    static func cpuMilliseconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) * 1_000 + Double(now.tv_nsec) / 1e6
    }
}
