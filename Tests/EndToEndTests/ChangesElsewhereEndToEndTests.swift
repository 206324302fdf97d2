import Foundation
import Testing

/// Two `reel` processes over one catalog: what the command line writes to the watchlist shows in the
/// open browser without a key, and `w` then does what the row shows.
@Suite(.serialized) struct ChangesElsewhereEndToEndTests {
    @Test func aWatchlistAddFromAnotherShellMarksTheRowAndWRemovesIt() throws {
        let reel = try BuiltProducts.executable("reel")
        let home = try ReelCatalog.makeTemporaryDirectory()
        let database = try ReelCatalog.freshDatabase()
        let tmux = try TmuxSession(
            command: [
                "env", "LC_ALL=C.UTF-8", "NO_COLOR=", "XDG_DATA_HOME=\(home)", "XDG_STATE_HOME=\(home)/state",
                "XDG_CONFIG_HOME=\(home)/config", reel, "--database", database, "--library",
                ReelCatalog.library(of: database), "--csv", ReelCatalog.csv,
            ], width: 80, height: 24)
        defer {
            tmux.kill()
            ReelCatalog.remove(database)
            try? FileManager.default.removeItem(atPath: home)
        }
        try tmux.waitForScreen("the movie table", timeout: .seconds(20)) { $0.contains("1 of 58,788") }
        try tmux.send("/")
        try tmux.send("-l", "star wars")
        try tmux.waitFor("(filtered)")
        try tmux.send("Enter", "5")
        let starWarsRow = { (screen: String) in
            screen.split(separator: "\n").first { $0.contains("Star Wars ") && $0.contains("1977") }.map(String.init)
        }
        try tmux.waitForScreen("Star Wars first") { starWarsRow($0)?.hasPrefix("  Star Wars") == true }
        let (status, output) = try Subprocess.run(
            reel, ["watchlist", "add", "48908", "--database", database, "--library", ReelCatalog.library(of: database)])
        #expect(status == 0, "\(output)")
        // No key is sent: the browser sees the other process's commit while it waits.
        try tmux.waitForScreen("the mark of the addition", timeout: .seconds(5)) {
            starWarsRow($0)?.hasPrefix("• Star Wars") == true
        }
        try tmux.send("w")
        try tmux.waitFor("removed from the watchlist: Star Wars")
        let (listed, list) = try Subprocess.run(
            reel, ["watchlist", "list", "--database", database, "--library", ReelCatalog.library(of: database)])
        #expect(listed == 0)
        #expect(!list.contains("Star Wars"), "\(list)")
        try tmux.send("Q")
        #expect(try tmux.waitForExit() == "0")
    }
}
