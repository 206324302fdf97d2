import CNcursesw
import TerminalUI

extension CursesTerminal {
    /// Waits for a key, a paste, a mouse event or a resize.
    ///
    /// ncurses decodes the keys its terminfo entry knows; a sequence it does not know arrives as
    /// `ESC` and its bytes, which ``KeyDecoder`` reads instead (see ``EscapeDrain``), so every named
    /// key and a bracketed paste decode whatever `TERM` says. A burst of `KEY_RESIZE` (a window
    /// being dragged) is reported once, with the final size; a key that arrives inside the burst is
    /// kept for the next call.
    ///
    /// - Parameter timeout: How long to wait; `nil` waits forever.
    /// - Returns: The key, or `nil` when the timeout passed.
    /// - Throws: Never in practice; ncurses reports no read errors apart from timeouts.
    public func readKey(timeout: Duration?) throws(TerminalError) -> Key? {
        while pending.isEmpty {
            guard let input = next(timeout: timeout) else { return nil }
            pending += keys(for: input)
        }
        return pending.removeFirst()
    }

    /// The keys one `wget_wch` result stands for: none for what the toolkit does not use, the rest
    /// of a sequence for an `ESC`.
    private func keys(for input: CursesInput) -> [Key] {
        switch input {
        case .keyCode(KEY_RESIZE):
            return coalescedResize()
        case .keyCode(KEY_MOUSE):
            return mouseEvent().map { [.mouse($0)] } ?? []
        case .keyCode(let code):
            return CursesKeyCodes.key(forCode: code).map { [$0] } ?? []
        case .character(0x1B):
            let escapeDelay = Duration.milliseconds(Int(get_escdelay()))
            let (keys, following) = EscapeDrain.read(escapeDelay: escapeDelay, resizeCode: KEY_RESIZE) {
                next(timeout: $0)
            }
            return keys + (following.map(self.keys(for:)) ?? [])
        case .character(let value):
            return CursesKeyCodes.key(forCharacter: value).map { [$0] } ?? []
        }
    }

    /// One `wget_wch`; `nil` on timeout.
    private func next(timeout: Duration?) -> CursesInput? {
        let milliseconds: Int32 =
            timeout.map { duration in
                let (seconds, attoseconds) = duration.components
                return Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
            } ?? -1
        wtimeout(reel_stdscr(), milliseconds)
        var value: wint_t = 0
        let result = wget_wch(reel_stdscr(), &value)
        switch result {
        case KEY_CODE_YES: return .keyCode(Int32(bitPattern: value))
        case OK: return .character(value)
        default: return nil
        }
    }

    /// Swallows further resizes arriving within 50 ms of each other and reports the final size,
    /// followed by the keys of what ended the burst.
    private func coalescedResize() -> [Key] {
        var after: [Key] = []
        while let input = next(timeout: .milliseconds(50)) {
            if input == .keyCode(KEY_RESIZE) { continue }
            after = keys(for: input)
            break
        }
        differ.invalidate()
        return [.resize(size)] + after
    }

    private func mouseEvent() -> MouseEvent? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        return CursesKeyCodes.mouse(state: event.bstate, x: event.x, y: event.y)
    }
}
