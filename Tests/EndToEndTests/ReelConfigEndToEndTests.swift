import Foundation
import Testing

/// The built `reel` browser with a config.toml (XDG_CONFIG_HOME in a temporary directory), driven in
/// tmux: rebound and unbound keys, a bad file that still starts, and the mouse switch.
@Suite(.serialized) struct ReelConfigEndToEndTests {
    /// A browser over a fresh catalog with `config` as its config.toml; the caller kills the session
    /// and removes the directories.
    private func start(config: String?) throws -> (tmux: TmuxSession, database: String, home: String) {
        let reel = try BuiltProducts.executable("reel")
        let database = try ReelCatalog.freshDatabase()
        let home = try ReelCatalog.makeTemporaryDirectory()
        if let config {
            try FileManager.default.createDirectory(atPath: home + "/reel", withIntermediateDirectories: true)
            try config.write(toFile: home + "/reel/config.toml", atomically: true, encoding: .utf8)
        }
        let tmux = try TmuxSession(
            command: [
                "env", "LC_ALL=C.UTF-8", "NO_COLOR=", "XDG_CONFIG_HOME=\(home)",
                "XDG_STATE_HOME=" + ReelCatalog.stateHome(of: database), reel, "--database", database, "--library",
                ReelCatalog.library(of: database), "--csv",
                ReelCatalog.csv,
            ],
            width: 80, height: 24)
        return (tmux, database, home)
    }

    private func stop(_ session: (tmux: TmuxSession, database: String, home: String)) {
        session.tmux.kill()
        ReelCatalog.remove(session.database)
        try? FileManager.default.removeItem(atPath: session.home)
    }

    /// A left click on the cell (`x`, `y`), zero-based, as an xterm reports it to a program that
    /// asked for mouse reports (press, then release); tmux passes it on as typed.
    private func click(_ tmux: TmuxSession, x: Int, y: Int) throws {
        func report(_ button: Int) -> String {
            "\u{1B}[M" + String(UnicodeScalar(UInt8(32 + button))) + String(UnicodeScalar(UInt8(33 + x)))
                + String(UnicodeScalar(UInt8(33 + y)))
        }
        try tmux.send("-l", report(0))
        try tmux.send("-l", report(3))
    }

    /// One step of the wheel (`up` or down) over the cell (`x`, `y`), as xterm reports it.
    private func wheel(_ tmux: TmuxSession, up: Bool, x: Int, y: Int) throws {
        let code = 32 + 64 + (up ? 0 : 1)
        try tmux.send(
            "-l",
            "\u{1B}[M" + String(UnicodeScalar(UInt8(code))) + String(UnicodeScalar(UInt8(33 + x)))
                + String(UnicodeScalar(UInt8(33 + y))))
    }

    @Test func reboundAndUnboundKeysOnTheRealBinary() throws {
        let session = try start(
            config: """
                [keys.movies]
                select_next = ["J"]
                sort_rating = "none"
                """)
        defer { stop(session) }
        let tmux = session.tmux
        // The whole first frame: the hint bar is drawn after the rows, so wait for it too.
        let first = try tmux.waitForScreen("the first frame with its hint bar", timeout: .seconds(20)) { screen in
            screen.contains("1 of 58,788") && screen.split(separator: "\n").last?.contains("Open") == true
        }
        let hints = try #require(first.split(separator: "\n").last)
        #expect(hints.contains("Enter Open"))
        // j is no longer select_next and 4 no longer sorts: only the J after them moves, once.
        try tmux.send("j")
        try tmux.send("4")
        try tmux.send("J")
        let screen = try tmux.waitFor("2 of 58,788")
        #expect(screen.contains("· most voted"), "still in the default order")
        #expect(!screen.contains("Rating ▼"))
        // The help lists J for select_next (filtered: the global keys come first, above the fold).
        try tmux.send("F1")
        try tmux.waitFor("Everywhere")
        try tmux.send("/")
        for character in "next movie" { try tmux.send(character == " " ? "Space" : String(character)) }
        let help = try tmux.waitFor("Select the next movie")
        let line = try #require(help.split(separator: "\n").first { $0.contains("Select the next movie") })
        #expect(line.contains("J"))
        #expect(!line.contains("Down"))
        try tmux.send("Enter")  // the filter box lets go of the keys
        try tmux.send("Q")
        #expect(try tmux.waitForExit() == "0")
    }

    @Test func aBadConfigIsOneMessageAndTheDefaults() throws {
        let session = try start(
            config: """
                [keys.movies]
                select_next = ["J"]
                last = ["J"]
                """)
        defer { stop(session) }
        let tmux = session.tmux
        // A frame reaches tmux in several writes: wait for the status line itself, not only the title.
        let message = "config.toml line 3: [keys.movies] last: the key J is bound twice"
        let screen = try tmux.waitForScreen("the config message in the status bar", timeout: .seconds(20)) {
            $0.contains("1 of 58,788") && $0.contains(message)
        }
        let status = try #require(screen.split(separator: "\n").last)
        #expect(status.contains(message), "the message is in the status bar, the last line")
        try tmux.send("j")
        try tmux.waitFor("2 of 58,788")
        try tmux.send("Q")
        #expect(try tmux.waitForExit() == "0")
        let file = try String(contentsOfFile: session.home + "/reel/config.toml", encoding: .utf8)
        #expect(file == "[keys.movies]\nselect_next = [\"J\"]\nlast = [\"J\"]", "the file is left as it was")
    }

    @Test func aClickSelectsWithTheMouseOn() throws {
        let session = try start(config: nil)
        defer { stop(session) }
        let tmux = session.tmux
        try tmux.waitFor("1 of 58,788", timeout: .seconds(20))
        #expect(try tmux.format("#{mouse_any_flag}") == "1", "reel asked the terminal for mouse reports")
        // Row 7 of the screen is the fifth movie (title bar, search box, header above it).
        try click(tmux, x: 10, y: 7)
        try tmux.waitFor("5 of 58,788")
        try tmux.send("Q")
        #expect(try tmux.waitForExit() == "0")
    }

    @Test func theWheelScrollsTheTableThreeRowsAStep() throws {
        let session = try start(config: nil)
        defer { stop(session) }
        let tmux = session.tmux
        // The table's first row is screen row 3 (title bar, search box and header above it); sorted
        // by title (1), the catalog starts "$", "$1000 a Touchdown", "$21 a Day Once a Month", "$40,000".
        func firstRow(_ screen: String) -> String {
            screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(3).first.map {
                String($0.dropFirst(2).prefix(34)).trimmingCharacters(in: .whitespaces)
            } ?? ""
        }
        try tmux.waitFor("1 of 58,788", timeout: .seconds(20))
        try tmux.send("1")
        try tmux.waitForScreen("the first rows by title") { $0.contains("Title ▲") && $0.contains("$40,000") }
        try wheel(tmux, up: false, x: 10, y: 8)
        let scrolled = try tmux.waitForScreen("a wheel step down") { firstRow($0) == "$40,000" }
        #expect(!scrolled.contains("$1000 a Touchdown"), "three rows went out of view")
        try wheel(tmux, up: true, x: 10, y: 8)
        try tmux.waitForScreen("a wheel step up") { firstRow($0) == "$" }
        try tmux.send("Q")
        #expect(try tmux.waitForExit() == "0")
    }

    @Test func aClickDoesNothingWithTheMouseOff() throws {
        let session = try start(config: "[ui]\nmouse = false\n")
        defer { stop(session) }
        let tmux = session.tmux
        try tmux.waitFor("1 of 58,788", timeout: .seconds(20))
        #expect(try tmux.format("#{mouse_any_flag}") == "0", "the terminal keeps the mouse for text selection")
        try click(tmux, x: 10, y: 7)
        try tmux.send("j")
        // Had the click selected the fifth movie, j would show 6.
        let screen = try tmux.waitFor("2 of 58,788")
        #expect(!screen.contains("6 of 58,788"))
        try tmux.send("Q")
        #expect(try tmux.waitForExit() == "0")
    }
}
