/// A size in terminal cells: `width` columns by `height` rows.
///
/// Negative dimensions are clamped to zero by the initializer, so a size computed from a layout
/// that ran out of room is simply empty.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The number of columns, never negative.
    public var width: Int
    /// The number of rows, never negative.
    public var height: Int

    /// Creates a size, clamping negative dimensions to zero.
    ///
    /// - Parameter width: The number of columns.
    /// - Parameter height: The number of rows.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// Whether this size is at least `minimum` in both dimensions.
    ///
    /// - Parameter minimum: The smallest acceptable size.
    public func fits(_ minimum: Size) -> Bool {
        width >= minimum.width && height >= minimum.height
    }

    /// `"WxH"`, as terminals are usually described.
    public var description: String { "\(width)x\(height)" }
}
