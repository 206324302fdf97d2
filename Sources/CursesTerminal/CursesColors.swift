import CNcursesw
import TerminalUI

/// Maps ``Style``s onto ncurses attributes and color pairs, allocating a pair the first time a
/// foreground/background combination is drawn.
///
/// When the terminal runs out of pairs, further combinations fall back to the default colors
/// (attributes are kept), so a theme never makes drawing fail.
struct CursesColors {
    private struct PairKey: Hashable {
        var foreground: Int16
        var background: Int16
    }

    private let colorCount: Int
    private let pairCount: Int
    private var pairs: [PairKey: Int16] = [:]

    /// Creates the mapping for a terminal.
    ///
    /// - Parameter colorCount: `COLORS`, 0 without colors.
    /// - Parameter pairCount: `COLOR_PAIRS`.
    init(colorCount: Int, pairCount: Int) {
        self.colorCount = colorCount
        self.pairCount = min(pairCount, Int(Int16.max))
    }

    /// The ncurses attributes and pair number for `style`.
    mutating func attributes(for style: Style) -> (attr_t, Int16) {
        var attributes = reel_a_normal()
        let set = style.attributes
        if set.contains(.bold) { attributes |= reel_a_bold() }
        if set.contains(.dim) { attributes |= reel_a_dim() }
        if set.contains(.underline) { attributes |= reel_a_underline() }
        if set.contains(.reverse) { attributes |= reel_a_reverse() }
        if set.contains(.italic) { attributes |= reel_a_italic() }
        guard colorCount > 0, style.hasColor else { return (attributes, 0) }
        let key = PairKey(foreground: index(style.foreground), background: index(style.background))
        if let pair = pairs[key] { return (attributes, pair) }
        let next = pairs.count + 1
        guard next < pairCount else { return (attributes, 0) }
        init_pair(Int16(next), key.foreground, key.background)
        pairs[key] = Int16(next)
        return (attributes, Int16(next))
    }

    /// The ncurses color number: -1 for the default, the palette index folded into what the
    /// terminal has.
    private func index(_ color: Color) -> Int16 {
        guard let index = color.paletteIndex else { return -1 }
        return Int16(index < colorCount ? index : index % 8)
    }
}
