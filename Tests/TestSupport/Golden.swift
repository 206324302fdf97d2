import Foundation
import Testing

/// Compares `actual` with the golden file `Golden/<name>.txt` of the calling test target
/// (`Tests/<Target>/Golden/`, found from the calling test file's path).
///
/// A missing golden is written and the test fails, so a new golden is always looked at once;
/// set `REEL_RECORD_GOLDEN=1` to rewrite goldens after an intended change (the test still fails).
///
/// - Parameters:
///   - actual: The frame, as text.
///   - name: The golden's name, without `.txt`.
///   - filePath: The calling test file; its test target's folder holds `Golden/`.
///   - sourceLocation: Where a mismatch is reported.
public func expectGolden(
    _ actual: String, named name: String, filePath: StaticString = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let directory = TestPaths.targetDirectory(of: "\(filePath)").appendingPathComponent("Golden")
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
