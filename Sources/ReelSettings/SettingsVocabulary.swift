/// The names config.toml is checked against, given by the app that reads it: the `[keys.<section>]`
/// sections and their actions, the movie table's columns, and a check of the key bindings as a
/// whole (unknown names, a key bound twice on a screen). The settings know no screen themselves.
///
/// ```swift
/// let vocabulary = SettingsVocabulary(
///     sections: Keymaps.sectionNames, actions: Keymaps.actionNames(section:),
///     columns: MovieColumn.allCases.map(\.rawValue), checkKeys: Keymaps.problems(in:))
/// ```
public struct SettingsVocabulary: Sendable {
    /// A binding as the check takes it.
    public typealias Binding = (section: String?, action: String, keys: [String])
    /// What the check finds wrong with a binding: its section and action, the message, and whether
    /// the action or a key name is unknown (a near name is then suggested).
    public typealias Problem = (
        section: String?, action: String, message: String, unknownAction: Bool, unknownKey: String?
    )

    /// The `[keys.<section>]` names, in order.
    public var sections: [String]
    /// A section's action names, or `nil` for a name that is no section.
    public var actions: @Sendable (String) -> [String]?
    /// The names `[ui] columns` takes, in order.
    public var columns: [String]
    /// The bindings' problems, each override's in file order, then the keys bound twice.
    public var checkKeys: @Sendable ([Binding]) -> [Problem]

    /// Creates a vocabulary.
    ///
    /// - Parameters:
    ///   - sections: The `[keys.<section>]` names, in order.
    ///   - actions: A section's action names, or `nil`.
    ///   - columns: The column names.
    ///   - checkKeys: The check of the bindings as a whole.
    public init(
        sections: [String], actions: @escaping @Sendable (String) -> [String]?, columns: [String],
        checkKeys: @escaping @Sendable ([Binding]) -> [Problem]
    ) {
        self.sections = sections
        self.actions = actions
        self.columns = columns
        self.checkKeys = checkKeys
    }
}
