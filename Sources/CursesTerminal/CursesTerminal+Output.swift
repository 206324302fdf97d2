import CNcursesw
import TerminalUI

extension CursesTerminal {
    /// Sends the cells that changed since the last frame to ncurses' screen and updates the
    /// terminal once (`wnoutrefresh` + one `doupdate`), then places the cursor.
    ///
    /// The screen is never cleared per frame; only ``invalidate()`` asks ncurses to repaint all.
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
        let cursor =
            canvas.cursor ?? Cursor(Point(x: canvas.size.width - 1, y: canvas.size.height - 1), isVisible: false)
        wmove(screen, Int32(cursor.position.y), Int32(cursor.position.x))
        curs_set(cursor.isVisible ? 1 : 0)
        wnoutrefresh(screen)
        guard doupdate() != ERR else { throw TerminalError(.writeFailed, "doupdate returned ERR") }
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
