/// The styles of every role widgets draw, plus the glyph set; one value switches a whole screen
/// between dark and light, 256, 8 or no colors, Unicode or ASCII.
///
/// Backgrounds of ordinary text stay ``Color/default`` so the user's terminal background shows
/// (drivers call `use_default_colors()`). Monochrome themes use attributes only, so every role stays
/// distinguishable without color.
///
/// ```swift
/// let theme = Theme.resolve(
///     palette: .dark, colorCount: 256, environment: ["NO_COLOR": "1"], arguments: [], glyphs: .unicode)
/// // theme.colorSupport == .monochrome
/// ```
public struct Theme: Hashable, Sendable {
    /// The two palettes.
    public enum Palette: String, Hashable, Sendable {
        /// Light text on a dark background.
        case dark
        /// Dark text on a light background.
        case light
    }

    /// The palette the styles come from.
    public var palette: Palette
    /// The colors the styles use.
    public var colorSupport: ColorSupport
    /// Unicode or ASCII glyphs.
    public var glyphs: Glyphs

    /// Ordinary text.
    public var normal: Style
    /// Secondary text: column headers' rules, labels, empty-state text.
    public var muted: Style
    /// The title bar.
    public var title: Style
    /// Column headers.
    public var header: Style
    /// The selected row of a focused list.
    public var selection: Style
    /// The selected row of a list without focus.
    public var inactiveSelection: Style
    /// The status/hint bar.
    public var status: Style
    /// A key name inside the hint bar.
    public var hintKey: Style
    /// A text input's field.
    public var input: Style
    /// The body of a modal overlay.
    public var overlay: Style
    /// The border and title of a modal overlay.
    public var overlayBorder: Style
    /// Chart bars and sparklines.
    public var bar: Style
    /// The scrollbar's track and thumb.
    public var scrollbar: Style
    /// Warnings, such as the "terminal too small" message.
    public var warning: Style
    /// The levels of a heatmap's cells, from "no value" (index 0) through the lowest band (1) to the
    /// highest (``heatLevels`` − 1): backgrounds from red to green in color, attributes alone in
    /// monochrome, where a ``HeatmapGrid`` adds a shade glyph to each cell.
    public var heat: [Style]

    /// The number of heatmap levels a theme styles: no value and five bands.
    public static let heatLevels = 6

    /// The theme for a terminal, honouring the user's wish for no color.
    ///
    /// Colors are dropped when `NO_COLOR` is set to a non-empty value (see no-color.org), when
    /// `arguments` contains `--no-color`, or when the terminal reports fewer than 8 colors.
    ///
    /// - Parameter palette: Dark or light.
    /// - Parameter colorCount: The terminal's color count.
    /// - Parameter environment: The process environment.
    /// - Parameter arguments: The command-line arguments.
    /// - Parameter glyphs: Unicode or ASCII glyphs (see ``Glyphs/forLocale(_:)``).
    public static func resolve(
        palette: Palette, colorCount: Int, environment: [String: String], arguments: [String], glyphs: Glyphs
    ) -> Theme {
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty || arguments.contains("--no-color")
        let support = noColor ? .monochrome : ColorSupport(colorCount: colorCount)
        return Theme(palette: palette, colorSupport: support, glyphs: glyphs)
    }

    /// Creates the theme of a palette at a color support level.
    ///
    /// - Parameter palette: Dark or light.
    /// - Parameter colorSupport: The colors the styles may use.
    /// - Parameter glyphs: Unicode or ASCII glyphs.
    public init(palette: Palette = .dark, colorSupport: ColorSupport = .ansi256, glyphs: Glyphs = .unicode) {
        self.palette = palette
        self.colorSupport = colorSupport
        self.glyphs = glyphs
        let roles = ThemeRoles.make(palette: palette, colorSupport: colorSupport)
        normal = roles.normal
        muted = roles.muted
        title = roles.title
        header = roles.header
        selection = roles.selection
        inactiveSelection = roles.inactiveSelection
        status = roles.status
        hintKey = roles.hintKey
        input = roles.input
        overlay = roles.overlay
        overlayBorder = roles.overlayBorder
        bar = roles.bar
        scrollbar = roles.scrollbar
        warning = roles.warning
        heat = ThemeRoles.heat(palette: palette, colorSupport: colorSupport)
    }

    /// The style of heatmap level `level`, clamped to the levels the theme has.
    ///
    /// - Parameter level: 0 for no value, 1 to ``heatLevels`` − 1 from lowest to highest.
    public func heat(_ level: Int) -> Style {
        heat.isEmpty ? normal : heat[min(max(0, level), heat.count - 1)]
    }

    /// A monochrome theme with `glyphs`, as `NO_COLOR` yields.
    ///
    /// - Parameter glyphs: Unicode or ASCII glyphs.
    public static func monochrome(glyphs: Glyphs = .unicode) -> Theme {
        Theme(palette: .dark, colorSupport: .monochrome, glyphs: glyphs)
    }
}
