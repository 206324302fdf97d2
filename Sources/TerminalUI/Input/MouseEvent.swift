/// A mouse action reported by the terminal: a button press or release, or a wheel step, at a cell.
public struct MouseEvent: Hashable, Sendable, CustomStringConvertible {
    /// What the mouse did.
    public enum Action: Hashable, Sendable {
        /// A button went down: 1 left, 2 middle, 3 right.
        case press(button: Int)
        /// A button came up.
        case release
        /// The wheel turned away from the user (scroll up).
        case wheelUp
        /// The wheel turned toward the user (scroll down).
        case wheelDown
    }

    /// What the mouse did.
    public var action: Action
    /// The cell under the pointer, zero-based.
    public var position: Point

    /// Creates a mouse event.
    ///
    /// - Parameter action: What the mouse did.
    /// - Parameter position: The zero-based cell under the pointer.
    public init(_ action: Action, at position: Point) {
        self.action = action
        self.position = position
    }

    /// `"click 1 at (x, y)"`, `"release at (x, y)"`, `"wheel up at (x, y)"`…
    public var description: String {
        switch action {
        case .press(let button): "click \(button) at \(position)"
        case .release: "release at \(position)"
        case .wheelUp: "wheel up at \(position)"
        case .wheelDown: "wheel down at \(position)"
        }
    }
}
