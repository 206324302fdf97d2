import Foundation
import MovieCatalog
import MovieStore
import TestSupport
import Testing

/// A `reel import` killed with SIGKILL halfway leaves the database as it was, and the next run imports again.
///
/// The child imports a catalog three times the size of the real one (176,364 movies, ids renumbered)
/// with `--progress`, and the test kills it when it reports 50%: inside its one transaction.
@Suite(.serialized) struct KillDuringImportTests {
    let directory: TemporaryDirectory
    let reel: ReelProcess
    let bigCSV: String

    init() throws {
        directory = try TemporaryDirectory()
        reel = ReelProcess(directory: directory.url)
        bigCSV = directory.url.appendingPathComponent("big.csv").path
        try KillDuringImportTests.writeTripledCatalog(to: bigCSV)
    }

    @Test func killedFirstImportLeavesNoCatalogAndTheNextRunImports() throws {
        try killMidImport()
        let database = try CatalogDatabase(path: reel.databasePath)
        #expect(try database.isCatalogImported() == false)
        #expect(try SQLiteMovieRepository(database: database).movies(matching: MovieQuery()).total == 0)

        let next = try reel.run("search", "godf")
        #expect(next.status == 0)
        #expect(next.error.contains("first use: importing the catalog"))
        #expect(next.output.hasPrefix("1–4 of 4 movies"))
    }

    @Test func killedReimportKeepsThePreviousCatalogAndTheWatchlist() throws {
        #expect(try reel.run("watchlist", "add", "20545").status == 0)
        #expect(try reel.run("watchlist", "note", "20545", "keep me").status == 0)
        let before = try reel.run("export", "watchlist", "--format", "json").output

        try killMidImport()

        let stats = try reel.run("stats", "--json")
        #expect(stats.status == 0)
        #expect(!stats.error.contains("importing"))
        #expect(stats.output.contains("\"movies\" : 24,"))
        #expect(try reel.run("export", "watchlist", "--format", "json").output == before)
        let search = try reel.run("search", "godf")
        #expect(search.output.hasPrefix("1–4 of 4 movies"))
    }

    /// Starts `reel import big.csv --progress`, reads its progress until half the rows are in the
    /// transaction, and kills it with SIGKILL.
    private func killMidImport() throws {
        let errors = Pipe()
        let process = try reel.start(["import", bigCSV, "--progress"], output: Pipe(), error: errors)
        var seen = ""
        while process.isRunning, !seen.contains("importing: 50%") {
            let data = errors.fileHandleForReading.availableData
            if data.isEmpty { break }
            seen += String(decoding: data, as: UTF8.self)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(seen.contains("importing: 50%"), "no progress seen: \(seen)")
        #expect(process.terminationReason == .uncaughtSignal, "the import ended before it could be killed")
    }

    /// The real catalog three times over, each copy with new ids, as one CSV.
    private static func writeTripledCatalog(to path: String) throws {
        let source = TestPaths.packageRoot.appendingPathComponent("Resources/movies.csv").path
        let lines = try String(contentsOfFile: source, encoding: .utf8).split(separator: "\n")
        var text = String(lines[0]) + "\n"
        for copy in 0..<3 {
            for line in lines.dropFirst() {
                guard let comma = line.firstIndex(of: ","),
                    let id = Int(line[line.index(after: line.startIndex)..<line.index(before: comma)])
                else { continue }
                text += "\"\(id + copy * 100_000)\"" + line[comma...] + "\n"
            }
        }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
}
