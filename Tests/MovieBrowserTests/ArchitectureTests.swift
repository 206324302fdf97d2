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
}
