import MovieBrowser
import ReelSettings

extension SettingsVocabulary {
    /// The browser's names, as `reel` passes them to the settings.
    static let browser = SettingsVocabulary(
        sections: Keymaps.sectionNames, actions: { Keymaps.actionNames(section: $0) },
        columns: MovieColumn.allCases.map(\.rawValue), checkKeys: { Keymaps.problems(in: $0) })
}

extension ReelConfig {
    /// The keymaps the browser makes of the configuration's bindings.
    var keymaps: Keymaps { Keymaps.configured(keyBindings.map(\.names)) }
}
