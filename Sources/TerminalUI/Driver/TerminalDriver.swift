/// A terminal the toolkit can draw on and read keys from: ncurses in a real terminal
/// (`CursesTerminal`) or memory in tests (``HeadlessTerminal``).
///
/// A driver is owned by one task and used from it only (ncurses is not thread-safe), so the
/// protocol does not require `Sendable`. Drivers diff each frame against the last one with
/// ``FrameDiffer`` and send only the changed cells, then place the hardware cursor where the
/// canvas asks (on the selected row, even when hidden).
public protocol TerminalDriver: AnyObject {
    /// The current size in cells.
    var size: Size { get }

    /// What the terminal can show.
    var capabilities: TerminalCapabilities { get }

    /// Waits for the next key, mouse event or resize.
    ///
    /// A burst of resizes is reported once, with the final size.
    ///
    /// - Parameter timeout: How long to wait; `nil` waits forever.
    /// - Returns: The key, or `nil` when the timeout passed with no input.
    /// - Throws: ``TerminalError`` when input cannot be read.
    func readKey(timeout: Duration?) throws(TerminalError) -> Key?

    /// Shows `canvas`: sends the cells that changed since the last frame in one update and places
    /// the cursor.
    ///
    /// - Parameter canvas: The new frame, of the driver's current size.
    /// - Returns: What was sent, for tests and benchmarks.
    /// - Throws: ``TerminalError`` when output cannot be written.
    @discardableResult
    func draw(_ canvas: Canvas) throws(TerminalError) -> FrameUpdate

    /// Makes the next ``draw(_:)`` repaint every cell (Ctrl-L, or after another program wrote
    /// to the screen).
    func invalidate()

    /// Asks the terminal to put `text` on the system clipboard.
    ///
    /// A real terminal gets the OSC 52 sequence (``ClipboardSequence/osc52(_:)``), which works over
    /// SSH and inside tmux (`set-clipboard on`); a terminal without OSC 52 ignores it, and nothing
    /// on the screen changes either way. The default does nothing, for drivers with no clipboard.
    ///
    /// - Parameter text: The text to copy.
    func setClipboard(_ text: String)
}

extension TerminalDriver {
    /// Does nothing: a driver without a clipboard loses the text, as a terminal without OSC 52 does.
    ///
    /// - Parameter text: The text that would have been copied.
    public func setClipboard(_ text: String) {}
}
