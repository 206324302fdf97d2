import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The user's library through the browser: a list made and filled with keys shows its progress
/// move when a viewing is logged, and a catalog nobody may write is browsed while every change goes
/// to the library.
@Suite(.serialized) struct LibraryEndToEndTests {
    @Test func loggingAViewingMovesTheProgressOfAListMadeWithKeys() throws {
        let database = try ReelCatalog.freshDatabase()
        let library = ReelCatalog.library(of: database)
        let tmux = try start(database: database, library: library, home: ReelCatalog.stateHome(of: database))
        defer {
            tmux.kill()
            ReelCatalog.remove(database)
        }
        try waitForTable(tmux)
        try makeList("Space", tmux)

        try tmux.send("/")
        try tmux.send("-l", "star wars")
        try tmux.waitFor("(filtered)")
        try tmux.send("Enter")
        try tmux.waitForScreen("Star Wars first") { Self.rows($0).first?.hasPrefix("  Star Wars  ") == true }
        try addToList("Star Wars (1977)", tmux, status: "Added to Space · seen 0 of 1")
        try tmux.send("Down")
        try addToList(
            "Star Wars: Episode V - The Empire Strikes Back (1980)", tmux, status: "Added to Space · seen 0 of 2")

        try tmux.send("L")
        try tmux.waitFor("seen 0 of 2")
        try tmux.send("Enter")
        let before = try tmux.waitForSettledScreen("the list") { $0.contains("Movies › Lists › Space") }
        let barBefore = try #require(Self.line(containing: "seen 0 of 2", in: before), "\(before)")
        #expect(!barBefore.contains("█"), "nothing seen yet fills no part of the bar: \(barBefore)")

        try tmux.send("Enter")
        try tmux.waitFor("Similar movies")
        try tmux.send("l")
        try tmux.waitFor("┌ Log a viewing · Star Wars (1977)")
        try tmux.send("8")
        try tmux.waitForScreen("the rating typed") { Self.line(containing: "★★★★ │", in: $0) != nil }
        try tmux.send("Enter")
        try tmux.waitFor("Logged Star Wars (1977) on ")
        try tmux.send("Escape")
        let after = try tmux.waitForSettledScreen("the list again") { $0.contains("seen 1 of 2") }
        let barAfter = try #require(Self.line(containing: "seen 1 of 2", in: after))
        #expect(barAfter.contains("█"), "one of two seen fills part of the bar: \(barAfter)")
        #expect(barAfter.count(where: { $0 == "█" }) * 2 <= barAfter.count(where: { $0 == "█" || $0 == "─" }) + 1)
        #expect(Self.line(containing: "Star Wars  ", in: after)?.hasPrefix("✓") == true, "\(after)")

        try tmux.send("Q")
        #expect(try tmux.waitForExit() == "0")
        let shown = try Self.listJSON("Space", database: database, library: library)
        #expect(shown["seen"] as? Int == 1)
        #expect(shown["total"] as? Int == 2)
        let entries = try #require(shown["entries"] as? [[String: Any]])
        #expect(entries.map { $0["movieId"] as? Int } == [48908, 48911])
        #expect(entries.map { $0["seen"] as? Bool } == [true, false])
    }

    @Test(.enabled(if: getuid() != 0, "root writes into read-only files and directories"))
    func aReadOnlyCatalogIsBrowsedWhileTheLibraryTakesEveryChange() throws {
        let source = try ReelCatalog.freshDatabase()
        let home = try ReelCatalog.makeTemporaryDirectory()
        let shared = try ReelCatalog.makeTemporaryDirectory()
        let database = shared + "/catalog.sqlite"
        try FileManager.default.copyItem(atPath: source, toPath: database)
        ReelCatalog.remove(source)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: database)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: shared)
        let library = home + "/library.sqlite"
        let tmux = try start(database: database, library: library, home: home)
        defer {
            tmux.kill()
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: shared)
            try? FileManager.default.removeItem(atPath: shared)
            try? FileManager.default.removeItem(atPath: home)
        }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: database))
        try waitForTable(tmux)

        try tmux.send("/")
        try tmux.send("-l", "godfather")
        try tmux.waitFor("(filtered)")
        try tmux.send("Enter")
        try tmux.waitForScreen("The Godfather first") { Self.rows($0).first?.hasPrefix("  The Godfather  ") == true }
        try tmux.send("Enter")
        try tmux.waitFor("Similar movies")
        try tmux.send("l")
        try tmux.waitFor("┌ Log a viewing · The Godfather (1972)")
        try tmux.send("9")
        try tmux.send("Enter")
        try tmux.waitFor("Logged The Godfather (1972) on ")
        try tmux.send("w")
        try tmux.waitFor("added to the watchlist")
        try tmux.send("Escape")
        try waitForTable(tmux, position: "(filtered)")
        try makeList("Crime", tmux)
        try tmux.send("Q")
        #expect(try tmux.waitForExit() == "0")

        #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == bytes, "the catalog's bytes changed")
        #expect(try FileManager.default.contentsOfDirectory(atPath: shared) == ["catalog.sqlite"])
        let reel = try BuiltProducts.executable("reel")
        let files = ["--database", database, "--library", library]
        let diary = try Subprocess.run(reel, ["diary"] + files)
        #expect(diary.output.contains("The Godfather (1972)"), "\(diary.output)")
        let watchlist = try Subprocess.run(reel, ["watchlist", "list"] + files)
        #expect(watchlist.output.contains("The Godfather"), "\(watchlist.output)")
        let crime = try Self.listJSON("Crime", database: database, library: library)
        #expect(crime["total"] as? Int == 0)
    }

    /// Root writes into read-only files, so as root the test above skips and this one runs it as
    /// `nobody` through `runuser`, when the build can be read by `nobody`.
    @Test(.enabled(if: getuid() == 0 && AsNobody.canRunTests, "needs root, runuser and a build nobody can read"))
    func aReadOnlyCatalogIsBrowsedAsNobody() throws {
        let (status, output) = try AsNobody.runTests(
            matching: "aReadOnlyCatalogIsBrowsedWhileTheLibraryTakesEveryChange")
        #expect(status == 0, "\(output)")
        #expect(output.contains("aReadOnlyCatalogIsBrowsedWhileTheLibraryTakesEveryChange() passed"), "\(output)")
    }

    /// Starts the browser over `database` and `library`, its state and settings under `home`.
    private func start(database: String, library: String, home: String) throws -> TmuxSession {
        let reel = try BuiltProducts.executable("reel")
        return try TmuxSession(
            command: [
                "env", "LC_ALL=C.UTF-8", "NO_COLOR=", "XDG_DATA_HOME=\(home)", "XDG_STATE_HOME=\(home)/state",
                "XDG_CONFIG_HOME=\(home)/config", reel, "--database", database, "--library", library, "--csv",
                ReelCatalog.csv,
            ], width: 80, height: 24)
    }

    /// Waits for the movie table at `position` with no screen over it.
    private func waitForTable(_ tmux: TmuxSession, position: String = "1 of 58,788") throws {
        try tmux.waitForScreen("the movie table at \(position)", timeout: .seconds(20)) { screen in
            let top = screen.split(separator: "\n").first ?? ""
            return top.hasPrefix(" Movies ") && !top.contains("›") && top.contains(position)
                && screen.contains("  Title ")
        }
    }

    /// From the movie table: opens the lists, makes a plain unranked list named `name` and comes back.
    private func makeList(_ name: String, _ tmux: TmuxSession) throws {
        try tmux.send("L")
        try tmux.waitFor("Movies › Lists")
        try tmux.send("n")
        try tmux.waitFor("Name of the new list:")
        try tmux.send("-l", name)
        try tmux.send("Enter")
        try tmux.waitFor("Smart query (empty for a plain list):")
        try tmux.send("Enter")
        try tmux.waitFor("Is “\(name)” ranked")
        try tmux.send("n")
        try tmux.waitFor("made the list “\(name)”")
        try tmux.send("Escape")
        try tmux.waitForScreen("the lists closed") { !$0.contains("Movies › Lists") }
    }

    /// Adds the selected movie, `title`, to the only list with `a` and closes the dialog.
    private func addToList(_ title: String, _ tmux: TmuxSession, status: String) throws {
        try tmux.send("a")
        try tmux.waitFor("│ \(title) ")
        try tmux.send("Enter")
        try tmux.waitFor(status)
        try tmux.send("Escape")
        try tmux.waitForScreen("the dialog closed") { !$0.contains("┌ Add to a list") }
    }

    /// The table's rows: the lines below its header.
    private static func rows(_ screen: String) -> [String] {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let header = lines.firstIndex(where: { $0.hasPrefix("  Title ") }) else { return [] }
        return Array(lines[(header + 1)...])
    }

    private static func line(containing text: String, in screen: String) -> String? {
        screen.split(separator: "\n").first { $0.contains(text) }.map(String.init)
    }

    /// `reel list show NAME --json` over `database` and `library`.
    private static func listJSON(_ name: String, database: String, library: String) throws -> [String: Any] {
        let (status, output) = try Subprocess.run(
            try BuiltProducts.executable("reel"),
            ["list", "show", name, "--json", "--database", database, "--library", library])
        try #require(status == 0, "\(output)")
        return try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any], "\(output)")
    }
}

/// This test bundle run again as the user `nobody` through `runuser`, for what root cannot test.
enum AsNobody {
    static let runuser = "/usr/sbin/runuser"

    /// The running test bundle.
    static var bundle: String? { try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") }

    /// Whether `runuser` is there and `nobody` can run the bundle and read the catalog CSV.
    static let canRunTests: Bool = {
        guard FileManager.default.isExecutableFile(atPath: runuser), let bundle else { return false }
        let probe = try? Subprocess.run(
            runuser, ["-u", "nobody", "--", "sh", "-c", "test -x \"$0\" && test -r \"$1\"", bundle, ReelCatalog.csv])
        return probe?.status == 0
    }()

    /// Runs the swift-testing tests whose names match `filter` as `nobody`, with `/tmp` as its home.
    static func runTests(matching filter: String) throws -> (status: Int32, output: String) {
        guard let bundle else { throw ReelCatalog.Failure(description: "no /proc/self/exe") }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return try Subprocess.run(
            runuser,
            [
                "-u", "nobody", "--", "env", "HOME=/tmp", "TMPDIR=/tmp", "PATH=\(path)", "NO_COLOR=1", bundle,
                "--testing-library", "swift-testing", "--filter", filter,
            ])
    }
}
