import CNcursesw
import Glibc
import Synchronization
import TerminalUI

/// The ncursesw ``TerminalDriver``: wide characters, colors, mouse, and a terminal that is always
/// given back to the shell.
///
/// Only one `CursesTerminal` can be open at a time, and it is not `Sendable`: the task that opens
/// it makes every ncurses call, since ncurses is not thread-safe. Opening sets the locale from the
/// environment (`setlocale(LC_ALL, "")`) before ncurses starts, sets a 25 ms escape delay unless
/// `ESCDELAY` is set, turns bracketed paste on (a paste arrives as one ``Key/paste(_:)``), and
/// installs handlers that turn it off and call `endwin` on exit, on SIGINT/SIGTERM and on the
/// signals of a crash before letting the signal proceed; on SIGTSTP it is off until the program
/// continues.
///
/// ```swift
/// try CursesTerminal.run { terminal in
///     var canvas = Canvas(size: terminal.size)
///     canvas.draw("Hello", at: .zero, maxWidth: 5, style: .plain)
///     try terminal.draw(canvas)
///     _ = try terminal.readKey(timeout: nil)
/// }
/// ```
public final class CursesTerminal: TerminalDriver {
    private static let isOpen = Atomic<Bool>(false)

    /// What the terminal can show, measured when it was opened.
    public let capabilities: TerminalCapabilities
    var differ = FrameDiffer()
    var colors: CursesColors
    var pending: [Key] = []
    var needsClear = false
    /// Clipboard sequences waiting for the next frame's output.
    var pendingOutput: [String] = []
    private var isClosed = false

    /// Opens the terminal: locale, ncurses, colors, keypad, bracketed paste, mouse and the restore
    /// handlers.
    ///
    /// - Parameter mouse: Whether to report mouse clicks and the wheel (the terminal's own text
    ///   selection then needs Shift).
    /// - Parameter controlKeys: Whether Ctrl-C, Ctrl-Z and Ctrl-\\ arrive as keys (raw mode) instead
    ///   of signals, so a program can quit cleanly on Ctrl-C. A SIGINT sent by `kill` still
    ///   restores the terminal.
    /// - Throws: ``TerminalError`` when another `CursesTerminal` is open or the terminal cannot be
    ///   opened (not a tty, unknown `TERM`).
    public init(mouse: Bool = true, controlKeys: Bool = false) throws(TerminalError) {
        guard Self.isOpen.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
        else { throw TerminalError(.setupFailed, "a CursesTerminal is already open") }
        setlocale(LC_ALL, "")
        guard reel_newterm() != nil else {
            Self.isOpen.store(false, ordering: .releasing)
            let term = getenv("TERM").map { String(cString: $0) } ?? "(unset)"
            throw TerminalError(.setupFailed, "newterm failed: not a terminal, or no terminfo for TERM=\(term)")
        }
        reel_install_restore_handlers()
        if getenv("ESCDELAY") == nil { set_escdelay(25) }
        if controlKeys { raw() } else { cbreak() }
        noecho()
        nonl()
        intrflush(reel_stdscr(), false)
        keypad(reel_stdscr(), true)
        reel_bracketed_paste_on()
        if has_colors() {
            start_color()
            use_default_colors()
        }
        if mouse {
            mousemask(reel_mouse_all(), nil)
            mouseinterval(0)
        }
        capabilities = TerminalCapabilities(
            colorCount: has_colors() ? Int(reel_colors()) : 0,
            isUnicode: reel_locale_is_utf8() != 0)
        colors = CursesColors(colorCount: capabilities.colorCount, pairCount: Int(reel_color_pairs()))
    }

    deinit {
        close()
    }

    /// Opens a terminal, runs `body` with it and closes it, also when `body` throws.
    ///
    /// - Parameter mouse: Whether to report mouse events.
    /// - Parameter body: The program's interaction with the terminal.
    /// - Returns: What `body` returns.
    /// - Throws: ``TerminalError`` when the terminal cannot be opened, or what `body` throws.
    public static func run<T>(mouse: Bool = true, _ body: (CursesTerminal) throws -> T) throws -> T {
        let terminal = try CursesTerminal(mouse: mouse)
        defer { terminal.close() }
        return try body(terminal)
    }

    /// Gives the terminal back: turns bracketed paste off, ends curses mode (`endwin`) and removes
    /// the signal handlers.
    /// Calling it again does nothing.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        reel_restore_terminal()
        reel_remove_restore_handlers()
        Self.isOpen.store(false, ordering: .releasing)
    }

    /// The current size, as ncurses last measured it (updated on resize).
    public var size: Size {
        var rows: Int32 = 0
        var columns: Int32 = 0
        reel_getmaxyx(reel_stdscr(), &rows, &columns)
        return Size(width: Int(columns), height: Int(rows))
    }

    /// Makes the next draw repaint the whole screen, clearing what other programs wrote (Ctrl-L).
    public func invalidate() {
        differ.invalidate()
        needsClear = true
    }
}
