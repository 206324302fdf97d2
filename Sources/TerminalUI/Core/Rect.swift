/// A rectangle of cells: an origin and a size. Widgets draw inside the rectangle they are given.
///
/// Layout helpers cut rectangles into rows and columns; every helper clamps, so a layout that runs
/// out of room yields empty rectangles instead of negative ones.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left cell.
    public var origin: Point
    /// The number of columns and rows.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    ///
    /// - Parameter origin: The top-left cell.
    /// - Parameter size: The extent in columns and rows.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates.
    ///
    /// - Parameter x: The left column.
    /// - Parameter y: The top row.
    /// - Parameter width: The number of columns (clamped to zero).
    /// - Parameter height: The number of rows (clamped to zero).
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The left column.
    public var x: Int { origin.x }
    /// The top row.
    public var y: Int { origin.y }
    /// The number of columns.
    public var width: Int { size.width }
    /// The number of rows.
    public var height: Int { size.height }
    /// The column just past the right edge.
    public var maxX: Int { origin.x + size.width }
    /// The row just past the bottom edge.
    public var maxY: Int { origin.y + size.height }
    /// Whether the rectangle has no cells.
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// Whether `point` lies inside the rectangle.
    ///
    /// - Parameter point: The cell to test.
    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// The rectangle shrunk by `amount` cells on every side.
    ///
    /// - Parameter amount: The number of cells to remove from each edge.
    public func inset(by amount: Int) -> Rect {
        Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }

    /// The single row at `offset` from the top, or an empty rectangle when it is outside.
    ///
    /// - Parameter offset: The zero-based row inside this rectangle.
    public func row(_ offset: Int) -> Rect {
        guard offset >= 0, offset < height else { return Rect(x: x, y: y, width: 0, height: 0) }
        return Rect(x: x, y: y + offset, width: width, height: 1)
    }

    /// Splits off `count` rows from the top: the first rectangle has them, the second the rest.
    ///
    /// - Parameter count: The number of rows wanted on top (clamped to the height).
    public func splitTop(_ count: Int) -> (top: Rect, rest: Rect) {
        let n = min(max(0, count), height)
        return (Rect(x: x, y: y, width: width, height: n), Rect(x: x, y: y + n, width: width, height: height - n))
    }

    /// Splits off `count` rows from the bottom: the first rectangle has the rest, the second them.
    ///
    /// - Parameter count: The number of rows wanted at the bottom (clamped to the height).
    public func splitBottom(_ count: Int) -> (rest: Rect, bottom: Rect) {
        let n = min(max(0, count), height)
        return (Rect(x: x, y: y, width: width, height: height - n), Rect(x: x, y: maxY - n, width: width, height: n))
    }

    /// Splits off `count` columns from the left: the first rectangle has them, the second the rest.
    ///
    /// - Parameter count: The number of columns wanted on the left (clamped to the width).
    public func splitLeft(_ count: Int) -> (left: Rect, rest: Rect) {
        let n = min(max(0, count), width)
        return (Rect(x: x, y: y, width: n, height: height), Rect(x: x + n, y: y, width: width - n, height: height))
    }

    /// A rectangle of `size` centered in this one (clamped to fit).
    ///
    /// - Parameter size: The wanted size.
    public func centered(_ size: Size) -> Rect {
        let w = min(size.width, width)
        let h = min(size.height, height)
        return Rect(x: x + (width - w) / 2, y: y + (height - h) / 2, width: w, height: h)
    }

    /// `"(x, y) WxH"`.
    public var description: String { "\(origin) \(size)" }
}
