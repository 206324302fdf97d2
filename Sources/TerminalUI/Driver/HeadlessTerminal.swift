/// A ``TerminalDriver`` that renders into memory and replays scripted input, for tests.
///
/// Drawing goes through the same ``FrameDiffer`` as the ncurses driver and applies only the sent
/// runs to its ``screen``, so a test sees exactly what a terminal would, and ``lastUpdate`` tells
/// how much was sent. Input is scripted as keys or as raw bytes, which go through ``KeyDecoder``
/// as a real terminal's bytes would.
///
/// ```swift
/// let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
/// terminal.type(bytes: Array("\u{1B}[B".utf8))   // Down arrow
/// let key = try terminal.readKey(timeout: nil)   // .down
/// ```
public final class HeadlessTerminal: TerminalDriver {
    /// The current size; change it with ``resize(to:)``.
    public private(set) var size: Size
    /// The capabilities reported to the program.
    public var capabilities: TerminalCapabilities
    /// What the terminal shows: the result of applying every sent run.
    public private(set) var screen: Canvas
    /// The hardware cursor after the last frame.
    public private(set) var cursor: Cursor?
    /// What the last ``draw(_:)`` sent.
    public private(set) var lastUpdate: FrameUpdate?
    /// The number of frames drawn.
    public private(set) var frameCount = 0
    /// The texts put on the clipboard with ``setClipboard(_:)``, oldest first.
    public private(set) var clipboard: [String] = []

    private var differ = FrameDiffer()
    private var decoder = KeyDecoder()
    private var queue: [Key] = []

    /// Creates a headless terminal.
    ///
    /// - Parameter size: The screen size.
    /// - Parameter capabilities: The colors and locale to report; 256 colors and UTF-8 by default.
    /// - Parameter keys: Keys to replay, in order.
    public init(
        size: Size, capabilities: TerminalCapabilities = TerminalCapabilities(colorCount: 256, isUnicode: true),
        keys: [Key] = []
    ) {
        self.size = size
        self.capabilities = capabilities
        self.screen = Canvas(size: size)
        self.queue = keys
    }

    /// Queues keys for ``readKey(timeout:)``.
    ///
    /// - Parameter keys: The keys, in order.
    public func press(_ keys: Key...) {
        queue.append(contentsOf: keys)
    }

    /// Queues raw terminal bytes, decoded as a terminal's input (a trailing lone `ESC` counts as
    /// Escape, as it would after the escape delay).
    ///
    /// - Parameter bytes: The bytes, e.g. `Array("\u{1B}[A".utf8)`.
    public func type(bytes: [UInt8]) {
        queue.append(contentsOf: decoder.feed(bytes))
        queue.append(contentsOf: decoder.flush())
    }

    /// Changes the size and queues a ``Key/resize(_:)`` event, as a terminal's SIGWINCH would.
    ///
    /// - Parameter newSize: The new size.
    public func resize(to newSize: Size) {
        size = newSize
        screen = Canvas(size: newSize)
        queue.append(.resize(newSize))
    }

    /// The next scripted key, or `nil` when the script is exhausted (as a timeout would be).
    ///
    /// - Parameter timeout: Ignored: scripted input never waits.
    public func readKey(timeout: Duration?) throws(TerminalError) -> Key? {
        queue.isEmpty ? nil : queue.removeFirst()
    }

    /// Applies the changed cells of `canvas` to ``screen``.
    ///
    /// - Parameter canvas: The new frame; it must have the terminal's size, or it is clipped.
    /// - Throws: Never; the signature matches the protocol.
    @discardableResult
    public func draw(_ canvas: Canvas) throws(TerminalError) -> FrameUpdate {
        let update = differ.update(to: canvas)
        for run in update.runs {
            var x = run.column
            for cell in run.cells {
                if !cell.isContinuation { screen.set(cell, x: x, y: run.row) }
                x += 1
            }
        }
        screen.cursor = update.cursor
        cursor = update.cursor
        lastUpdate = update
        frameCount += 1
        return update
    }

    /// Makes the next draw repaint everything.
    public func invalidate() {
        differ.invalidate()
    }

    /// Records the text in ``clipboard``; the screen is not touched.
    ///
    /// - Parameter text: The text copied.
    public func setClipboard(_ text: String) {
        clipboard.append(text)
    }
}
