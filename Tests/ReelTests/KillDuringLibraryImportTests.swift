import Foundation
import TestSupport
import Testing

/// A `reel import --letterboxd` killed with SIGKILL halfway leaves the library as it was, and the next
/// run imports the whole export.
///
/// The export is generated from the shipped catalog: a diary of 40,000 viewings of its films, each
/// also rated in `ratings.csv`. The import reports no progress, so the test watches the library's
/// write lock instead: SQLite holds it (a lock on byte 120 of the `-shm` file) from the import's first
/// write until its commit (seconds here), and the test kills the child once it has held it for
/// 200 ms, longer than any short transaction of opening the files takes.
@Suite(.serialized) struct KillDuringLibraryImportTests {
    static let viewings = 40_000

    let directory: TemporaryDirectory
    let reel: ReelProcess
    let export: String

    init() throws {
        directory = try TemporaryDirectory()
        reel = ReelProcess(directory: directory.url, csv: TestPaths.fullCatalogCSV)
        export = directory.path("letterboxd")
        try Self.writeExport(to: export, viewings: Self.viewings)
    }

    @Test func killedImportLeavesTheLibraryAsItWasAndTheNextRunImports() throws {
        #expect(try reel.run("import").status == 0)
        #expect(try reel.run("log", "20545", "--date", "2025-01-02", "--rating", "9", "--tag", "cinema").status == 0)
        #expect(try reel.run("watchlist", "add", "6088").status == 0)
        #expect(try reel.run("list", "create", "Best of all", "--ranked").status == 0)
        #expect(try reel.run("list", "add", "Best of all", "48908").status == 0)
        let before = try reel.run("export", "backup")
        #expect(before.status == 0, "\(before.error)")
        #expect(try Self.viewingCount(inBackup: before.output) == 1)

        try killMidImport()

        let after = try reel.run("export", "backup")
        #expect(after.status == 0, "\(after.error)")
        #expect(after.output == before.output, "the killed import left part of itself in the library")
        #expect(try reel.run("diary").output.hasPrefix("1 viewing"))

        let next = try reel.run("import", "--letterboxd", export, "--json")
        #expect(next.status == 0, "\(next.error)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(next.output.utf8)) as? [String: Any])
        #expect(report["matchedByTitle"] as? Int == 2 * Self.viewings, "\(report)")
        #expect(report["alreadyImported"] as? Int == 0, "\(report)")
        let viewings = try Self.viewingCount(inBackup: try reel.run("export", "backup").output)
        #expect(viewings == 1 + Self.viewings, "a rating joins the viewing of its film and day")
    }

    /// Starts `reel import --letterboxd`, waits until it has held the library's write lock for 200 ms,
    /// and kills it with SIGKILL.
    private func killMidImport() throws {
        let shm = directory.path("library.sqlite-shm")
        let process = try reel.start(["import", "--letterboxd", export], output: Pipe(), error: FileHandle.nullDevice)
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(120)
        var heldSince: ContinuousClock.Instant?
        while process.isRunning, clock.now < deadline {
            if Self.isWriteLocked(shm) {
                heldSince = heldSince ?? clock.now
                if let since = heldSince, clock.now - since >= .milliseconds(200) { break }
            } else {
                heldSince = nil
            }
            Thread.sleep(forTimeInterval: 0.005)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(heldSince != nil, "the import was never seen inside its transaction")
        #expect(process.terminationReason == .uncaughtSignal, "the import ended before it could be killed")
    }

    /// Whether another process holds SQLite's write lock of a WAL database whose `-shm` file is `shm`:
    /// a lock on its byte 120 (`WALINDEX_LOCK_OFFSET`, lock 0), which `F_GETLK` reports without
    /// taking it. The file is opened each time: SQLite makes it anew when a first connection opens.
    private static func isWriteLocked(_ shm: String) -> Bool {
        let descriptor = open(shm, O_RDONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var probe = flock()
        probe.l_type = Int16(F_WRLCK)
        probe.l_whence = Int16(SEEK_SET)
        probe.l_start = 120
        probe.l_len = 1
        // Safe because fcntl only reads and writes the flock struct for the duration of the call.
        let status = withUnsafeMutablePointer(to: &probe) { fcntl(descriptor, F_GETLK, $0) }
        return status == 0 && probe.l_type != Int16(F_UNLCK)
    }

    private static func viewingCount(inBackup text: String) throws -> Int {
        let backup = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return try #require(backup["viewings"] as? [Any]).count
    }

    /// A Letterboxd export folder: `diary.csv` with `viewings` dated viewings of the shipped catalog's
    /// films (each film in turn, a day apart) and `ratings.csv` rating the same films on the same days.
    private static func writeExport(to folder: String, viewings: Int) throws {
        let source = TestPaths.packageRoot.appendingPathComponent("Resources/movies.csv").path
        let films = try String(contentsOfFile: source, encoding: .utf8).split(separator: "\n").dropFirst()
            .compactMap { line -> (title: String, year: Substring)? in
                let fields = quotedFields(line, count: 3)
                return fields.count == 3 ? (fields[1], Substring(fields[2])) : nil
            }
        let quote = { (text: String) in "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
        let start = Date(timeIntervalSince1970: 946_684_800)  // 2000-01-01
        let format = Date.ISO8601FormatStyle().year().month().day()
        var diary = "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n"
        var ratings = "Date,Name,Year,Letterboxd URI,Rating\n"
        for index in 0..<viewings {
            let film = films[index % films.count]
            let day = (start + Double(index) * 86_400).formatted(format)
            let rating = Double(index % 10 + 1) / 2
            diary += "\(day),\(quote(film.title)),\(film.year),,\(rating),,,\(day)\n"
            ratings += "\(day),\(quote(film.title)),\(film.year),,\(rating)\n"
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try diary.write(toFile: folder + "/diary.csv", atomically: true, encoding: .utf8)
        try ratings.write(toFile: folder + "/ratings.csv", atomically: true, encoding: .utf8)
    }

    /// The first `count` fields of a CSV line, unquoted (a doubled quote inside quotes is one quote).
    private static func quotedFields(_ line: Substring, count: Int) -> [String] {
        var fields: [String] = []
        var field = ""
        var quoted = false
        var previous: Character?
        for character in line {
            if character == "\"" {
                if !quoted, previous == "\"" { field.append("\"") }
                quoted.toggle()
            } else if character == ",", !quoted {
                fields.append(field)
                field = ""
                if fields.count == count { return fields }
            } else {
                field.append(character)
            }
            previous = character
        }
        fields.append(field)
        return Array(fields.prefix(count))
    }
}
