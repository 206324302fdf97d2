/// One cell of a ``Canvas``: a grapheme and its ``Style``.
///
/// A wide grapheme (CJK, emoji) occupies two cells: the first holds the grapheme with
/// ``width`` 2, the second is a *continuation* cell (``isContinuation``) that drivers skip.
public struct Cell: Hashable, Sendable {
    /// The grapheme drawn in this cell; a space for blank cells and for continuation cells.
    public var grapheme: Character
    /// The number of columns the grapheme occupies: 1 or 2; 0 for a continuation cell.
    public var width: UInt8
    /// The colors and attributes.
    public var style: Style

    /// Creates a cell.
    ///
    /// - Parameter grapheme: The grapheme to show (already measured by the caller).
    /// - Parameter width: Its display width, 1 or 2.
    /// - Parameter style: Its style.
    public init(_ grapheme: Character, width: UInt8 = 1, style: Style = .plain) {
        self.grapheme = grapheme
        self.width = width
        self.style = style
    }

    /// A blank cell in `style`.
    ///
    /// - Parameter style: The style, whose background shows.
    public static func blank(_ style: Style = .plain) -> Cell {
        Cell(" ", width: 1, style: style)
    }

    /// The right half of a wide grapheme, drawn by the cell before it.
    ///
    /// - Parameter style: The style of the wide grapheme.
    public static func continuation(_ style: Style) -> Cell {
        Cell(" ", width: 0, style: style)
    }

    /// Whether this cell is the right half of a wide grapheme.
    public var isContinuation: Bool { width == 0 }
}
