import MovieBrowser
import ReelSettings

extension SettingsVocabulary {
    /// The browser's names, which config.toml is checked against: its keymap sections and their
    /// actions, the movie table's columns, and its check of the key bindings as a whole.
    public static var browser: SettingsVocabulary {
        SettingsVocabulary(
            sections: Keymaps.sectionNames, actions: { Keymaps.actionNames(section: $0) },
            columns: MovieColumn.allCases.map(\.rawValue), checkKeys: { Keymaps.problems(in: $0) })
    }
}
