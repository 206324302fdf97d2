import Foundation
import TestSupport
import Testing

/// The IMDb fixture imported once per test process with `reel import --imdb DIR`.
enum IMDbCatalog {
    /// Tests/TestSupport/Data/imdb: IMDb's five datasets in their official format.
    static let directory = TestPaths.fixture("imdb")

    /// The five datasets the fixture holds; all are checked in.
    static let datasets = ["name.basics", "title.basics", "title.crew", "title.principals", "title.ratings"]

    /// The datasets missing from the fixture's folder: none in a checkout, and a missing one fails
    /// the suite rather than skipping it.
    static var missingDatasets: [String] {
        datasets.filter { !FileManager.default.fileExists(atPath: "\(directory)/\($0).tsv.gz") }
    }

    /// A database of its own with the fixture imported, or why the import failed.
    static func freshDatabase() throws -> String {
        guard missingDatasets.isEmpty else {
            throw ReelCatalog.Failure(
                description: "the checked-in IMDb fixture \(directory) lacks \(missingDatasets.joined(separator: ", "))"
            )
        }
        let database = try ReelCatalog.makeTemporaryDirectory() + "/reel.sqlite"
        let (status, output) = try ReelCatalog.run([
            "import", "--imdb", directory, "--database", database, "--library", ReelCatalog.library(of: database),
        ])
        guard status == 0 else {
            throw ReelCatalog.Failure(description: "reel import --imdb \(directory) failed (\(status)): \(output)")
        }
        return database
    }
}

/// The Person screen in the real binary over the IMDb fixture: a movie → person → movie → person
/// stack, its elided title bar, `H` back to the first screen, and memory that stays flat across
/// many such stacks.
@Suite(.serialized)
struct PersonStackEndToEndTests {
    /// The fixture is part of the checkout: were it deleted, this suite fails instead of skipping.
    @Test func theIMDbFixtureIsCheckedIn() {
        #expect(IMDbCatalog.missingDatasets.isEmpty, "missing from \(IMDbCatalog.directory)")
    }

    private func start(_ database: String, width: Int = 80, height: Int = 24) throws -> TmuxSession {
        let reel = try BuiltProducts.executable("reel")
        return try TmuxSession(
            command: [
                "env", "LC_ALL=C.UTF-8", "NO_COLOR=", "XDG_STATE_HOME=" + ReelCatalog.stateHome(of: database),
                "XDG_CONFIG_HOME=" + ReelCatalog.stateHome(of: database), reel, "--database", database, "--library",
                ReelCatalog.library(of: database), "--csv",
                ReelCatalog.csv,
            ],
            width: width, height: height)
    }

    /// The pane's lines.
    private static func lines(_ screen: String) -> [String] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Moves the selection of the focused list to the line showing `text` (and not `other`): the
    /// selected row holds the terminal's hidden cursor, so each Down or Up is sent once the cursor
    /// is hidden (no text input has focus) and has moved for the key before it.
    private func select(_ text: String, except other: String? = nil, in tmux: TmuxSession) throws {
        let matches = { (line: String) in line.contains(text) && !(other.map(line.contains) ?? false) }
        let screen = try tmux.waitForScreen("a line with \"\(text)\"") {
            Self.lines($0).dropFirst().contains(where: matches)
        }
        let lines = Self.lines(screen)
        guard let row = lines.indices.dropFirst().first(where: { matches(lines[$0]) }) else { return }
        var cursor = try settledCursor(tmux)
        while cursor != row {
            try tmux.send(row > cursor ? "Down" : "Up")
            let previous = cursor
            cursor = try settledCursor(tmux, movedFrom: previous)
        }
    }

    /// The row of the hidden cursor, once it is hidden and (with `previous`) off that row.
    private func settledCursor(_ tmux: TmuxSession, movedFrom previous: Int? = nil) throws -> Int {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(10)
        while clock.now < deadline {
            if try tmux.format("#{cursor_flag}") == "0", let row = Int(try tmux.format("#{cursor_y}")),
                row != previous
            {
                return row
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw TmuxSession.Failure(description: "the selection did not move:\n\(try tmux.capture())")
    }

    /// Waits for the movie table with no screen above it.
    @discardableResult
    private func waitForTable(_ tmux: TmuxSession) throws -> String {
        try tmux.waitForScreen("the movie table alone", timeout: .seconds(20)) { screen in
            let top = Self.lines(screen).first ?? ""
            return top.contains("Movies") && !top.contains("›") && screen.contains("Title") && screen.contains("Votes")
        }
    }

    /// The Godfather → Marlon Brando → Apocalypse Now → Francis Ford Coppola, each checked on screen;
    /// returns the last frame.
    @discardableResult
    private func buildStack(_ tmux: TmuxSession) throws -> String {
        // The table keeps its search when H comes back to it: search once.
        if !(try tmux.capture()).contains("/ godfather") {
            try tmux.send("/")
            try tmux.send("-l", "godfather")
            try tmux.waitForScreen("the search results") { $0.contains("(filtered)") && $0.contains("Part II") }
            try tmux.send("Enter")
        }
        try select("The Godfather", except: "Part", in: tmux)
        try tmux.send("Enter")
        try tmux.waitFor("Don Vito Corleone")
        try select("Marlon Brando", in: tmux)
        try tmux.send("Enter")
        try tmux.waitForScreen("Marlon Brando's screen") { $0.contains("Colonel Kurtz") && $0.contains("1924") }
        try select("Apocalypse Now", in: tmux)
        try tmux.send("Enter")
        try tmux.waitFor("Captain Willard")
        try select("Francis Ford Coppola", in: tmux)
        try tmux.send("Enter")
        return try tmux.waitForScreen("Francis Ford Coppola's screen") { screen in
            (Self.lines(screen).first ?? "").contains("› Francis Ford Coppola") && screen.contains("Director")
        }
    }

    /// The program's resident memory in kB (VmRSS of /proc/PID/status).
    private func residentKilobytes(_ tmux: TmuxSession) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(try tmux.programPID())/status", encoding: .utf8)
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        guard let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else {
            throw TmuxSession.Failure(description: "no VmRSS in /proc status: \(status)")
        }
        return kilobytes
    }

    @Test func moviePersonMoviePersonThenHBackToTheFirstScreenWithMemoryFlat() throws {
        let database = try IMDbCatalog.freshDatabase()
        let tmux = try start(database)
        defer {
            tmux.kill()
            ReelCatalog.remove(database)
        }
        try waitForTable(tmux)
        let deep = try buildStack(tmux)
        let bar = Self.lines(deep)[0]
        #expect(bar.contains("Movies › … › "), "the middle of the path is elided at 80 columns: \(bar)")
        #expect(bar.contains("Apocalypse Now › Francis Ford Coppola"), "\(bar)")
        #expect(deep.contains("Apocalypse Now") && deep.contains("The Godfather"), "his filmography: \(deep)")

        try tmux.send("H")
        try waitForTable(tmux)
        // The inspector lists the live containers: the table's, and its own; none of the stack's.
        try tmux.send("F12")
        let inspector = try tmux.waitFor("registrations")
        let containers = Self.lines(inspector).filter { $0.contains(" registrations · ") }
        #expect(containers.count == 3, "app, Movies and Inspector: \(containers)")
        #expect(!containers.contains { $0.contains("Person nm") || $0.contains("Detail #") }, "\(inspector)")
        try tmux.send("F12")
        try waitForTable(tmux)

        // Warm the caches with one more stack, then ten more must not grow the process.
        try buildStack(tmux)
        try tmux.send("H")
        try waitForTable(tmux)
        let before = try residentKilobytes(tmux)
        for _ in 0..<10 {
            try buildStack(tmux)
            try tmux.send("H")
            try waitForTable(tmux)
        }
        let after = try residentKilobytes(tmux)
        print("reel person stacks: VmRSS \(before) kB before ten stacks, \(after) kB after")
        #expect(after - before < 2_048, "ten stacks grew the process by \(after - before) kB")

        try tmux.send("q")
        #expect(try tmux.waitForExit() == "0")
    }

    @Test func aWideTerminalShowsTheCreditsBesideTheSimilarMovies() throws {
        let database = try IMDbCatalog.freshDatabase()
        let tmux = try start(database, width: 200, height: 60)
        defer {
            tmux.kill()
            ReelCatalog.remove(database)
        }
        try waitForTable(tmux)
        try buildStack(tmux)
        try tmux.send("Escape")
        let detail = try tmux.waitFor("Captain Willard")
        #expect(
            Self.lines(detail).contains { $0.contains("Credits") && $0.contains("Similar movies") },
            "the credits beside the similar movies: \(detail)")
        #expect(!detail.contains("Tab: similar movies"), "\(detail)")
        try tmux.send("Q")
        #expect(try tmux.waitForExit() == "0")
    }
}
