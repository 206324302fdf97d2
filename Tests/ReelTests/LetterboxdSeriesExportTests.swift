import Foundation
import GRDB
import TestSupport
import Testing

/// Letterboxd takes films: `reel export diary|watchlist|list --format letterboxd` leave the library's
/// series and episodes out and say how many on standard error; the CSV and JSON exports keep them.
@Suite struct LetterboxdSeriesExportTests {
    let directory: TemporaryDirectory
    let reel: ReelProcess

    /// The sample catalog with ``SampleSeries`` written into it, and a library holding The Godfather,
    /// Breaking Bad and its pilot: logged, on the watchlist and on a list.
    init() throws {
        directory = try TemporaryDirectory()
        reel = ReelProcess(directory: directory.url)
        let imported = try reel.run("stats")
        guard imported.status == 0 else { throw CocoaError(.fileReadUnknown) }
        let queue = try DatabaseQueue(path: reel.databasePath)
        try queue.write { db in try db.execute(sql: SampleSeries.sql) }
        for arguments in [
            ["log", "20545"], ["log", "tt0959621"], ["watchlist", "add", "20545"], ["watchlist", "add", "tt0903747"],
            ["watchlist", "add", "tt0959621"], ["list", "create", "Mixed"], ["list", "add", "Mixed", "tt0903747"],
            ["list", "add", "Mixed", "20545"], ["list", "add", "Mixed", "tt0959621"],
        ] {
            let result = try reel.run(arguments)
            guard result.status == 0 else { throw CocoaError(.fileReadUnknown, userInfo: ["error": result.error]) }
        }
    }

    @Test func theDiarysLetterboxdCSVKeepsTheFilmsAndCountsTheRest() throws {
        let result = try reel.run("export", "diary", "--format", "letterboxd")
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 3, "the header, the viewing and the watchlist entry of the film: \(result.output)")
        #expect(lines.dropFirst().allSatisfy { $0.contains("The Godfather") }, "\(result.output)")
        #expect(!result.output.contains("Breaking Bad"))
        #expect(
            result.error.contains("reel: left out 3 series and episodes: Letterboxd takes films only"),
            "a viewing and two watchlist entries: \(result.error)")
        let csv = try reel.run("export", "diary", "--format", "csv")
        #expect(csv.output.contains("Breaking Bad · S01E01 · Pilot"), "the CSV keeps every viewing: \(csv.output)")
        #expect(!csv.error.contains("left out"))
    }

    @Test func theWatchlistsLetterboxdCSVLeavesOutTheSeriesAndTheEpisode() throws {
        let result = try reel.run("export", "watchlist", "--format", "letterboxd")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "imdbID,Title,Year,Rating10,Review\n,The Godfather,1972,,\n", "\(result.output)")
        #expect(result.error.contains("reel: left out 2 series and episodes"), "\(result.error)")
        let json = try reel.run("export", "watchlist", "--format", "json")
        #expect(json.output.contains("Breaking Bad · S01E01 · Pilot") && json.output.contains("tt0903747"))
    }

    @Test func aListsLetterboxdFileLeavesOutTheSeriesAndTheEpisode() throws {
        let result = try reel.run("export", "list", "Mixed", "--format", "letterboxd")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("\n2,"), "the film keeps its place: \(result.output)")
        #expect(result.output.contains("Godfather"))
        #expect(!result.output.contains("Breaking Bad"))
        #expect(result.error.contains("reel: left out 2 series and episodes"), "\(result.error)")
        let csv = try reel.run("export", "list", "Mixed", "--format", "csv")
        #expect(csv.output.contains("Breaking Bad") && !csv.error.contains("left out"))
    }
}
