import Foundation
import Testing

/// Pastes and named keys in the real binary inside tmux, under the `TERM`s people set there: a
/// paste goes into the field and runs nothing, and every named key does its one thing, including
/// under `xterm-256color`, whose terminfo does not list tmux's `ESC [1~` and `ESC [4~`.
@Suite(.serialized) struct KeysAndPasteEndToEndTests {
    /// The title bar of the table at its first movie and at its last, in the opening order.
    private static let first = "1 of 58,788 · most voted"
    private static let last = "58,788 of 58,788 · most voted"

    private func start(_ database: String, term: String = "xterm-256color") throws -> TmuxSession {
        let reel = try BuiltProducts.executable("reel")
        let tmux = try TmuxSession(
            command: [
                "env", "TERM=\(term)", "LC_ALL=C.UTF-8", "NO_COLOR=",
                "XDG_STATE_HOME=" + ReelCatalog.stateHome(of: database),
                "XDG_CONFIG_HOME=" + ReelCatalog.stateHome(of: database), reel, "--database", database, "--library",
                ReelCatalog.library(of: database), "--csv",
                ReelCatalog.csv,
            ],
            width: 80, height: 24)
        try waitForTitle(Self.first, in: tmux, timeout: .seconds(20))
        return tmux
    }

    /// Waits for the title bar (the first line) to show `title`, the frame settled; returns the screen.
    @discardableResult
    private func waitForTitle(
        _ title: String, in tmux: TmuxSession, timeout: Duration = .seconds(10)
    ) throws -> String {
        try tmux.waitForSettledScreen("the title bar \"\(title)\"", timeout: timeout) { screen in
            (screen.split(separator: "\n").first ?? "").hasSuffix(title)
        }
    }

    /// Puts `text` in a tmux buffer and pastes it as a terminal does: bracketed when the program
    /// asked for it, and with each line break sent as a carriage return.
    private func paste(_ text: String, in tmux: TmuxSession) throws {
        try tmux.run(["set-buffer", "-b", "reel-test", "--", text])
        try tmux.run(["paste-buffer", "-p", "-b", "reel-test", "-t", "t"])
    }

    /// Opens Casablanca's detail from a search.
    private func openCasablanca(in tmux: TmuxSession) throws {
        try tmux.send("/")
        try tmux.send("-l", "casablanca")
        try tmux.waitForScreen("the results for casablanca") { $0.contains("(filtered)") && $0.contains("Casablanca") }
        try tmux.send("Enter")
        try tmux.send("Enter")
        try tmux.waitForScreen("the detail of Casablanca") { $0.contains("Movies › Casablanca") }
    }

    @Test func aPasteInTheSearchBoxStaysInTheBox() throws {
        let database = try ReelCatalog.freshDatabase()
        defer { ReelCatalog.remove(database) }
        let tmux = try start(database)
        defer { tmux.kill() }
        try tmux.send("/")
        try paste("taxi\nQuentin", in: tmux)
        let screen = try tmux.waitForSettledScreen("the pasted search") { $0.contains("/ taxi Quentin") }
        #expect(try tmux.format("#{pane_dead}") == "0", "the Q after the line break did not quit")
        #expect(screen.contains("(filtered)"), "the search runs on the pasted text")
        try tmux.send("-l", "!")
        try tmux.waitFor("/ taxi Quentin!")
        try tmux.send("Escape")
        try waitForTitle(Self.first, in: tmux)
        try tmux.send("q")
        #expect(try tmux.waitForExit() == "0")
    }

    @Test func aPasteInTheNoteEditorIsTheNoteAndNothingElse() throws {
        let database = try ReelCatalog.freshDatabase()
        defer { ReelCatalog.remove(database) }
        let tmux = try start(database)
        defer { tmux.kill() }
        try openCasablanca(in: tmux)
        try tmux.send("e")
        try tmux.waitFor("Enter saves, Esc cancels")
        try paste("Loved it.\nMy score: 9", in: tmux)
        try tmux.waitFor("Loved it. My score: 9")
        try tmux.send("Enter")
        try tmux.waitFor("note saved")
        // Outside a field a paste does nothing: no rating (9), no watchlist toggle (w), no editor (e).
        // Keys are read in order: the paste is handled before the Q that ends reel.
        try paste("9w\ne", in: tmux)
        try tmux.send("Q")
        #expect(try tmux.waitForExit() == "0")
        let watchlist = try ReelCatalog.watchlist(database)
        #expect(watchlist.count == 1, "\(watchlist)")
        let entry = try #require(watchlist.first)
        #expect(entry["movieId"] as? Int == 8882)
        #expect(entry["note"] as? String == "Loved it. My score: 9")
        #expect(entry["personalRating"] as? Int == nil, "the 9 was not a rating: \(entry)")
    }

    @Test(arguments: ["xterm-256color", "screen-256color", "tmux-256color"])
    func everyNamedKeyDoesItsOneThing(term: String) throws {
        let database = try ReelCatalog.freshDatabase()
        defer { ReelCatalog.remove(database) }
        let tmux = try start(database, term: term)
        defer { tmux.kill() }
        // Moves: the selection goes, the order stays.
        for (key, title) in [
            ("End", Self.last), ("Home", Self.first), ("C-End", Self.last), ("C-Home", Self.first),
            ("S-End", Self.last), ("M-Home", Self.first),
        ] {
            try tmux.send(key)
            try waitForTitle(title, in: tmux)
        }
        try tmux.send("NPage")
        try tmux.waitForSettledScreen("a page down") { screen in
            let title = screen.split(separator: "\n").first ?? ""
            return title.hasSuffix("of 58,788 · most voted") && !title.hasSuffix(Self.first)
        }
        try tmux.send("PPage")
        try waitForTitle(Self.first, in: tmux)
        try tmux.send("C-NPage")
        try tmux.waitForScreen("a page down with Ctrl") {
            !($0.split(separator: "\n").first ?? "").hasSuffix(Self.first)
        }
        try tmux.send("C-PPage")
        try waitForTitle(Self.first, in: tmux)

        // Keys the table does not use change nothing: the screen after `j` is the same screen.
        try tmux.send("j")
        let second = try waitForTitle("2 of 58,788 · most voted", in: tmux)
        try tmux.send("k")
        try waitForTitle(Self.first, in: tmux)
        for key in ["IC", "DC", "F2", "F3", "F4", "F5", "F6", "F7", "F8", "F9", "F10", "F11", "C-DC", "S-F3", "C-F5"] {
            try tmux.send(key)
            try tmux.send("j")
            let screen = try waitForTitle("2 of 58,788 · most voted", in: tmux)
            #expect(screen == second, "\(key) under \(term) changed the screen:\n\(screen)")
            try tmux.send("k")
            try waitForTitle(Self.first, in: tmux)
        }
        // F1 and F12 open their overlays.
        try tmux.send("F1")
        try tmux.waitFor("Open the selected movie's detail")
        try tmux.send("Escape")
        try waitForTitle(Self.first, in: tmux)
        try tmux.send("F12")
        try tmux.waitFor("Containers")
        try tmux.send("Escape")
        try waitForTitle(Self.first, in: tmux)

        // In the note editor, Home and End move the cursor and keep the edit; nothing is rated.
        try openCasablanca(in: tmux)
        try tmux.send("e")
        try tmux.send("-l", "abc")
        try tmux.waitFor("abc")
        try tmux.send("End")
        try tmux.send("-l", "Y")
        try tmux.send("Home")
        try tmux.send("-l", "X")
        try tmux.send("C-End")
        try tmux.send("-l", "Z")
        try tmux.waitFor("XabcYZ")
        try tmux.send("Enter")
        try tmux.waitFor("note saved")
        try tmux.send("Q")
        #expect(try tmux.waitForExit() == "0")
        let watchlist = try ReelCatalog.watchlist(database)
        #expect(watchlist.count == 1)
        #expect(watchlist.first?["note"] as? String == "XabcYZ", "\(watchlist)")
        #expect(watchlist.first?["personalRating"] as? Int == nil, "End and Home rated nothing: \(watchlist)")
    }

    @Test func bracketedPasteIsOnWhileReelRunsAndOffAtExitAndOnSuspend() throws {
        let database = try ReelCatalog.freshDatabase()
        defer { ReelCatalog.remove(database) }
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("reel-paste-\(UInt32.random(in: 0...UInt32.max)).out").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let tmux = try start(database)
        defer { tmux.kill() }
        // From here on, every byte the program writes to the pane is appended to `output`.
        try tmux.run(["pipe-pane", "-O", "-t", "t", "cat >> '\(output)'"])
        let pid = try tmux.programPID()
        #expect(try Subprocess.run("/bin/kill", ["-TSTP", pid]).status == 0)
        try waitForOutput(output, containing: ["\u{1B}[?2004l"])
        #expect(try Subprocess.run("/bin/kill", ["-CONT", pid]).status == 0)
        try waitForOutput(output, containing: ["\u{1B}[?2004l", "\u{1B}[?2004h"])
        try tmux.send("j")
        try waitForTitle("2 of 58,788 · most voted", in: tmux)
        try tmux.send("Q")
        #expect(try tmux.waitForExit() == "0")
        try waitForOutput(output, containing: ["\u{1B}[?2004l", "\u{1B}[?2004h", "\u{1B}[?2004l"])
    }

    /// Polls `path` until it holds `sequences` in this order.
    private func waitForOutput(_ path: String, containing sequences: [String]) throws {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(10)
        var text = ""
        while clock.now < deadline {
            text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            var rest = Substring(text)
            let found = sequences.allSatisfy { sequence in
                guard let range = rest.range(of: sequence) else { return false }
                rest = rest[range.upperBound...]
                return true
            }
            if found { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw TmuxSession.Failure(
            description:
                "the output never held \(sequences.map(\.debugDescription)): \(text.suffix(400).debugDescription)")
    }
}
