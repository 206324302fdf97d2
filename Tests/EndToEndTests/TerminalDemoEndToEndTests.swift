import Foundation
import Testing

/// Runs the built `terminal-demo` inside tmux, presses keys like a user and asserts the screen,
/// including after resizes, and that the terminal is given back on quit and on SIGTERM.
@Suite(.serialized) struct TerminalDemoEndToEndTests {
    private func start(width: Int = 80, height: Int = 24) throws -> TmuxSession {
        let demo = try BuiltProducts.executable("terminal-demo")
        return try TmuxSession(command: ["env", "LC_ALL=C.UTF-8", "NO_COLOR=", demo], width: width, height: height)
    }

    @Test func listInputOverlayResizeAndQuit() throws {
        let tmux = try start()
        defer { tmux.kill() }
        // Wait for the whole first frame: tmux may be captured while the demo's output is half read.
        let first = try tmux.waitForScreen("the first frame") { $0.contains("58,788 rows") && $0.contains("1/58,788") }
        let lines = first.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count >= 24)
        #expect(lines[0].contains("terminal-demo"))
        #expect(lines[2].hasPrefix("Title"))
        #expect(lines[3].hasPrefix("Item 1 The Silent River"))
        #expect(first.contains("Decades"), "the chart panel shows at 80 columns")
        #expect(first.contains("F1 Help"), "hints come from the key map")

        try tmux.send("Down", "Down")
        try tmux.waitFor("3/58,788")
        #expect(try tmux.format("#{cursor_x},#{cursor_y}") == "0,5", "the hidden cursor sits on the selected row")
        try tmux.send("F1")
        let help = try tmux.waitFor("Esc close")
        #expect(help.contains("q: Quit"))
        let clock = ContinuousClock()
        let pressed = clock.now
        try tmux.send("Escape")
        try tmux.waitForScreen("the overlay to close") { !$0.contains("Esc close") }
        let latency = clock.now - pressed
        #expect(
            latency < .milliseconds(800),
            "a lone Esc acts after the 25 ms escape delay, not ncurses' 1 s (took \(latency))")

        try tmux.send("/", "Harbor")
        let filtered = try tmux.waitForScreen("the filtered list") {
            $0.contains("Search: Harbor") && $0.contains("1/6,299")
        }
        #expect(
            try tmux.format("#{cursor_x},#{cursor_y},#{cursor_flag}") == "14,1,1",
            "visible cursor after \"Search: Harbor\"")
        #expect(filtered.contains("Item 33 The Silent Harbor"))
        try tmux.send("Tab")
        try tmux.waitFor("terminal-demo › List")

        try tmux.resize(width: 30, height: 8)
        let small = try tmux.waitForScreen("the too-small view") {
            $0.contains("Terminal too small") && $0.contains("q to quit")
        }
        #expect(small.contains("30x8, need 40x10"))
        try tmux.resize(width: 50, height: 12)
        let medium = try tmux.waitForScreen("the list at 50x12") { $0.contains("6,299 rows") && $0.contains("1/6,299") }
        #expect(!medium.contains("Terminal too small"))
        #expect(!medium.contains("Decades"), "no room for the chart at 50 columns")
        #expect(medium.split(separator: "\n").first?.count ?? 0 <= 50)
        #expect(medium.contains("Item 33 The Silent Harbor"))

        try tmux.send("q")
        let status = try tmux.waitForExit()
        #expect(status == "0", "q quits normally")
        let after = try tmux.capture()
        #expect(!after.contains("rows"), "endwin left the alternate screen: the demo is gone from the pane")
    }

    @Test func sigtermRestoresTheTerminal() throws {
        let tmux = try start(width: 40, height: 10)
        defer { tmux.kill() }
        try tmux.waitFor("58,788 rows")
        let pid = try tmux.programPID()
        let (killed, output) = try Subprocess.run("/bin/kill", ["-TERM", pid])
        #expect(killed == 0, "kill -TERM \(pid): \(output)")
        let status = try tmux.waitForExit()
        #expect(status == "143", "ended by SIGTERM, re-raised after endwin (128 + 15)")
        let after = try tmux.capture()
        #expect(!after.contains("rows"), "the handler called endwin before the signal ended the demo")
    }
}
