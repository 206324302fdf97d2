/// One cell of a ``Canvas``: a grapheme and its ``Style``.
///
/// A wide grapheme (CJK, emoji) occupies two cells: the first holds the grapheme with
/// ``width`` 2, the second is a *continuation* cell (``isContinuation``) that drivers skip.
///
/// A cell is a plain value with no references: the grapheme is stored inline as up to 16 bytes
/// of UTF-8, so filling, copying and diffing a 200×60 frame involves no reference counting.
/// A longer grapheme cluster (a ZWJ sequence of four or more emoji) keeps its leading scalars
/// that fit; its width is unchanged, so the layout never shifts.
public struct Cell: Hashable, Sendable {
    /// UTF-8 bytes 0–7 of the grapheme, little-endian, zero-padded.
    var low: UInt64
    /// UTF-8 bytes 8–15 of the grapheme, little-endian, zero-padded.
    var high: UInt64
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
        (low, high) = Self.encode(grapheme)
        self.width = width
        self.style = style
    }

    /// Creates a cell holding one ASCII byte, the fast path of text drawing.
    init(ascii byte: UInt8, width: UInt8 = 1, style: Style) {
        low = UInt64(byte)
        high = 0
        self.width = width
        self.style = style
    }

    /// The grapheme drawn in this cell; a space for blank and continuation cells.
    public var grapheme: Character {
        get {
            if high == 0, low < 0x80 { return Character(Unicode.Scalar(UInt8(truncatingIfNeeded: low))) }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(16)
            for word in [low, high] {
                for shift in stride(from: 0, to: 64, by: 8) {
                    let byte = UInt8(truncatingIfNeeded: word >> UInt64(shift))
                    if byte == 0 { return String(decoding: bytes, as: UTF8.self).first ?? " " }
                    bytes.append(byte)
                }
            }
            return String(decoding: bytes, as: UTF8.self).first ?? " "
        }
        set {
            (low, high) = Self.encode(newValue)
        }
    }

    /// A blank cell in `style`.
    ///
    /// - Parameter style: The style, whose background shows.
    public static func blank(_ style: Style = .plain) -> Cell {
        Cell(ascii: 0x20, style: style)
    }

    /// The right half of a wide grapheme, drawn by the cell before it.
    ///
    /// - Parameter style: The style of the wide grapheme.
    public static func continuation(_ style: Style) -> Cell {
        Cell(ascii: 0x20, width: 0, style: style)
    }

    /// Whether this cell is the right half of a wide grapheme.
    public var isContinuation: Bool { width == 0 }

    /// The UTF-8 of `grapheme` packed into two words, cut after the last whole scalar that fits.
    private static func encode(_ grapheme: Character) -> (UInt64, UInt64) {
        var words: (UInt64, UInt64) = (0, 0)
        var count = 0
        for scalar in grapheme.unicodeScalars {
            guard let bytes = UTF8.encode(scalar), count + bytes.count <= 16 else { break }
            for byte in bytes {
                if count < 8 {
                    words.0 |= UInt64(byte) << UInt64(count * 8)
                } else {
                    words.1 |= UInt64(byte) << UInt64((count - 8) * 8)
                }
                count += 1
            }
        }
        return words
    }
}
