import TerminalUI

extension ListState {
    /// Handles the one list input no keymap binds: the mouse wheel.
    ///
    /// The arrows, pages, Home and End reach a list through its screen's keymap only, so a key
    /// configuration that rebinds or unbinds them is obeyed (``ListState/handle(_:)`` would take
    /// them whatever the keymap says).
    ///
    /// - Parameter key: The key.
    /// - Returns: Whether it was a wheel step, now applied.
    mutating func handleWheel(_ key: Key) -> Bool {
        guard case .mouse(let event) = key, event.action == .wheelUp || event.action == .wheelDown else {
            return false
        }
        return handle(key)
    }
}
