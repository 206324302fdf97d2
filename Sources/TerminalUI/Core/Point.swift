/// A cell position on the screen: column `x`, row `y`, both zero-based from the top-left corner.
///
/// Positions outside a canvas are allowed; drawing there is clipped.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The zero-based column.
    public var x: Int
    /// The zero-based row.
    public var y: Int

    /// Creates a position.
    ///
    /// - Parameter x: The zero-based column.
    /// - Parameter y: The zero-based row.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The top-left corner, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// `"(x, y)"`.
    public var description: String { "(\(x), \(y))" }
}
