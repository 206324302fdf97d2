import DIContainer
import MovieBrowser
import ReelSettings

/// The registrations config.toml makes: the configuration itself, the keymaps it binds and the movie
/// table's columns. Installed over ``MovieBrowser/BrowserModule`` by ``AppRoot`` (same services, so
/// these replace its defaults). The mapping from the configuration to the browser's values is this
/// module alone.
public enum SettingsModule {
    /// The keymaps the browser makes of the configuration's key bindings.
    ///
    /// - Parameter config: The loaded configuration.
    /// - Returns: The standard keymaps with the configuration's bindings applied.
    public static func keymaps(_ config: ReelConfig) -> Keymaps {
        Keymaps.configured(config.keyBindings.map(\.names))
    }

    /// The module for `config`.
    ///
    /// - Parameter config: The loaded configuration (the defaults when the file is missing or bad).
    public static func module(_ config: ReelConfig) -> Module {
        Module("Settings") {
            Register(ReelConfig.self, scope: .singleton) { _ in config }
            Register(Keymaps.self, scope: .singleton) { r in keymaps(try r.resolve(ReelConfig.self)) }
            Register(MovieTableOrder.self, scope: .singleton) { r in
                try r.resolve(ReelConfig.self).defaultSort.map { MovieTableOrder(sort: $0) } ?? .standard
            }
            Register(ColumnChoice.self, scope: .singleton) { r in
                // No names (the default): the choice's default set.
                let columns = try r.resolve(ReelConfig.self).columns?.compactMap(MovieColumn.init(rawValue:)) ?? []
                return MainActor.assumeIsolated { ColumnChoice(movies: columns) }
            }
        }
    }
}
