import Foundation
import TestSupport
import Testing

/// `reel keys` and `reel config`, run as a user runs them, with XDG_CONFIG_HOME in a temporary directory.
@Suite struct ConfigCommandTests {
    private func reel(_ directory: TemporaryDirectory) -> ReelProcess {
        var process = ReelProcess(directory: directory.url)
        process.environment["XDG_CONFIG_HOME"] = directory.url.appendingPathComponent("config").path
        return process
    }

    private func configFile(_ directory: TemporaryDirectory) -> String {
        directory.url.appendingPathComponent("config/reel/config.toml").path
    }

    private func write(_ text: String, to directory: TemporaryDirectory) throws {
        let file = configFile(directory)
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
    }

    @Test func pathPrintsTheXDGLocation() throws {
        let directory = try TemporaryDirectory()
        let result = try reel(directory).run("config", "--path")
        #expect(result.status == 0)
        #expect(result.output == configFile(directory) + "\n")
    }

    @Test func initWritesTheDefaultFileOnceAndForceReplacesIt() throws {
        let directory = try TemporaryDirectory()
        let process = reel(directory)
        let first = try process.run("config", "--init")
        #expect(first.status == 0, "\(first.error)")
        #expect(first.output == configFile(directory) + "\n")
        let written = try String(contentsOfFile: configFile(directory), encoding: .utf8)
        #expect(written.contains("[ui]\n"))
        #expect(written.contains("theme = \"dark\""))

        try write("[ui]\ntheme = \"mono\"\n", to: directory)
        let again = try process.run("config", "--init")
        #expect(again.status == 1)
        #expect(again.error.contains("already exists"))
        #expect(again.error.contains("--force"))
        #expect(try String(contentsOfFile: configFile(directory), encoding: .utf8) == "[ui]\ntheme = \"mono\"\n")

        let forced = try process.run("config", "--init", "--force")
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: configFile(directory), encoding: .utf8) == written)
    }

    @Test func forceWithoutInitIsAUsageError() throws {
        let directory = try TemporaryDirectory()
        let result = try reel(directory).run("config", "--force")
        #expect(result.status == 64)
        #expect(result.error.contains("--force only goes with --init"))
    }

    @Test func configChecksTheFile() throws {
        let directory = try TemporaryDirectory()
        let process = reel(directory)
        let missing = try process.run("config")
        #expect(missing.status == 0)
        #expect(missing.output.contains("no such file"))
        try write("[ui]\nmouse = false\n", to: directory)
        let valid = try process.run("config")
        #expect(valid.output == configFile(directory) + ": valid\n")
        try write("[ui]\nmouse = false\n\n[keys.movies]\nselect_nxt = [\"J\"]\n", to: directory)
        let bad = try process.run("config")
        #expect(bad.status == 1)
        #expect(
            bad.error.hasPrefix(
                "reel: \(configFile(directory)), line 5: [keys.movies] select_nxt: unknown action \"select_nxt\""))
        #expect(bad.error.split(separator: "\n").count == 1, "one message")
    }

    @Test func configReportsEveryMistakeWithItsLineAndTheNearestName() throws {
        let directory = try TemporaryDirectory()
        let process = reel(directory)
        try write(
            "[ui]\nthem = \"light\"\nmouse = \"yes\"\n\n[keys]\nquitt = \"q\"\n[keys.movies]\nlast = [\"Dwon\"]\n",
            to: directory)
        let bad = try process.run("config")
        #expect(bad.status == 1)
        let file = configFile(directory)
        let lines = bad.error.split(separator: "\n").map(String.init)
        #expect(lines.count == 5, "\(bad.error)")
        guard lines.count == 5 else { return }
        #expect(lines[0].hasPrefix("reel: \(file), line 2: [ui] them: unknown setting; did you mean \"theme\"?"))
        #expect(lines[1].hasPrefix("reel: \(file), line 3: [ui] mouse must be true or false"))
        #expect(lines[2].hasPrefix("reel: \(file), line 6: [keys] quitt: unknown action \"quitt\""))
        #expect(lines[2].contains("did you mean \"quit\"?"))
        #expect(lines[3].hasPrefix("reel: \(file), line 8: [keys.movies] last: unknown key name \"Dwon\""))
        #expect(lines[3].contains("did you mean \"Down\"?"))
        #expect(lines[4] == "reel: 4 mistakes in \(file)")
    }

    @Test func configListsEveryKeyConflictNotOnlyTheFirst() throws {
        let directory = try TemporaryDirectory()
        try write("[keys]\nquit = [\"q\"]\n\n[keys.movies]\nsort_title = [\"w\"]\n", to: directory)
        let bad = try reel(directory).run("config")
        #expect(bad.status == 1)
        let file = configFile(directory)
        let lines = bad.error.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(bad.error)")
        guard lines.count == 3 else { return }
        #expect(lines[0].hasPrefix("reel: \(file), line 2: [keys] quit: the key q is bound twice"), "\(lines[0])")
        #expect(
            lines[1].hasPrefix("reel: \(file), line 5: [keys.movies] sort_title: the key w is bound twice"),
            "\(lines[1])")
        #expect(lines[2] == "reel: 2 mistakes in \(file)")
    }

    @Test func keysPrintsTheEffectiveKeymapPerScreen() throws {
        let directory = try TemporaryDirectory()
        let process = reel(directory)
        let defaults = try process.run("keys")
        #expect(defaults.status == 0)
        #expect(defaults.error.isEmpty)
        for section in ["global", "movies", "filters", "columns", "detail", "watchlist", "stats", "help", "inspector"] {
            #expect(defaults.output.contains("[keys.\(section)]\n"), "\(section)")
        }
        #expect(defaults.output.contains("select_next = [\"Down\", \"j\"]"))

        try write(
            "[keys]\nselect_next = [\"Ctrl-n\", \"Down\"]\n[keys.movies]\nsort_budget = \"none\"\n", to: directory)
        let configured = try process.run("keys")
        #expect(configured.status == 0)
        #expect(configured.output.contains("select_next = [\"^N\", \"Down\"]"))
        #expect(!configured.output.contains("select_next = [\"Down\", \"j\"]"))
        #expect(configured.output.contains("sort_budget = \"none\""))
    }

    @Test func keysWithABadFileSaysWhyAndPrintsTheDefaults() throws {
        let directory = try TemporaryDirectory()
        let process = reel(directory)
        try write("[keys.movies]\nselect_next = [\"J\"]\nlast = [\"J\"]\n", to: directory)
        let before = FileManager.default.contents(atPath: configFile(directory))
        let result = try process.run("keys")
        #expect(result.status == 0)
        #expect(result.error.contains("line 3: [keys.movies] last: the key J is bound twice"))
        #expect(result.output.contains("select_next = [\"Down\", \"j\"]"), "the defaults")
        #expect(FileManager.default.contents(atPath: configFile(directory)) == before)
    }
}
