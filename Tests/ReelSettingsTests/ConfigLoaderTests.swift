import Foundation
import MovieBrowser
import MovieCatalog
import TerminalUI
import Testing

@testable import ReelSettings

/// config.toml: every setting read, every mistake reported once with its file, line and key, the
/// defaults used instead, and the user's file never touched.
@Suite struct ConfigLoaderTests {
    private let file = "/home/user/.config/reel/config.toml"

    private func error(_ text: String) throws -> ConfigError {
        try #require(throws: ConfigError.self) { try ConfigLoader.parse(text, file: file, vocabulary: .browser) }
    }

    // MARK: Good files

    @Test func anEmptyFileIsTheDefaults() throws {
        let config = try ConfigLoader.parse("", file: file, vocabulary: .browser)
        #expect(config.theme == .dark)
        #expect(config.mouse)
        #expect(config.columns == nil, "the browser's default set")
        #expect(config.keymaps.markdown == Keymaps.standard.markdown)
    }

    @Test func everySettingIsRead() throws {
        let config = try ConfigLoader.parse(
            """
            [ui]
            theme = "light"
            mouse = false
            columns = ["year", "title", "rating"]

            [keys]
            select_next = ["Ctrl-n", "Down"]
            quit = "Ctrl-q"

            [keys.movies]
            sort_budget = "none"
            open = ["Enter", "o"]
            """, file: file, vocabulary: .browser)
        #expect(config.theme == .light)
        #expect(!config.mouse)
        #expect(config.columns == ["year", "title", "rating"])
        #expect(config.keymaps.movies.action(for: .control("n")) == .selectNext)
        #expect(config.keymaps.watchlist.action(for: .control("n")) == .selectNext)
        #expect(config.keymaps.movies.action(for: .character("j")) == nil)
        #expect(config.keymaps.global.action(for: .control("q")) == .quit)
        #expect(config.keymaps.movies.action(for: .character("6")) == nil)
        #expect(config.keymaps.movies.action(for: .character("o")) == .open)
        #expect(config.keyBindings.count == 4)
    }

    @Test func defaultSortTakesRelevanceOrASortField() throws {
        #expect(
            try ConfigLoader.parse("", file: file, vocabulary: .browser).defaultSort == nil,
            "the browser's default: relevance")
        let votes = try ConfigLoader.parse("[ui]\ndefault_sort = \"-votes\"\n", file: file, vocabulary: .browser)
        #expect(votes.defaultSort == MovieSort(.votes, descending: true))
        let title = try ConfigLoader.parse("[ui]\ndefault_sort = \"title\"\n", file: file, vocabulary: .browser)
        #expect(title.defaultSort == .byTitle)
        let bad = try error("[ui]\ntheme = \"dark\"\ndefault_sort = \"popularity\"\n")
        #expect(bad.line == 3)
        #expect(bad.message.hasPrefix("[ui] default_sort: "), "\(bad.message)")
        let notText = try error("[ui]\ndefault_sort = 3\n")
        #expect(notText.message.contains("must be a string"), "\(notText.message)")
    }

    @Test func theDefaultFileIsTheDefaults() throws {
        let config = try ConfigLoader.parse(
            DefaultConfig.text(sections: Keymaps.sectionNames), file: file, vocabulary: .browser)
        #expect(config.theme == ReelConfig.defaults.theme)
        #expect(config.mouse == ReelConfig.defaults.mouse)
        #expect(config.columns == MovieColumn.standard.map(\.rawValue), "the browser's default set, named")
        #expect(config.defaultSort == MovieTableOrder.standard.sort)
        #expect(config.keymaps.markdown == Keymaps.standard.markdown)
        #expect(DefaultConfig.text(sections: Keymaps.sectionNames).contains("theme = \"dark\""))
    }

    @Test func theCommentedExamplesOfTheDefaultFileAreValid() throws {
        let uncommented = DefaultConfig.text(sections: Keymaps.sectionNames).split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .map { $0.wholeMatch(of: /# [a-z_]+ = .*/) != nil ? String($0.dropFirst(2)) : String($0) }
        .joined(separator: "\n")
        let config = try ConfigLoader.parse(uncommented, file: file, vocabulary: .browser)
        #expect(config.keyBindings.count == 4)
        #expect(config.keymaps.movies.action(for: .character("6")) == nil)
    }

    @Test func theKeysAsReelKeysPrintsThemReadBackToTheSameKeymaps() throws {
        let keymaps = try Keymaps.standard.applying([
            KeyOverride(screen: "movies", action: "select_next", keys: ["J", "\""]),
            KeyOverride(screen: "movies", action: "sort_budget", keys: ["none"]),
            KeyOverride(screen: "global", action: "help", keys: ["F1", "\\"]),
        ])
        let config = try ConfigLoader.parse(keymaps.tomlText, file: file, vocabulary: .browser)
        #expect(config.keymaps.markdown == keymaps.markdown)
        #expect(keymaps.tomlText.contains("select_next = [\"J\", \"\\\"\"]"))
        #expect(keymaps.tomlText.contains("sort_budget = \"none\""))
    }

    // MARK: Bad files: one message, with the line and the key

    @Test func aTOMLSyntaxErrorNamesTheLine() throws {
        let error = try error("[ui]\ntheme = \"dark\"\nmouse = tru\n")
        #expect(error.line == 3)
        #expect(error.file == file)
        #expect(error.description.hasPrefix("\(file), line 3: TOML syntax"))
        #expect(error.description.hasSuffix("reel uses the default settings"))
    }

    @Test func anUnknownScreenNamesItsSection() throws {
        let error = try error("[ui]\nmouse = true\n\n[keys.moviez]\nopen = [\"o\"]\n")
        #expect(error.line == 4)
        #expect(error.key == "keys.moviez")
        #expect(error.message.contains("unknown screen \"moviez\""))
        #expect(error.message.contains("[keys.movies]"))
    }

    @Test func anUnknownActionListsTheValidOnes() throws {
        let error = try error("[keys.movies]\nopen = [\"o\"]\nselect_nxt = [\"J\"]\n")
        #expect(error.line == 3)
        #expect(error.key == "keys.movies.select_nxt")
        #expect(error.message.contains("unknown action \"select_nxt\""))
        #expect(error.message.contains("select_next"))
    }

    @Test func anUnknownKeyNameIsNamed() throws {
        let error = try error("# my keys\n[keys]\nquit = [\"Q\", \"Ctrl-Q\", \"Hyper-x\"]\n")
        #expect(error.line == 3)
        #expect(error.key == "keys.quit")
        #expect(error.message.contains("unknown key name \"Hyper-x\""))
    }

    @Test func aKeyBoundTwiceOnOneScreenNamesBothActions() throws {
        let error = try error("[keys.movies]\nselect_next = [\"J\"]\nlast = [\"J\"]\n")
        #expect(error.line == 3)
        #expect(error.key == "keys.movies.last")
        #expect(error.message.contains("the key J is bound twice on the Movies screen (to select_next and last)"))
    }

    @Test func everyKeyBoundTwiceIsReportedOnEveryScreen() {
        let text = "[keys]\nquit = [\"q\"]\n[keys.movies]\nsort_title = [\"w\"]\n"
        let errors = ConfigLoader.check(text, file: "/tmp/config.toml", vocabulary: .browser).errors
        #expect(errors.map(\.line) == [2, 4])
        #expect(errors.map(\.key) == ["keys.quit", "keys.movies.sort_title"])
        #expect(errors.allSatisfy { $0.file == "/tmp/config.toml" })
        #expect(errors.first?.message.contains("the key q is bound twice") == true, "\(errors)")
        #expect(errors.last?.message.contains("the key w is bound twice on the Movies screen") == true, "\(errors)")
    }

    @Test func aDottedKeyIsPlacedToo() throws {
        let error = try error("keys.movies.select_nxt = [\"J\"]\n")
        #expect(error.line == 1)
        #expect(error.key == "keys.movies.select_nxt")
    }

    @Test func theFirstMistakeByLineIsReportedWithACountOfTheOthers() throws {
        let error = try error("[ui]\nmouse = \"yes\"\ntheme = \"blue\"\n")
        #expect(error.line == 2)
        #expect(error.message.contains("(and 1 more)"))
    }

    @Test func checkReportsEveryMistakeByLine() {
        let text = """
            [keys.movies]
            select_next = ["J"]
            last = ["J"]
            [ui]
            columns = ["titel", "year", "votez"]
            theme = "drak"
            [keys.movie]
            open = "o"
            [keys]
            quitt = "q"
            quit = ["Q", "Hyper-x"]
            """
        let errors = ConfigLoader.check(text, file: file, vocabulary: .browser).errors
        #expect(errors.map(\.line) == [3, 5, 5, 6, 7, 10, 11])
        #expect(
            errors.map(\.key) == [
                "keys.movies.last", "ui.columns", "ui.columns", "ui.theme", "keys.movie", "keys.quitt", "keys.quit",
            ])
        #expect(errors.count == 7)
        guard errors.count == 7 else { return }
        #expect(errors[0].message.contains("bound twice"))
        #expect(errors[1].message.contains("unknown column \"titel\"; did you mean \"title\"?"))
        #expect(errors[2].message.contains("unknown column \"votez\"; did you mean \"votes\"?"))
        #expect(errors[3].message.contains("unknown theme \"drak\"; did you mean \"dark\"?"))
        #expect(errors[4].message.contains("unknown screen \"movie\"; did you mean \"movies\"?"))
        #expect(errors[5].message.contains("unknown action \"quitt\""))
        #expect(errors[5].message.hasSuffix("did you mean \"quit\"?"))
        #expect(errors[6].message.contains("unknown key name \"Hyper-x\""))
        #expect(!errors[6].message.contains("did you mean"), "nothing is near Hyper-x")
    }

    @Test(
        arguments: [
            ("them", ["theme", "mouse", "columns"], "theme"),
            ("mose", ["theme", "mouse", "columns"], "mouse"),
            ("select_nxet", ["select_next", "select_previous"], "select_next"),
            ("PgDwn", NameSuggestion.keyNames, "PgDn"),
            ("Hyper-x", NameSuggestion.keyNames, nil),
            ("colour", ["theme", "mouse", "columns"], nil),
            ("zzz", ["ui", "keys"], nil),
        ] as [(String, [String], String?)])
    func theNearestNameIsAFewEditsAway(_ name: String, _ valid: [String], _ expected: String?) {
        #expect(NameSuggestion.nearest(to: name, in: valid) == expected)
    }

    @Test(
        arguments: [
            ("[ui]\ntheme = 3\n", 2, "ui.theme", "[ui] theme must be a string"),
            (
                "[ui]\ntheme = \"blue\"\n", 2, "ui.theme",
                "unknown theme \"blue\"; the themes are \"dark\", \"light\", \"mono\""
            ),
            ("[ui]\nmouse = \"yes\"\n", 2, "ui.mouse", "[ui] mouse must be true or false; found a string"),
            ("[ui]\ncolumns = \"title\"\n", 2, "ui.columns", "[ui] columns must be a list of column names"),
            ("[ui]\ncolumns = [\"title\", 2]\n", 2, "ui.columns", "holds column names (strings); found a integer"),
            ("[ui]\ncolumns = [\"title\", \"director\"]\n", 2, "ui.columns", "unknown column \"director\""),
            ("[ui]\ncolumns = [\"title\", \"title\"]\n", 2, "ui.columns", "\"title\" is listed twice"),
            ("[ui]\ncolumns = []\n", 2, "ui.columns", "columns is empty"),
            ("[ui]\ncolour = \"red\"\n", 2, "ui.colour", "[ui] colour: unknown setting"),
            ("ui = 3\n", 1, "ui", "ui must be a table"),
            ("[theme]\nname = \"dark\"\n", 1, "theme", "unknown setting \"theme\""),
            ("keys = \"vim\"\n", 1, "keys", "keys must be a table"),
            ("[keys]\nquit = 7\n", 2, "keys.quit", "[keys] quit must be a list of key names"),
            ("[keys.movies]\nopen = [\"o\", true]\n", 2, "keys.movies.open", "the list holds a bool"),
        ] as [(String, Int, String, String)])
    func wrongValuesAreNamed(_ text: String, _ line: Int, _ key: String, _ message: String) throws {
        let error = try error(text)
        #expect(error.line == line)
        #expect(error.key == key)
        #expect(error.message.contains(message), "\(error.message)")
    }

    // MARK: Files

    @Test func aMissingFileIsTheDefaultsWithoutAnError() {
        let outcome = ConfigLoader.load(file: "/nonexistent/reel/config.toml", vocabulary: .browser)
        #expect(!outcome.fileExists)
        #expect(outcome.error == nil)
        #expect(outcome.config.theme == .dark)
    }

    @Test func aBadFileGivesTheDefaultsAndOneErrorAndIsLeftAsItWas() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "reel-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("config.toml").path
        let bytes = Data("[ui]\ntheme = \"light\"\n[keys.movies]\nlast = [\"j\"]\n# ünïcödé\n".utf8)
        try bytes.write(to: URL(fileURLWithPath: path))
        let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        let outcome = ConfigLoader.load(file: path, vocabulary: .browser)
        #expect(outcome.fileExists)
        let error = try #require(outcome.error)
        #expect(error.file == path)
        #expect(error.line == 4)
        #expect(outcome.config.theme == .dark, "a bad file is not half-applied")
        #expect(outcome.config.keymaps.markdown == Keymaps.standard.markdown)
        #expect(FileManager.default.contents(atPath: path) == bytes)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == modified)
    }

    @Test func aFileThatIsNotTextOrNotAFileIsOneError() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "reel-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let binary = directory.appendingPathComponent("config.toml").path
        try Data([0xff, 0xfe, 0x00, 0x41]).write(to: URL(fileURLWithPath: binary))
        #expect(ConfigLoader.load(file: binary, vocabulary: .browser).error?.message == "is not UTF-8 text")
        #expect(
            ConfigLoader.load(file: directory.path, vocabulary: .browser).error?.message == "is a directory, not a file"
        )
    }
}
