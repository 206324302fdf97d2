/// One key binding of config.toml, as written: the section, the action and the key names, with
/// the line it is on. The app maps it to its keymaps.
///
/// `[keys.movies] select_next = ["J", "Down"]` is
/// `KeyBinding(section: "movies", action: "select_next", keys: ["J", "Down"], line: 2)`; a `nil`
/// section is the top-level `[keys]` table, and `["none"]` unbinds the action.
public struct KeyBinding: Hashable, Sendable {
    /// The `[keys.<section>]` name, or `nil` for the top-level `[keys]` table.
    public var section: String?
    /// The action's name (`"select_next"`).
    public var action: String
    /// The key names as written (`["none"]` unbinds).
    public var keys: [String]
    /// The line of the file it is on, when known.
    public var line: Int?

    /// Creates a binding.
    ///
    /// - Parameters:
    ///   - section: The section name, or `nil` for the top-level `[keys]` table.
    ///   - action: The action's name.
    ///   - keys: The key names.
    ///   - line: The line it is on.
    public init(section: String?, action: String, keys: [String], line: Int? = nil) {
        self.section = section
        self.action = action
        self.keys = keys
        self.line = line
    }

    /// The binding as plain names, as ``SettingsVocabulary/checkKeys`` takes it.
    public var names: (section: String?, action: String, keys: [String]) { (section, action, keys) }
}
