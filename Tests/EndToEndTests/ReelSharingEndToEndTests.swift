import Foundation
import Testing

/// The built browser inside tmux: `y` reaches tmux's paste buffer through OSC 52, the watchlist's
/// export writes a file that reads back as Letterboxd's CSV, Compare and the filtered Stats show.
@Suite(.serialized) struct ReelSharingEndToEndTests {
    /// Starts the browser over a fresh catalog, with its exports, state and configuration under `dataHome`.
    private func start(dataHome: String, width: Int = 80, height: Int = 24) throws -> (TmuxSession, String) {
        let reel = try BuiltProducts.executable("reel")
        let database = try ReelCatalog.freshDatabase()
        let tmux = try TmuxSession(
            command: [
                // The exports, the session state and the configuration all stay in the test's directory,
                // so no run restores the screens another one saved.
                "env", "LC_ALL=C.UTF-8", "NO_COLOR=", "XDG_DATA_HOME=\(dataHome)", "XDG_STATE_HOME=\(dataHome)/state",
                "XDG_CONFIG_HOME=\(dataHome)/config", reel, "--database", database, "--library",
                ReelCatalog.library(of: database), "--csv", ReelCatalog.csv,
            ],
            width: width, height: height)
        try tmux.waitForScreen("the movie table", timeout: .seconds(20)) { $0.contains("1 of 58,788") }
        return (tmux, database)
    }

    /// Searches `text`, sorts by votes (most first) and waits for `title` on the selected row.
    private func find(_ tmux: TmuxSession, _ text: String, first title: String) throws {
        try tmux.send("/")
        try tmux.send("-l", text)
        try tmux.waitFor("(filtered)")
        try tmux.send("Enter", "5")
        try tmux.waitForScreen("\(title) first") { screen in
            screen.split(separator: "\n").dropFirst(3).first { $0.contains("Votes") == false }?.contains(title) == true
        }
    }

    @Test func yCopiesThroughOSC52IntoTmuxsBuffer() throws {
        let home = try ReelCatalog.makeTemporaryDirectory()
        let (tmux, database) = try start(dataHome: home)
        defer {
            tmux.kill()
            ReelCatalog.remove(database)
            try? FileManager.default.removeItem(atPath: home)
        }
        try tmux.run(["set-option", "-s", "set-clipboard", "on"])
        try find(tmux, "the godfather", first: "The Godfather")
        try tmux.send("y")
        let screen = try tmux.waitFor("Copied “The Godfather (1972)”")
        #expect(screen.contains("The Godfather: Part II"), "the screen is intact around the sequence")
        try tmux.waitForScreen("tmux's buffer") { _ in
            (try? tmux.run(["show-buffer"])) == "The Godfather (1972)"
        }
        try tmux.send("Y")
        try tmux.waitFor("Copied “20545”")
        try tmux.waitForScreen("the id in tmux's buffer") { _ in (try? tmux.run(["show-buffer"])) == "20545" }
        try tmux.send("Q")
        #expect(try tmux.waitForExit() == "0")
    }

    @Test func exportFromTheWatchlistThenReadTheFileBack() throws {
        let home = try ReelCatalog.makeTemporaryDirectory()
        let (tmux, database) = try start(dataHome: home, width: 160, height: 30)
        defer {
            tmux.kill()
            ReelCatalog.remove(database)
            try? FileManager.default.removeItem(atPath: home)
        }
        try find(tmux, "the godfather", first: "The Godfather")
        try tmux.send("Enter")
        try tmux.waitFor("The Godfather (1972)")
        try tmux.send("0", "e")
        try tmux.send("-l", "with Dad, at \"Christmas\"")
        try tmux.send("Enter")
        try tmux.waitFor("note saved")
        try tmux.send("W")
        try tmux.waitFor("1 on the watchlist · 2 h 55 min")
        try tmux.send("e")
        try tmux.waitFor("Export the watchlist")
        try tmux.send("j", "j", "Enter")
        let screen = try tmux.waitFor("wrote ")
        let exports = home + "/reel/exports"
        let files = try FileManager.default.contentsOfDirectory(atPath: exports)
        #expect(files.count == 1, "one file, no temporary left: \(files)")
        let file = try #require(files.first)
        #expect(file.hasPrefix("watchlist-letterboxd-") && file.hasSuffix(".csv"))
        #expect(screen.contains("wrote \(exports)/\(file)"), "the status bar shows the path")
        let text = try String(contentsOfFile: exports + "/" + file, encoding: .utf8)
        #expect(
            text == "imdbID,Title,Year,Rating10,Review\n,The Godfather,1972,10,\"with Dad, at \"\"Christmas\"\"\"\n")
        try tmux.send("Q")
        #expect(try tmux.waitForExit() == "0")
    }

    @Test func compareAndTheStatsOfASearch() throws {
        let home = try ReelCatalog.makeTemporaryDirectory()
        let (tmux, database) = try start(dataHome: home)
        defer {
            tmux.kill()
            ReelCatalog.remove(database)
            try? FileManager.default.removeItem(atPath: home)
        }
        try find(tmux, "the godfather", first: "The Godfather")
        try tmux.send("m", "Down", "m")
        try tmux.waitFor("M compares the two")
        try tmux.send("M")
        let compare = try tmux.waitFor("Votes by stars (% of voters)")
        #expect(compare.contains("The Godfather vs The Godfather: Part II"))
        #expect(compare.contains("122,755") && compare.contains("71,363"))
        try tmux.send("Escape", "S")
        let stats = try tmux.waitFor("Movies per genre")
        #expect(stats.contains("Stats of “the godfather”"))
        #expect(stats.contains("5 movies, 1972–1990"), "the header counts the search's movies")
        // Enter on the first decade (the 1970s) filters the table by it and goes back.
        try tmux.send("Enter")
        // A frame reaches tmux in several reads: wait for its last rows too.
        let table = try tmux.waitForScreen("the table filtered by a decade") {
            $0.contains("Filters:") && !$0.contains("Part III") && !$0.contains("Movies per")
        }
        #expect(table.contains("1 of 4 (filtered)"))
        #expect(table.contains(" 1970s "))
        #expect(!table.contains("Part III"), "1990 is not in the 1970s")
        try tmux.send("Q")
        #expect(try tmux.waitForExit() == "0")
    }
}
