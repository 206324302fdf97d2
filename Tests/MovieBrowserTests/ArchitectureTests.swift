import Foundation
import Testing

/// MovieBrowser talks to the catalog through its repository protocols and to the terminal through
/// TerminalUI: no storage module, no SQLite, no ncurses.
@Suite struct ArchitectureTests {
    static let forbidden: Set<String> = ["MovieStore", "GRDB", "GRDBSQLite", "CNcursesw", "CursesTerminal"]

    /// Every `import` line of every Swift file under Sources/MovieBrowser, by file.
    static func imports() throws -> [(file: String, module: String)] {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/MovieBrowser")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String])
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 15)
        var result: [(file: String, module: String)] = []
        for file in files.sorted() {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ").map(String.init)
                // `import X`, `@testable import X`, `public import X`, `import struct X.Y`.
                guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
                    words[..<index].allSatisfy({
                        $0.hasPrefix("@") || ["public", "internal", "package", "private", "fileprivate"].contains($0)
                    })
                else { continue }
                let target =
                    ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(
                        words[index + 1])
                        && index + 2 < words.count ? words[index + 2] : words[index + 1]
                result.append((file, String(target.split(separator: ".")[0])))
            }
        }
        return result
    }

    @Test func movieBrowserImportsNoStorageAndNoCurses() throws {
        let imports = try Self.imports()
        #expect(imports.contains { $0.module == "TerminalUI" })
        #expect(imports.contains { $0.module == "DIContainer" })
        for (file, module) in imports where Self.forbidden.contains(module) {
            Issue.record("\(file) imports \(module)")
        }
    }

    @Test func movieBrowserImportsOnlyItsLayers() throws {
        let allowed: Set<String> = ["DIContainer", "MovieCatalog", "TerminalUI", "Synchronization", "Foundation"]
        for (file, module) in try Self.imports() where !allowed.contains(module) {
            Issue.record("\(file) imports \(module)")
        }
    }

    // MARK: Layers point one way

    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Swift files under `folder` (relative to the package), with their text.
    static func sources(under folder: String) throws -> [(file: String, text: String)] {
        let base = root.appendingPathComponent(folder)
        let files = try #require(FileManager.default.enumerator(atPath: base.path)?.allObjects as? [String])
            .filter { $0.hasSuffix(".swift") }.sorted()
        return try files.map { file in
            (folder + "/" + file, try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8))
        }
    }

    /// Whether `text` holds `word` between non-identifier characters.
    static func contains(_ text: String, word: String) -> Bool {
        var rest = Substring(text)
        while let range = rest.range(of: word) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            let isIdentifier = { (character: Character?) in character.map { $0.isLetter || $0.isNumber || $0 == "_" } }
            if isIdentifier(before) != true, isIdentifier(after) != true { return true }
            rest = text[range.upperBound...]
        }
        return false
    }

    /// The modules a file imports.
    static func importedModules(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
                words[..<index].allSatisfy({ $0.hasPrefix("@") || $0 == "public" || $0 == "internal" })
            else { return nil }
            return String(words[index + 1].split(separator: ".")[0])
        }
    }

    /// SQL and its plans are the storage's (MovieStore): the domain holds plain values only.
    @Test func theDomainHoldsNoSQL() throws {
        let files = try Self.sources(under: "Sources/MovieCatalog")
        #expect(files.count > 10)
        for (file, text) in files {
            for keyword in ["SELECT", "EXPLAIN", "INSERT", "PRAGMA", "WHERE", "NULL"]
            where Self.contains(text, word: keyword) {
                Issue.record("\(file) holds the SQL keyword \(keyword)")
            }
        }
    }

    /// A screen does not borrow from another screen's presenter: what two screens share lives in
    /// `Support/` or below.
    @Test func aScreenNamesNoOtherScreensPresenter() throws {
        let screens = try FileManager.default.contentsOfDirectory(
            atPath: Self.root.appendingPathComponent("Sources/MovieBrowser/Screens").path)
        #expect(screens.count > 5)
        for screen in screens {
            for (file, text) in try Self.sources(under: "Sources/MovieBrowser/Screens/" + screen) {
                for other in screens where other != screen && Self.contains(text, word: other + "Presenter") {
                    Issue.record("\(file) names \(other)Presenter")
                }
            }
        }
    }

    /// A view model is plain values: the presenter maps the container's snapshots to them.
    @Test func viewModelsDoNotImportTheContainer() throws {
        let viewModels = try Self.sources(under: "Sources/MovieBrowser").filter { $0.file.contains("ViewModel") }
        #expect(viewModels.count > 5)
        for (file, text) in viewModels where Self.importedModules(text).contains("DIContainer") {
            Issue.record("\(file) imports DIContainer")
        }
    }

    /// The composition root (ReelApp) is the executable's alone among the sources; the tests and the
    /// benchmarks build from it too.
    @Test func onlyTheExecutableImportsTheCompositionRoot() throws {
        let folders = try FileManager.default.contentsOfDirectory(
            atPath: Self.root.appendingPathComponent("Sources").path)
        var importers: Set<String> = []
        for folder in folders where folder != "ReelApp" {
            for (_, text) in try Self.sources(under: "Sources/" + folder)
            where Self.importedModules(text).contains("ReelApp") {
                importers.insert(folder)
            }
        }
        #expect(importers == ["reel"])
    }

    /// Other trackers' formats (LibraryExchange) are plain values in and out: the domain, CSV.swift and
    /// ZIPFoundation, never the storage, so an export is read and checked before any database opens.
    @Test func theExchangeImportsNoStorage() throws {
        let files = try Self.sources(under: "Sources/LibraryExchange")
        #expect(files.count > 5)
        let allowed: Set<String> = ["MovieCatalog", "CSV", "ZIPFoundation", "Foundation"]
        for (file, text) in files {
            for module in Self.importedModules(text) where !allowed.contains(module) {
                Issue.record("\(file) imports \(module)")
            }
        }
    }

    /// The settings sit below the browser: they yield plain values (key bindings by name, column
    /// names, a sort) that the composition root maps to the browser's types, so ReelSettings imports
    /// neither the browser nor the storage, and the package manifest gives it neither.
    @Test func theSettingsImportNoBrowserAndNoStorage() throws {
        let settings = try Self.sources(under: "Sources/ReelSettings")
        #expect(settings.count > 5)
        let below: Set<String> = ["MovieCatalog", "TerminalUI", "TOMLKit", "Foundation", "Synchronization"]
        for (file, text) in settings {
            for module in Self.importedModules(text) where !below.contains(module) {
                Issue.record("\(file) imports \(module)")
            }
        }
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        // The target's entry: the `name: "ReelSettings",` followed by its dependencies (not the product's).
        let entries = manifest.components(separatedBy: "name: \"ReelSettings\",").dropFirst()
            .map { $0.drop { $0 == " " || $0 == "\n" } }
        let entry = try #require(entries.first { $0.hasPrefix("dependencies:") }).prefix { $0 != ")" }
        #expect(entry.contains("\"MovieCatalog\""))
        #expect(!entry.contains("\"MovieBrowser\""))
        #expect(!entry.contains("\"MovieStore\""))
    }
}
