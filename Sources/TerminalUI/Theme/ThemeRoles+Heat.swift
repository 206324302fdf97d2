/// The heatmap's levels for each palette and color support (see ``Theme/heat``).
extension ThemeRoles {
    /// The six levels: no value, then the bands from lowest to highest.
    ///
    /// In color, each band is a background from red through orange and gold to green, with text
    /// that reads on it; without color, attributes from dim to bold, the shade glyphs carrying the
    /// rest.
    static func heat(palette: Theme.Palette, colorSupport: ColorSupport) -> [Style] {
        let dark = palette == .dark
        switch colorSupport {
        case .monochrome:
            return [
                Style(attributes: .dim), Style(attributes: .dim), .plain, .plain, Style(attributes: .bold),
                Style(attributes: .bold),
            ]
        case .ansi8:
            return [
                Style(foreground: dark ? .white : .black, attributes: .dim),
                Style(foreground: .white, background: .red),
                Style(foreground: .white, background: .magenta),
                Style(foreground: .black, background: .yellow),
                Style(foreground: .black, background: .green),
                Style(foreground: .white, background: .blue, attributes: .bold),
            ]
        case .ansi256:
            return [
                Style(foreground: .palette(dark ? 244 : 243), background: .palette(dark ? 236 : 254)),
                Style(foreground: .palette(231), background: .palette(dark ? 124 : 160)),
                Style(foreground: .palette(16), background: .palette(dark ? 166 : 209)),
                Style(foreground: .palette(16), background: .palette(dark ? 178 : 221)),
                Style(foreground: .palette(16), background: .palette(dark ? 71 : 114)),
                Style(foreground: .palette(231), background: .palette(dark ? 28 : 29), attributes: .bold),
            ]
        }
    }
}
