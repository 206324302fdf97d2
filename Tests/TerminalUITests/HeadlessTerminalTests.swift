import Testing
import TerminalUI

@Suite struct HeadlessTerminalTests {
    @Test func rawBytesAreDecodedAsATerminalWouldSendThem() throws {
        let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
        terminal.type(bytes: Array("\u{1B}[Bq\u{1B}".utf8))
        #expect(try terminal.readKey(timeout: .milliseconds(10)) == .down)
        #expect(try terminal.readKey(timeout: nil) == .character("q"))
        #expect(try terminal.readKey(timeout: nil) == .escape)
        #expect(try terminal.readKey(timeout: .zero) == nil)
    }

    @Test func screenShowsExactlyWhatWasSent() throws {
        let terminal = HeadlessTerminal(size: Size(width: 40, height: 10))
        var canvas = Canvas(size: terminal.size)
        Fixtures.table(selected: 2).render(on: &canvas, in: canvas.bounds, theme: Theme())
        try terminal.draw(canvas)
        #expect(terminal.screen == canvas)
        #expect(terminal.cursor == Cursor(Point(x: 0, y: 3), isVisible: false), "cursor on the selected row")

        var next = Canvas(size: terminal.size)
        Fixtures.table(selected: 3).render(on: &next, in: next.bounds, theme: Theme())
        let update = try terminal.draw(next)
        #expect(update.rowsSent == 2)
        #expect(terminal.screen == next)
        #expect(terminal.frameCount == 2)
    }

    @Test func ctrlLInvalidateRepaintsEverything() throws {
        let terminal = HeadlessTerminal(size: Size(width: 20, height: 4))
        let canvas = Canvas(size: terminal.size)
        try terminal.draw(canvas)
        #expect(try terminal.draw(canvas).runs.isEmpty)
        terminal.invalidate()
        #expect(try terminal.draw(canvas).rowsSent == 4)
    }

    @Test func resizeIsAnEventCarryingTheNewSize() throws {
        let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
        terminal.resize(to: Size(width: 100, height: 30))
        #expect(try terminal.readKey(timeout: nil) == .resize(Size(width: 100, height: 30)))
        #expect(terminal.size == Size(width: 100, height: 30))
        #expect(terminal.screen.size == terminal.size)
    }
}
