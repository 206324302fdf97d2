import MovieBrowser
import MovieCatalog
import TerminalUI

/// What config.toml chooses: the keymaps, the theme, the mouse and the movie table's columns.
///
/// ``ConfigLoader`` builds it from the file; a missing file gives ``defaults``, and so does a bad
/// one (with its ``ConfigError``), so reel always starts.
public struct ReelConfig: Sendable {
    /// The key overrides as written, in the order of the file.
    public var keyOverrides: [KeyOverride]
    /// The keymaps with the overrides applied.
    public var keymaps: Keymaps
    /// `[ui] theme`.
    public var theme: ThemeName
    /// `[ui] mouse`: whether the browser asks the terminal for clicks and the wheel.
    public var mouse: Bool
    /// `[ui] columns`: the movie table's columns, in order.
    public var columns: [MovieColumn]
    /// `[ui] default_sort`: the order the movie table opens in.
    public var defaultSort: MovieSort

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - keyOverrides: The key overrides, already applied to `keymaps`.
    ///   - keymaps: The keymaps.
    ///   - theme: The theme.
    ///   - mouse: Whether the mouse is on.
    ///   - columns: The movie table's columns.
    ///   - defaultSort: The order the movie table opens in.
    public init(
        keyOverrides: [KeyOverride] = [], keymaps: Keymaps = .standard, theme: ThemeName = .dark, mouse: Bool = true,
        columns: [MovieColumn] = MovieColumn.standard, defaultSort: MovieSort = MovieTableOrder.standard.sort
    ) {
        self.keyOverrides = keyOverrides
        self.keymaps = keymaps
        self.theme = theme
        self.mouse = mouse
        self.columns = columns
        self.defaultSort = defaultSort
    }

    /// Everything as it is without a file.
    public static let defaults = ReelConfig()
}
