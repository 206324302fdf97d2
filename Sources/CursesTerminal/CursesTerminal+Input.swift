import CNcursesw
import TerminalUI

extension CursesTerminal {
    /// Waits for a key, a mouse event or a resize.
    ///
    /// A burst of `KEY_RESIZE` (a window being dragged) is reported once, with the final size;
    /// a key that arrives inside the burst is kept for the next call.
    ///
    /// - Parameter timeout: How long to wait; `nil` waits forever.
    /// - Returns: The key, or `nil` when the timeout passed.
    /// - Throws: Never in practice; ncurses reports no read errors apart from timeouts.
    public func readKey(timeout: Duration?) throws(TerminalError) -> Key? {
        if !pending.isEmpty { return pending.removeFirst() }
        while true {
            guard let (code, isFunctionKey) = next(timeout: timeout) else { return nil }
            if isFunctionKey, code == KEY_RESIZE { return coalescedResize() }
            if isFunctionKey, code == KEY_MOUSE {
                if let event = mouseEvent() { return .mouse(event) }
                continue
            }
            let key =
                isFunctionKey
                ? CursesKeyCodes.key(forCode: code) : CursesKeyCodes.key(forCharacter: UInt32(bitPattern: code))
            if let key { return key }
        }
    }

    /// One `wget_wch`: the value and whether it is a function-key code; `nil` on timeout.
    private func next(timeout: Duration?) -> (Int32, Bool)? {
        let milliseconds: Int32 =
            timeout.map { duration in
                let (seconds, attoseconds) = duration.components
                return Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
            } ?? -1
        wtimeout(reel_stdscr(), milliseconds)
        var value: wint_t = 0
        let result = wget_wch(reel_stdscr(), &value)
        switch result {
        case KEY_CODE_YES: return (Int32(bitPattern: value), true)
        case OK: return (Int32(bitPattern: value), false)
        default: return nil
        }
    }

    /// Swallows further resizes arriving within 50 ms of each other and reports the final size.
    private func coalescedResize() -> Key {
        while let (code, isFunctionKey) = next(timeout: .milliseconds(50)) {
            if isFunctionKey, code == KEY_RESIZE { continue }
            let key =
                isFunctionKey
                ? CursesKeyCodes.key(forCode: code) : CursesKeyCodes.key(forCharacter: UInt32(bitPattern: code))
            if let key { pending.append(key) }
            break
        }
        differ.invalidate()
        return .resize(size)
    }

    private func mouseEvent() -> MouseEvent? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        return CursesKeyCodes.mouse(state: event.bstate, x: event.x, y: event.y)
    }
}
