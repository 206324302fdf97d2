/// The themes a user chooses by name (`theme = "light"` in the configuration).
public enum ThemeName: String, CaseIterable, Hashable, Sendable {
    /// Light text on a dark background (the default).
    case dark
    /// Dark text on a light background: no bright yellow or white text on the terminal's background.
    case light
    /// No colour at all: bold, reverse, underline and dim only, as `NO_COLOR` gives.
    case mono
}

extension Theme {
    /// The theme `name` gives on a terminal, honouring the user's wish for no colour.
    ///
    /// `mono` is monochrome everywhere; `dark` and `light` are their palette at the terminal's
    /// colour support, or monochrome when `NO_COLOR` is set, `arguments` holds `--no-color`, or
    /// the terminal has fewer than 8 colours (see ``resolve(palette:colorCount:environment:arguments:glyphs:)``).
    ///
    /// - Parameter name: The theme's name.
    /// - Parameter colorCount: The terminal's colour count.
    /// - Parameter environment: The process environment.
    /// - Parameter arguments: The command-line arguments.
    /// - Parameter glyphs: Unicode or ASCII glyphs.
    /// - Returns: The theme.
    public static func resolve(
        name: ThemeName, colorCount: Int, environment: [String: String], arguments: [String], glyphs: Glyphs
    ) -> Theme {
        switch name {
        case .mono: .monochrome(glyphs: glyphs)
        case .dark, .light:
            resolve(
                palette: name == .light ? .light : .dark, colorCount: colorCount, environment: environment,
                arguments: arguments, glyphs: glyphs)
        }
    }
}
