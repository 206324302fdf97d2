import Foundation
import Testing

/// Compares `actual` with the golden file `Golden/<name>.txt` next to the tests.
///
/// A missing golden is written and the test fails, so a new golden is always looked at once;
/// set `REEL_RECORD_GOLDEN=1` to rewrite goldens after an intended change (the test still fails).
func expectGolden(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden")
    let file = directory.appendingPathComponent("\(name).txt")
    let record = ProcessInfo.processInfo.environment["REEL_RECORD_GOLDEN"] == "1"
    guard !record, let expected = try? String(contentsOf: file, encoding: .utf8) else {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? actual.write(to: file, atomically: true, encoding: .utf8)
        Issue.record("golden \(name) recorded at \(file.path); check it and run again", sourceLocation: sourceLocation)
        return
    }
    #expect(actual == expected, "frame differs from golden \(name).txt", sourceLocation: sourceLocation)
}
