import Foundation
import Testing

/// What `terminal-demo` writes to its terminal, read raw with tmux's `pipe-pane`: every frame is
/// one synchronized update (DEC private mode 2026), so a terminal that supports it never shows a
/// frame half drawn although ncurses writes it in several `write()` calls.
@Suite(.serialized) struct SynchronizedOutputEndToEndTests {
    static let begin = "\u{1B}[?2026h"
    static let end = "\u{1B}[?2026l"

    @Test func eachFrameIsWrappedInASynchronizedUpdate() throws {
        let demo = try BuiltProducts.executable("terminal-demo")
        let tmux = try TmuxSession(command: ["env", "LC_ALL=C.UTF-8", "NO_COLOR=", demo], width: 80, height: 24)
        defer { tmux.kill() }
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("reel-sync-\(UInt32.random(in: 0...UInt32.max)).out").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        try tmux.waitFor("1/58,788")
        // From here on, every byte the program writes to the pane is appended to `output`.
        try tmux.run(["pipe-pane", "-O", "-t", "t", "cat >> '\(output)'"])
        try tmux.send("Down", "Down")
        try tmux.waitFor("3/58,788")
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(10)
        var text = ""
        // The pipe may lag the screen: wait until the frame that selected item 3 is in the file
        // (frames send only what changed: the selected row, the counter's digit).
        while clock.now < deadline {
            text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
            if text.contains("Item 3 The Hidden River"), text.hasSuffix(Self.end) { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(
            text.contains("Item 3 The Hidden River"), "the frames after Down reached the pipe: \(text.debugDescription)"
        )
        let begins = text.components(separatedBy: Self.begin).count - 1
        let ends = text.components(separatedBy: Self.end).count - 1
        #expect(begins >= 2, "one update per key press at least")
        #expect(begins == ends)
        // Outside the updates there is nothing: every drawn byte is inside begin … end.
        var outside = ""
        var rest = Substring(text)
        while let start = rest.range(of: Self.begin) {
            outside += rest[..<start.lowerBound]
            guard let stop = rest[start.upperBound...].range(of: Self.end) else {
                Issue.record("an update is not ended: \(rest.debugDescription)")
                return
            }
            #expect(!rest[start.upperBound..<stop.lowerBound].contains(Self.begin), "updates do not nest")
            rest = rest[stop.upperBound...]
        }
        outside += rest
        #expect(outside.isEmpty, "written outside an update: \(outside.debugDescription)")
        try tmux.send("q")
        _ = try tmux.waitForExit()
    }
}
