import Foundation
import TestSupport
import Testing

/// Source files stay small enough to read in one sitting: none in Sources/MovieBrowser over 200
/// lines, none elsewhere in Sources over 300. DIContainer's `UnsafeCore` is exempt: its unchecked
/// code is confined there by design, next to the invariants it states.
@Suite struct FileSizeTests {
    /// The package's Sources folder.
    static let sources = TestPaths.packageRoot.appendingPathComponent("Sources")

    /// Folders under Sources whose files no limit applies to.
    static let exempt = ["DIContainer/UnsafeCore/"]

    /// The most lines a file at `path` (relative to Sources) may have, or `nil` when it is exempt.
    static func limit(of path: String) -> Int? {
        if exempt.contains(where: path.hasPrefix) { return nil }
        return path.hasPrefix("MovieBrowser/") ? 200 : 300
    }

    /// The lines of `text`, as `wc -l` counts them for a file that ends with a line break.
    static func lineCount(_ text: String) -> Int {
        let breaks = text.utf8.count { $0 == UInt8(ascii: "\n") }
        return text.isEmpty || text.hasSuffix("\n") ? breaks : breaks + 1
    }

    /// Every Swift file under Sources with its line count, by path relative to Sources.
    static func files() throws -> [(path: String, lines: Int)] {
        let paths = try #require(FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String])
        return try paths.filter { $0.hasSuffix(".swift") }.sorted().map { path in
            (path, lineCount(try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)))
        }
    }

    @Test func noSourceFileIsOverItsLimit() throws {
        let files = try Self.files()
        #expect(files.count > 300, "the scan found the source tree: \(files.count) files")
        let over = files.compactMap { file in
            Self.limit(of: file.path).flatMap { file.lines > $0 ? "Sources/\(file.path): \(file.lines) lines" : nil }
        }
        let list = over.joined(separator: "\n")
        #expect(
            over.isEmpty,
            "\(over.count) file(s) over the limit (200 lines in Sources/MovieBrowser, 300 elsewhere):\n\(list)")
    }

    @Test func theExemptFolderExistsAndHoldsTheOnlyExemptFiles() throws {
        let exempt = try Self.files().filter { Self.limit(of: $0.path) == nil }
        #expect(!exempt.isEmpty, "Sources/DIContainer/UnsafeCore is where the exemption says")
        #expect(exempt.allSatisfy { $0.path.hasPrefix("DIContainer/UnsafeCore/") }, "\(exempt.map(\.path))")
    }

    @Test func theLimitDependsOnTheTarget() {
        #expect(Self.limit(of: "MovieBrowser/Screens/Detail/DetailView.swift") == 200)
        #expect(Self.limit(of: "MovieStore/IMDb/TSVReader.swift") == 300)
        #expect(Self.limit(of: "DIContainer/Container.swift") == 300)
        #expect(Self.limit(of: "DIContainer/UnsafeCore/References.swift") == nil)
    }

    @Test func linesAreCountedAsWcCountsThem() {
        #expect(Self.lineCount("") == 0)
        #expect(Self.lineCount("one\n") == 1)
        #expect(Self.lineCount("one\ntwo") == 2)
        #expect(Self.lineCount("one\n\nthree\n") == 3)
    }
}
