import MovieBrowser
import ReelApp
import ReelSettings

extension ReelConfig {
    /// The keymaps the browser makes of the configuration's bindings.
    var keymaps: Keymaps { Keymaps.configured(keyBindings.map(\.names)) }
}
