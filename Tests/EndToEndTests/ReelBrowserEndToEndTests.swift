import Foundation
import TestSupport
import Testing

/// The catalog the browser tests run over: `Resources/movies.csv` imported once per test run into
/// a temporary directory, copied into a fresh database for each test that writes to it.
enum ReelCatalog {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The full catalog CSV (58,788 movies).
    static let csv = TestPaths.fullCatalogCSV

    /// The directory of the imported database, one per test process.
    static let importDirectory = FileManager.default.temporaryDirectory
        .appendingPathComponent("reel-e2e-catalog-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        .path

    /// The imported database, or why the import failed; imported on first use.
    static let imported: Result<String, Failure> = {
        do {
            let reel = try BuiltProducts.executable("reel")
            try FileManager.default.createDirectory(atPath: importDirectory, withIntermediateDirectories: true)
            let database = importDirectory + "/catalog.sqlite"
            // Removed when the test process exits; the closure captures nothing, as atexit needs.
            atexit { try? FileManager.default.removeItem(atPath: importDirectory) }
            let (status, output) = try Subprocess.run(
                reel, ["import", csv, "--database", database, "--library", ReelCatalog.library(of: database)])
            guard status == 0 else {
                return .failure(Failure(description: "reel import \(csv) failed (\(status)): \(output)"))
            }
            return .success(database)
        } catch {
            return .failure(Failure(description: "\(error)"))
        }
    }()

    /// A new empty directory under the temporary directory.
    static func makeTemporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("reel-e2e-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A copy of the imported catalog that only the calling test uses (its watchlist is empty).
    static func freshDatabase() throws -> String {
        let source = try imported.get()
        let database = try makeTemporaryDirectory() + "/reel.sqlite"
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: source + suffix) {
            try FileManager.default.copyItem(atPath: source + suffix, toPath: database + suffix)
        }
        return database
    }

    /// The `XDG_STATE_HOME` of a test: next to its database, so no run restores another's session
    /// state (or the user's) and removing the database's directory removes it too.
    static func stateHome(of database: String) -> String {
        (database as NSString).deletingLastPathComponent + "/state"
    }

    /// The library of a test's database: beside it, so no run shares another's diary or lists (or
    /// the user's), and removing the database's directory removes it too.
    static func library(of database: String) -> String {
        (database as NSString).deletingLastPathComponent + "/library.sqlite"
    }

    /// Removes the directory of a database from ``freshDatabase()``.
    static func remove(_ database: String) {
        try? FileManager.default.removeItem(atPath: (database as NSString).deletingLastPathComponent)
    }

    /// The number of movies `reel search TEXT --json` finds.
    static func searchTotal(_ text: String, in database: String) throws -> Int {
        let (status, output) = try run([
            "search", text, "--json", "--limit", "1", "--database", database, "--library",
            ReelCatalog.library(of: database), "--csv", csv,
        ])
        guard status == 0,
            let json = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any],
            let total = json["total"] as? Int
        else { throw Failure(description: "reel search \(text) --json failed (\(status)): \(output)") }
        return total
    }

    /// Runs `reel` to completion (standard input is /dev/null) and returns its status and output.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try Subprocess.run(try BuiltProducts.executable("reel"), arguments)
    }

    /// The watchlist of `database` as `reel watchlist list --json` prints it.
    static func watchlist(_ database: String) throws -> [[String: Any]] {
        let (status, output) = try run([
            "watchlist", "list", "--json", "--database", database, "--library", ReelCatalog.library(of: database),
            "--csv", csv,
        ])
        guard status == 0 else { throw Failure(description: "reel watchlist list failed (\(status)): \(output)") }
        let json = try JSONSerialization.jsonObject(with: Data(output.utf8))
        guard let entries = json as? [[String: Any]] else {
            throw Failure(description: "reel watchlist list --json is not a list of entries: \(output)")
        }
        return entries
    }

    /// The watchlist entry for `movieID`, if there is one.
    static func entry(_ movieID: Int, in database: String) throws -> [String: Any]? {
        try watchlist(database).first { ($0["movieId"] as? Int) == movieID }
    }
}

/// Runs the built `reel` browser inside tmux over the real catalog, types like a user and checks
/// the screen, the database the keys wrote, the exit status and the terminal given back.
@Suite(.serialized) struct ReelBrowserEndToEndTests {
    /// Starts the browser over `database` (a fresh copy of the catalog by default).
    private func start(
        database: String? = nil, width: Int = 80, height: Int = 24
    ) throws -> (tmux: TmuxSession, database: String) {
        let reel = try BuiltProducts.executable("reel")
        let path = try database ?? ReelCatalog.freshDatabase()
        let tmux = try TmuxSession(
            command: [
                "env", "LC_ALL=C.UTF-8", "NO_COLOR=", "XDG_STATE_HOME=" + ReelCatalog.stateHome(of: path), reel,
                "--database", path, "--library", ReelCatalog.library(of: path), "--csv", ReelCatalog.csv,
            ],
            width: width, height: height)
        return (tmux, path)
    }

    /// Waits for the whole first frame of the movie table: the position and the header.
    @discardableResult
    private func waitForTable(_ tmux: TmuxSession, position: String = "1 of 58,788") throws -> String {
        try tmux.waitForScreen("the movie table at \(position)", timeout: .seconds(20)) { screen in
            screen.contains(position) && Self.hasTableHeader(screen)
        }
    }

    private static func hasTableHeader(_ screen: String) -> Bool {
        screen.split(separator: "\n").contains { line in
            line.contains("Title") && line.contains("Year") && line.contains("Rating") && line.contains("Votes")
        }
    }

    /// Searches for `text` and waits for the table to show `title`, with the focus on the table.
    private func search(_ tmux: TmuxSession, _ text: String, showing title: String) throws {
        try tmux.send("/")
        try tmux.send("-l", text)
        try tmux.waitForScreen("the results for \"\(text)\"") { $0.contains("(filtered)") && $0.contains(title) }
        try tmux.send("Enter")
    }

    // MARK: Start and quit

    @Test func firstFrameAndQuit() throws {
        let database = try ReelCatalog.freshDatabase()
        let clock = ContinuousClock()
        let started = clock.now
        let (tmux, _) = try start(database: database)
        defer {
            tmux.kill()
            ReelCatalog.remove(database)
        }
        try tmux.waitForScreen("the first frame", timeout: .seconds(20)) { $0.contains("of 58,788") }
        let firstFrame = clock.now - started
        print("reel browser: time from session start to the first frame with \"of 58,788\": \(firstFrame)")
        let screen = try waitForTable(tmux)
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count >= 24)
        #expect(lines[0].contains("Movies"), "the breadcrumbs start at Movies")
        #expect(lines[0].contains("1 of 58,788 · most voted"), "the table opens on the most voted movies")
        #expect(lines[3].contains("The Lord of the Rings: The Fel"), "157,608 votes, the most: \(lines[3])")
        #expect(!screen.contains("(filtered)"))
        #expect(!screen.contains("Budget"), "no budget column at 80 columns")

        try tmux.send("q")
        #expect(try tmux.waitForExit() == "0", "q on the first screen quits")
        #expect(!(try tmux.capture()).contains("58,788"), "the browser left the alternate screen")
    }

    @Test func wideTerminalShowsMoreColumns() throws {
        let (tmux, database) = try start(width: 200, height: 60)
        defer {
            tmux.kill()
            ReelCatalog.remove(database)
        }
        let screen = try waitForTable(tmux)
        let header = screen.split(separator: "\n").first { Self.hasTableHeader(String($0)) } ?? ""
        #expect(header.contains("Budget"), "budget joins from 110 columns: \(header)")
        #expect(header.contains("MPAA"))
        #expect(header.contains("Genres"))
        #expect(screen.split(separator: "\n", omittingEmptySubsequences: false).count >= 60)
        try tmux.send("Q")
        #expect(try tmux.waitForExit() == "0")
    }

    // MARK: Search and detail

    @Test func searchAsYouTypeAndEscClears() throws {
        let (tmux, database) = try start()
        defer {
            tmux.kill()
            ReelCatalog.remove(database)
        }
        try waitForTable(tmux)
        // The counts the browser shows are the command line's for the same text.
        let godf = try ReelCatalog.searchTotal("godf", in: database)
        let godfather = try ReelCatalog.searchTotal("godfather", in: database)
        #expect(godf == 11)
        #expect(godfather == 9)

        try tmux.send("/")
        try tmux.send("-l", "godf")
        // A frame reaches tmux in several reads: wait for its rows, not only for its title bar.
        let partial = try tmux.waitForScreen("the results for \"godf\"") {
            $0.contains("1 of \(godf) (filtered)") && $0.contains("My Man Godfrey")
        }
        #expect(partial.contains("My Man Godfrey"))
        try tmux.send("-l", "ather")
        let results = try tmux.waitForScreen("the results for \"godfather\"") {
            $0.contains("1 of \(godfather) (filtered)") && $0.contains("The Godfather: Part II")
        }
        #expect(results.contains("The Godfather"))
        #expect(results.contains("The Godfather: Part II"))
        let rows = results.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows.count > 4 && rows[3].contains("The Godfather ") && rows[4].contains("Part II"), "best match first")
        #expect(!results.contains("My Man Godfrey"))
        #expect(results.contains("/ godfather"), "the search box shows the text typed")

        try tmux.send("Escape")
        let cleared = try waitForTable(tmux)
        #expect(!cleared.contains("(filtered)"))
        #expect(!cleared.contains("godfather"), "Esc empties the search box")
        try tmux.send("q")
        #expect(try tmux.waitForExit() == "0")
    }

    @Test func detailShowsTheCatalogFigures() throws {
        let (tmux, database) = try start()
        defer {
            tmux.kill()
            ReelCatalog.remove(database)
        }
        try waitForTable(tmux)
        // "Godfather: Part II, The" (id 20546) sorts before Part III among the two matches.
        try search(tmux, "the godfather part", showing: "The Godfather: Part II")
        try tmux.send("Enter")
        let detail = try tmux.waitForScreen("the detail of The Godfather: Part II") {
            $0.contains("Movies › The Godfather: Part II") && $0.contains("200 min")
        }
        #expect(detail.contains("1974"))
        #expect(detail.contains("200 min"))
        #expect(detail.contains("8.9"))
        #expect(detail.contains("71,363"))

        try tmux.send("Escape")
        let back = try tmux.waitForScreen("the table again") { !$0.contains("›") && $0.contains("of 2 (filtered)") }
        #expect(back.contains("The Godfather: Part II"), "the search is kept after the detail closes")
        try tmux.send("Q")
        #expect(try tmux.waitForExit() == "0")
    }

    // MARK: Watchlist

    @Test func watchlistToggleFromTheTableIsSaved() throws {
        let (tmux, database) = try start()
        defer {
            tmux.kill()
            ReelCatalog.remove(database)
        }
        try waitForTable(tmux)
        try search(tmux, "casablanca", showing: "Casablanca")
        try tmux.send("w")
        try tmux.waitFor("added to the watchlist: Casablanca")
        try tmux.send("Q")
        #expect(try tmux.waitForExit() == "0")

        let watchlist = try ReelCatalog.watchlist(database)
        #expect(
            watchlist.contains { ($0["movieId"] as? Int) == 8882 },
            "Casablanca (8882) is on the watchlist: \(watchlist)")
    }

    @Test func personalRatingFromTheDetailIsSaved() throws {
        let (tmux, database) = try start()
        defer {
            tmux.kill()
            ReelCatalog.remove(database)
        }
        try waitForTable(tmux)
        try search(tmux, "casablanca", showing: "Casablanca")
        try tmux.send("Enter")
        try tmux.waitForScreen("the detail of Casablanca") {
            $0.contains("Movies › Casablanca") && $0.contains("66,030")
        }
        try tmux.send("8")
        try tmux.waitForScreen("the rating shown") {
            $0.contains("8/10") || $0.contains("rated 8") || $0.contains("Your rating")
        }
        try tmux.send("Q")
        #expect(try tmux.waitForExit() == "0")

        let entry = try ReelCatalog.entry(8882, in: database)
        #expect(entry?["personalRating"] as? Int == 8, "the entry for 8882: \(String(describing: entry))")
    }

    @Test func killNineLosesNoWatchlistChange() throws {
        let (tmux, database) = try start()
        defer {
            tmux.kill()
            ReelCatalog.remove(database)
        }
        try waitForTable(tmux)
        try search(tmux, "casablanca", showing: "Casablanca")
        try tmux.send("w")
        try tmux.waitFor("added to the watchlist: Casablanca")
        let pid = try tmux.programPID()
        let (killed, output) = try Subprocess.run("/bin/kill", ["-KILL", pid])
        #expect(killed == 0, "kill -KILL \(pid): \(output)")
        #expect(try tmux.waitForExit() == "137", "ended by SIGKILL (128 + 9)")

        let watchlist = try ReelCatalog.watchlist(database)
        #expect(
            watchlist.contains { ($0["movieId"] as? Int) == 8882 }, "the addition was committed at once: \(watchlist)")
    }

    // MARK: Resize

    @Test func tooSmallThenBackAndAResizeStorm() throws {
        let (tmux, database) = try start()
        defer {
            tmux.kill()
            ReelCatalog.remove(database)
        }
        try waitForTable(tmux)
        try tmux.resize(width: 20, height: 5)
        let small = try tmux.waitFor("Terminal too small")
        #expect(!Self.hasTableHeader(small))
        try tmux.resize(width: 80, height: 24)
        let restored = try waitForTable(tmux)
        #expect(!restored.contains("Terminal too small"))

        let sizes = [
            (20, 5), (120, 40), (40, 10), (200, 60), (39, 9), (60, 15), (100, 30), (45, 12), (80, 24), (150, 50),
        ]
        for index in 0..<20 {
            let (width, height) = sizes[index % sizes.count]
            try tmux.resize(width: width, height: height)
        }
        try tmux.resize(width: 80, height: 24)
        try waitForTable(tmux)
        try tmux.send("j")
        let moved = try tmux.waitFor("2 of 58,788")
        #expect(!moved.contains("Terminal too small"))
        #expect(moved.split(separator: "\n").allSatisfy { $0.count <= 80 })
        try tmux.send("q")
        #expect(try tmux.waitForExit() == "0")
    }

    // MARK: Overlays

    @Test func helpAndInspector() throws {
        let (tmux, database) = try start()
        defer {
            tmux.kill()
            ReelCatalog.remove(database)
        }
        try waitForTable(tmux)
        try tmux.send("?")
        let help = try tmux.waitForScreen("the help") { $0.contains("Open the selected movie's detail") }
        #expect(help.contains("Movies › Help"))
        #expect(help.split(separator: "\n").contains { $0.contains("│ Movies ") }, "the Movies section:\n\(help)")
        try tmux.send("Escape")
        try tmux.waitForScreen("Esc to close the help") {
            !$0.contains("Open the selected movie's detail") && $0.contains("1 of 58,788")
        }

        // The filter keeps the bindings that match: the global ones alone for "anywhere".
        try tmux.send("F1")
        try tmux.waitFor("Open the selected movie's detail")
        try tmux.send("/")
        try tmux.send("-l", "anywhere")
        // Poll until the whole word is filtered: a frame drawn mid-typing may show both sections.
        let global = try tmux.waitForScreen("the Everywhere section alone") {
            $0.contains("Everywhere") && $0.contains("Quit reel from anywhere")
                && !$0.contains("Open the selected movie's detail")
        }
        #expect(global.contains("Quit reel from anywhere"))
        #expect(!global.contains("Open the selected movie's detail"), "the filter hides the other bindings")
        // Esc clears the filter, then closes the help.
        try tmux.send("Escape")
        try tmux.waitFor("Open the selected movie's detail")
        try tmux.send("Escape")
        if (try? tmux.waitForScreen("the help to close", timeout: .seconds(2)) { !$0.contains("│ Movies ") }) == nil {
            try tmux.send("Escape")
        }
        try tmux.waitForScreen("the help to close") {
            !$0.contains("Open the selected movie's detail") && $0.contains("1 of 58,788")
        }

        try tmux.send("F12")
        let inspector = try tmux.waitForSettledScreen("the inspector's container tree") { $0.contains("Containers") }
        #expect(inspector.contains("Movies › Inspector"))
        #expect(
            inspector.split(separator: "\n").contains { $0.contains("Movies · ") },
            "the inspector shows the Movies container:\n\(inspector)")
        try tmux.send("Escape")
        let closed = try tmux.waitForScreen("the inspector to close") {
            !$0.contains("Containers") && $0.contains("1 of 58,788")
        }
        #expect(Self.hasTableHeader(closed))
        try tmux.send("q")
        #expect(try tmux.waitForExit() == "0")
    }

    // MARK: Signals

    @Test func sigtermDuringASearchRestoresTheTerminal() throws {
        let (tmux, database) = try start()
        defer {
            tmux.kill()
            ReelCatalog.remove(database)
        }
        try waitForTable(tmux)
        try tmux.send("/")
        try tmux.send("-l", "god")
        try tmux.waitFor("(filtered)")
        let pid = try tmux.programPID()
        let (killed, output) = try Subprocess.run("/bin/kill", ["-TERM", pid])
        #expect(killed == 0, "kill -TERM \(pid): \(output)")
        #expect(try tmux.waitForExit() == "143", "ended by SIGTERM, re-raised after endwin (128 + 15)")
        let after = try tmux.capture()
        #expect(!after.contains("(filtered)"), "the handler called endwin before the signal ended reel:\n\(after)")
        #expect(!Self.hasTableHeader(after))
        #expect(try tmux.format("#{alternate_on}") == "0", "the alternate screen was left")
    }

    @Test func controlCQuits() throws {
        let (tmux, database) = try start()
        defer {
            tmux.kill()
            ReelCatalog.remove(database)
        }
        try waitForTable(tmux)
        try tmux.send("C-c")
        #expect(try tmux.waitForExit() == "0", "Ctrl-C is a key in the browser: quit with status 0")
        #expect(!(try tmux.capture()).contains("58,788"))
    }

    // MARK: Hostile titles

    @Test func escapeCodesInATitleAreShownNotObeyed() throws {
        let directory = try ReelCatalog.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let header = try String(contentsOfFile: ReelCatalog.csv, encoding: .utf8)
            .prefix { $0 != "\n" && $0 != "\r" }
        let hostile = "Evil \u{1B}]2;pwned\u{07} Title \u{1B}[2J End"
        let rows = [
            "\"1\",\"\(hostile)\",1999,90,NA,5.5,120,4.5,4.5,4.5,4.5,14.5,24.5,24.5,14.5,4.5,4.5,\"\",0,0,1,0,0,0,0",
            "\"2\",\"Harmless Neighbour\",2001,95,NA,6.5,230,4.5,4.5,4.5,4.5,14.5,24.5,24.5,14.5,4.5,4.5,\"\",0,0,0,1,0,0,0",
        ]
        let csv = directory + "/hostile.csv"
        try ([String(header)] + rows).joined(separator: "\n").appending("\n").write(
            toFile: csv, atomically: true, encoding: .utf8)
        let database = directory + "/hostile.sqlite"
        let (imported, output) = try ReelCatalog.run([
            "import", csv, "--database", database, "--library", ReelCatalog.library(of: database),
        ])
        #expect(imported == 0, "reel import: \(output)")

        let reel = try BuiltProducts.executable("reel")
        let tmux = try TmuxSession(
            command: [
                "env", "LC_ALL=C.UTF-8", "NO_COLOR=", "XDG_STATE_HOME=" + ReelCatalog.stateHome(of: database), reel,
                "--database", database, "--library", ReelCatalog.library(of: database), "--csv", csv,
            ],
            width: 80, height: 24)
        defer { tmux.kill() }
        let screen = try tmux.waitForScreen("the two movies", timeout: .seconds(20)) {
            $0.contains("of 2") && $0.contains("Harmless Neighbour") && $0.contains("Evil")
        }
        #expect(screen.contains("Evil ^["), "ESC is shown as ^[:\n\(screen)")
        #expect(screen.contains("pwned"), "the OSC's text is shown as text")
        #expect(Self.hasTableHeader(screen), "ESC[2J did not clear the screen")
        #expect(screen.contains("Harmless Neighbour"))
        let paneTitle = try tmux.format("#{pane_title}")
        #expect(!paneTitle.contains("pwned"), "the window title was not set by the title: \(paneTitle)")

        try tmux.send("j")
        let second = try tmux.waitFor("2 of 2")
        #expect(Self.hasTableHeader(second))
        #expect(second.contains("Evil ^["))
        try tmux.send("q")
        #expect(try tmux.waitForExit() == "0")
        #expect(!(try tmux.format("#{pane_title}")).contains("pwned"))
    }

    // MARK: Errors

    @Test func aDirectoryAsTheDatabaseIsAnError() throws {
        let directory = try ReelCatalog.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (status, output) = try ReelCatalog.run(["--database", directory, "--csv", ReelCatalog.csv])
        #expect(status != 0)
        #expect(output.contains(directory), "the error names the path: \(output)")
        #expect(output.hasPrefix("reel: "), "one error line: \(output)")
    }

    @Test func aFileThatIsNotSQLiteIsAnErrorAndLeftAlone() throws {
        let directory = try ReelCatalog.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/garbage.sqlite"
        var generator = SystemRandomNumberGenerator()
        let garbage = Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) })
        try garbage.write(to: URL(fileURLWithPath: path))
        // The library is the user's, elsewhere: only the catalog's directory is looked at.
        let libraryDirectory = try ReelCatalog.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: libraryDirectory) }
        let (status, output) = try ReelCatalog.run([
            "--database", path, "--library", libraryDirectory + "/library.sqlite", "--csv", ReelCatalog.csv,
        ])
        #expect(status != 0)
        #expect(output.contains(path), "the error names the file: \(output)")
        #expect(output.hasPrefix("reel: "), "one error line: \(output)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage, "the file is unchanged byte for byte")
        let siblings = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(siblings == ["garbage.sqlite"], "no journal or WAL was left beside it: \(siblings)")
    }

    @Test func theBrowserNeedsATerminal() throws {
        let database = try ReelCatalog.freshDatabase()
        defer { ReelCatalog.remove(database) }
        let (status, output) = try ReelCatalog.run([
            "--database", database, "--library", ReelCatalog.library(of: database), "--csv", ReelCatalog.csv,
        ])
        #expect(status == 1)
        #expect(output.contains("the browser needs a terminal"), "\(output)")
    }
}
