import TestSupport
import Testing
import TerminalUI

/// A whole interaction on the headless terminal: raw key bytes in, a list screen redrawn after each
/// key, the final frame and the per-frame traffic asserted.
@Suite struct ScriptedSessionTests {
    @Test func keysDriveTheListAndEachMoveSendsTwoRows() throws {
        let terminal = HeadlessTerminal(size: Size(width: 40, height: 10))
        terminal.type(bytes: Array("\u{1B}[B\u{1B}OB\u{1B}[6~\u{1B}[A".utf8))
        var state = ListState()
        var sent: [Int] = []
        func frame() -> Canvas {
            var canvas = Canvas(size: terminal.size)
            TableView(columns: Fixtures.columns, rowCount: Fixtures.catalogSize, cells: Fixtures.syntheticRow)
                .render(on: &canvas, in: canvas.bounds, state: &state, theme: Theme())
            return canvas
        }
        try terminal.draw(frame())
        while let key = try terminal.readKey(timeout: .milliseconds(25)) {
            _ = state.handle(key)
            sent.append(try terminal.draw(frame()).rowsSent)
        }
        #expect(state.selected == 9, "down, down, page down (8, from the drawn viewport of 9), up")
        #expect(sent[0] == 2 && sent[1] == 2 && sent[3] == 2)
        #expect(sent[2] == 9, "page down scrolls: every data row changes, the header does not")
        #expect(terminal.screen.lines[0].hasPrefix("Title"))
        #expect(state.offset == 2)
        #expect(terminal.cursor?.position.y == 8, "the cursor follows the selection: header + (9 - 2)")
        expectGolden(terminal.screen.snapshot(), named: "session-40x10")
    }
}
