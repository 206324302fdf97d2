import Foundation
import Testing

/// TerminalUI stays pure Swift: no ncurses, no Foundation, no C library, so every screen runs on
/// the headless terminal anywhere.
@Suite struct ArchitectureTests {
    @Test func terminalUIImportsNothing() throws {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/TerminalUI")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String])
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 20)
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let imports = text.split(separator: "\n").filter {
                $0.hasPrefix("import ") || $0.contains(" import ") && $0.hasPrefix("@")
            }
            #expect(imports.isEmpty, "\(file) imports \(imports)")
        }
    }
}
