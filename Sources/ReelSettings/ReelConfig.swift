import MovieCatalog
import TerminalUI

/// What config.toml chooses: the key bindings, the theme, the mouse, the movie table's columns and
/// order, as plain values the app maps to its own types.
///
/// ``ConfigLoader`` builds it from the file; a missing file gives ``defaults``, and so does a bad
/// one (with its ``ConfigError``), so reel always starts.
public struct ReelConfig: Sendable {
    /// The key bindings as written, in the order of the file's lines.
    public var keyBindings: [KeyBinding]
    /// `[ui] theme`.
    public var theme: ThemeName
    /// `[ui] mouse`: whether the browser asks the terminal for clicks and the wheel.
    public var mouse: Bool
    /// `[ui] columns`: the movie table's column names, in order; `nil` for the app's default set.
    public var columns: [String]?
    /// `[ui] default_sort`: the order the movie table opens in; `nil` for the app's default.
    public var defaultSort: MovieSort?

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - keyBindings: The key bindings, in the order of the file's lines.
    ///   - theme: The theme.
    ///   - mouse: Whether the mouse is on.
    ///   - columns: The movie table's column names, or `nil` for the default set.
    ///   - defaultSort: The order the movie table opens in, or `nil` for the default.
    public init(
        keyBindings: [KeyBinding] = [], theme: ThemeName = .dark, mouse: Bool = true, columns: [String]? = nil,
        defaultSort: MovieSort? = nil
    ) {
        self.keyBindings = keyBindings
        self.theme = theme
        self.mouse = mouse
        self.columns = columns
        self.defaultSort = defaultSort
    }

    /// Everything as it is without a file.
    public static let defaults = ReelConfig()
}
