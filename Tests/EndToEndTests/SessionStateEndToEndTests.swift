import Foundation
import Testing

/// The session state through the real binary: a filtered, sorted, searched and scrolled table with
/// a detail on top is back after a restart; a corrupt state file starts on the defaults with a note.
@Suite(.serialized) struct SessionStateEndToEndTests {
    /// Starts the browser over `database`, with its state under ``ReelCatalog/stateHome(of:)``.
    private func start(_ database: String) throws -> TmuxSession {
        let reel = try BuiltProducts.executable("reel")
        return try TmuxSession(
            command: [
                "env", "LC_ALL=C.UTF-8", "NO_COLOR=", "XDG_STATE_HOME=" + ReelCatalog.stateHome(of: database), reel,
                "--database", database, "--library", ReelCatalog.library(of: database), "--csv", ReelCatalog.csv,
            ],
            width: 80, height: 24)
    }

    private func stateFile(_ database: String) -> String {
        ReelCatalog.stateHome(of: database) + "/reel/state.json"
    }

    @Test func aRestartRestoresTheStackAndTheTable() throws {
        let database = try ReelCatalog.freshDatabase()
        defer { ReelCatalog.remove(database) }
        let first = try start(database)
        defer { first.kill() }
        try first.waitForScreen("the movie table", timeout: .seconds(20)) { $0.contains("1 of 58,788") }
        // The Drama filter (the fifth row of the panel: Action, Animation, Comedy, Documentary, Drama),
        // then the rating sort.
        try first.send("f")
        try first.send("j", "j", "j", "j", "Space", "Escape")
        try first.waitFor("Drama  x removes")
        try first.send("4")
        try first.waitFor("Rating ▼")
        try first.send("/")
        try first.send("-l", "love")
        // The box shows the panel's filter as its term, and the words typed after it.
        try first.waitForScreen("the results for love") { $0.contains("1 of ") && $0.contains("/ g:drama love") }
        try first.send("Enter")
        for _ in 0..<25 { try first.send("j") }
        let table = try first.waitForSettledScreen("the 26th row selected") { $0.contains(" 26 of ") }
        #expect(table.contains("(filtered)"))
        try first.send("Enter")
        let detail = try first.waitForSettledScreen("the detail") {
            $0.contains("Movies › ") && $0.contains("Similar movies")
        }
        try first.send("C-c")
        #expect(try first.waitForExit() == "0")
        #expect(FileManager.default.fileExists(atPath: stateFile(database)))

        let second = try start(database)
        defer { second.kill() }
        let restored = try second.waitForSettledScreen("the restored detail", timeout: .seconds(20)) {
            $0.contains("Similar movies")
        }
        #expect(restored == detail, "the same detail is on top")
        try second.send("Escape")
        // A frame reaches tmux in several writes: wait until none of the detail is left on screen.
        let back = try second.waitForSettledScreen("the restored table") {
            $0.contains(" 26 of ") && !$0.contains("Similar movies") && $0.contains("/ Search")
        }
        // The restored box writes the query in its own order: the title words, then the terms.
        let lines = { (screen: String) in screen.split(separator: "\n", omittingEmptySubsequences: false) }
        #expect(lines(back)[1].hasPrefix(" / love g:drama"), "\(lines(back)[1])")
        var expected = lines(table)
        expected[1] = lines(back)[1]
        #expect(lines(back) == expected, "the same rows, selection and scroll:\n\(back)\nwas:\n\(table)")
    }

    @Test func killNineKeepsTheLastChangeOfScreenAndSigtermKeepsEverything() throws {
        let database = try ReelCatalog.freshDatabase()
        defer { ReelCatalog.remove(database) }
        let first = try start(database)
        defer { first.kill() }
        try first.waitForScreen("the movie table", timeout: .seconds(20)) { $0.contains("1 of 58,788") }
        try first.send("/")
        try first.send("-l", "casablanca")
        try first.waitForScreen("the results") { $0.contains("(filtered)") && $0.contains("Casablanca") }
        try first.send("Enter", "Enter")
        try first.waitFor("Similar movies")
        // Saved on opening the detail; the sort below is not a change of screen, so kill -9 loses it.
        try first.send("Escape", "5")
        try first.waitFor("Votes ▼")
        let (killed, output) = try Subprocess.run("/bin/kill", ["-KILL", try first.programPID()])
        #expect(killed == 0, "kill -KILL: \(output)")
        #expect(try first.waitForExit() == "137")

        let second = try start(database)
        defer { second.kill() }
        let restored = try second.waitForScreen("the table as it was when the detail was closed", timeout: .seconds(20))
        {
            $0.contains("/ casablanca") && $0.contains("(filtered)")
        }
        #expect(!restored.contains("Votes ▼"), "the sort after the last change of screen was lost:\n\(restored)")
        try second.send("5", "j")
        try second.waitForScreen("sorted by votes, second row") { $0.contains("Votes ▼") && $0.contains(" 2 of ") }
        let (terminated, message) = try Subprocess.run("/bin/kill", ["-TERM", try second.programPID()])
        #expect(terminated == 0, "kill -TERM: \(message)")
        #expect(try second.waitForExit() == "143", "SIGTERM still ends reel with its status, after saving")

        let third = try start(database)
        defer { third.kill() }
        try third.waitForScreen("the sort and selection SIGTERM saved", timeout: .seconds(20)) {
            $0.contains("Votes ▼") && $0.contains(" 2 of ") && $0.contains("/ casablanca")
        }
    }

    /// A state.json of version 2, as reel wrote it before each screen kept its own JSON, restores
    /// the same stack and table after the upgrade, and the next save writes version 3.
    @Test func aVersion2StateFileIsRestoredAndSavedAsVersion3() throws {
        let database = try ReelCatalog.freshDatabase()
        defer { ReelCatalog.remove(database) }
        let file = stateFile(database)
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let version2 = """
            {"version": 2, "stack": [{"screen": "movies"}, {"screen": "detail", "movieID": 20545}],
             "screens": {"movies": {"query": "godfather sort:-votes", "list": {"selected": 1, "offset": 0}}}}
            """
        try version2.write(toFile: file, atomically: false, encoding: .utf8)
        let tmux = try start(database)
        defer { tmux.kill() }
        try tmux.waitForScreen("the restored detail", timeout: .seconds(20)) {
            $0.contains("Godfather") && $0.contains("Similar movies")
        }
        try tmux.send("Escape")
        try tmux.waitForScreen("the restored table") {
            $0.contains("/ godfather") && $0.contains(" 2 of ") && $0.contains("Votes ▼")
        }
        try tmux.send("q")
        #expect(try tmux.waitForExit() == "0")
        let saved = try String(contentsOfFile: file, encoding: .utf8)
        #expect(
            saved.contains("\"version\" : 3") && saved.contains("\"query\" : \"godfather sort:-votes\""), "\(saved)")
    }

    @Test func aCorruptStateFileStartsOnTheDefaultsWithANote() throws {
        let database = try ReelCatalog.freshDatabase()
        defer { ReelCatalog.remove(database) }
        let file = stateFile(database)
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let corrupt = "{\"version\": 1, \"stack\": [{\"screen\": \"mo"
        try corrupt.write(toFile: file, atomically: false, encoding: .utf8)
        let tmux = try start(database)
        defer { tmux.kill() }
        let screen = try tmux.waitForScreen("the table with the note", timeout: .seconds(20)) {
            $0.contains("1 of 58,788") && $0.contains("state.json: not valid JSON")
        }
        #expect(screen.contains("started on Movies"), "\(screen)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == corrupt, "not deleted or rewritten at start")
        try tmux.send("q")
        #expect(try tmux.waitForExit() == "0")
        let saved = try String(contentsOfFile: file, encoding: .utf8)
        #expect(saved.contains("\"version\" : 3") && saved.contains("\"screen\" : \"movies\""), "replaced: \(saved)")
    }
}
