import MovieBrowser
import ReelApp
import ReelSettings

extension ReelConfig {
    /// The keymaps the app registers for this configuration (``ReelApp/SettingsModule/keymaps(_:)``).
    var keymaps: Keymaps { SettingsModule.keymaps(self) }
}
