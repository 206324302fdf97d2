import CNcursesw
import TerminalUI

extension CursesTerminal {
    /// Sends the cells that changed since the last frame to ncurses' screen and updates the
    /// terminal once (`wnoutrefresh` + one `doupdate`), then places the cursor.
    ///
    /// The screen is never cleared per frame; only ``invalidate()`` asks ncurses to repaint all.
    /// The frame's output is wrapped in synchronized output (``synchronizedUpdateBegin`` and
    /// ``synchronizedUpdateEnd``), so a terminal that supports it shows the frame whole even though
    /// ncurses writes it in several `write()` calls.
    ///
    /// - Parameter canvas: The new frame, of the terminal's current size.
    /// - Returns: What was sent.
    /// - Throws: ``TerminalError`` when `doupdate` fails.
    @discardableResult
    public func draw(_ canvas: Canvas) throws(TerminalError) -> FrameUpdate {
        let screen = reel_stdscr()
        let update = differ.update(to: canvas)
        if needsClear {
            clearok(reel_curscr(), true)
            needsClear = false
        }
        var character = cchar_t()
        for run in update.runs {
            var x = run.column
            for cell in run.cells {
                defer { x += 1 }
                if cell.isContinuation { continue }
                let (attributes, pair) = colors.attributes(for: cell.style)
                var wide = Array(cell.grapheme.unicodeScalars.prefix(4).map { wchar_t(bitPattern: $0.value) })
                wide.append(0)
                setcchar(&character, wide, attributes, pair, nil)
                wmove(screen, Int32(run.row), Int32(x))
                wadd_wch(screen, &character)
            }
        }
        // Begun before `curs_set`, which writes at once, so the cursor's change is part of the frame.
        try writeSequence(Self.synchronizedUpdateBegin)
        let cursor =
            canvas.cursor ?? Cursor(Point(x: canvas.size.width - 1, y: canvas.size.height - 1), isVisible: false)
        wmove(screen, Int32(cursor.position.y), Int32(cursor.position.x))
        curs_set(cursor.isVisible ? 1 : 0)
        wnoutrefresh(screen)
        let updated = doupdate()
        // Ended even when `doupdate` failed: a terminal left in the mode would stop showing output.
        try writeSequence(Self.synchronizedUpdateEnd)
        guard updated != ERR else { throw TerminalError(.writeFailed, "doupdate returned ERR") }
        // Sequences that are not cells (the clipboard) go out once `doupdate` has written and
        // flushed the whole frame, so they never split one of its sequences; they change nothing
        // on the screen, and ncurses' idea of it stays right.
        for sequence in pendingOutput {
            var bytes = Array(sequence.utf8)
            guard reel_write_sequence(&bytes, bytes.count) == 0 else {
                pendingOutput.removeAll()
                throw TerminalError(.writeFailed, "writing the clipboard sequence failed")
            }
        }
        pendingOutput.removeAll()
        return update
    }
}

extension CursesTerminal {
    /// Begins a synchronized update (DEC private mode 2026): the terminal holds what follows until
    /// ``synchronizedUpdateEnd`` and then shows it at once. Terminals without the mode (tmux before
    /// 3.4, the Linux console) ignore it, as they ignore every private mode they do not know.
    public static let synchronizedUpdateBegin = "\u{1B}[?2026h"
    /// Ends a synchronized update: the terminal shows the frame written since
    /// ``synchronizedUpdateBegin``.
    public static let synchronizedUpdateEnd = "\u{1B}[?2026l"

    /// Writes a sequence that is not cells straight to the terminal, after what ncurses buffered.
    private func writeSequence(_ sequence: String) throws(TerminalError) {
        var bytes = Array(sequence.utf8)
        guard reel_write_sequence(&bytes, bytes.count) == 0 else {
            throw TerminalError(.writeFailed, "writing \(sequence.debugDescription) failed")
        }
    }

    /// Puts `text` on the clipboard with OSC 52, sent right after the next frame.
    ///
    /// Inside tmux the sequence reaches tmux, which keeps it as a paste buffer and passes it on to
    /// the outer terminal when `set-clipboard` is `on`; a terminal without OSC 52 ignores it.
    ///
    /// - Parameter text: The text to copy.
    public func setClipboard(_ text: String) {
        pendingOutput.append(ClipboardSequence.osc52(text))
    }
}
