/// Where the hardware cursor goes after a frame is drawn, and whether it is shown.
///
/// A list puts an invisible cursor on its selected row so that screen readers and terminal
/// magnifiers follow the selection; a text input shows it at the insertion point.
public struct Cursor: Hashable, Sendable {
    /// The cell the cursor is placed on.
    public var position: Point
    /// Whether the cursor is visible; an invisible cursor is still moved to ``position``.
    public var isVisible: Bool

    /// Creates a cursor placement.
    ///
    /// - Parameter position: The cell to place the cursor on.
    /// - Parameter isVisible: Whether to show it.
    public init(_ position: Point, isVisible: Bool) {
        self.position = position
        self.isVisible = isVisible
    }
}
