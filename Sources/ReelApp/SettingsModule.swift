import DIContainer
import MovieBrowser
import ReelSettings

/// The registrations config.toml makes: the configuration itself, the keymaps it binds and the movie
/// table's columns. Installed over ``MovieBrowser/BrowserModule`` by ``AppRoot`` (same services, so
/// these replace its defaults). The mapping from the configuration to the browser's values is this
/// module alone.
public enum SettingsModule {
    /// The module for `config`.
    ///
    /// - Parameter config: The loaded configuration (the defaults when the file is missing or bad).
    public static func module(_ config: ReelConfig) -> Module {
        Module("Settings") {
            Register(ReelConfig.self, scope: .singleton) { _ in config }
            Register(Keymaps.self, scope: .singleton) { r in try r.resolve(ReelConfig.self).keymaps }
            Register(MovieTableOrder.self, scope: .singleton) { r in
                MovieTableOrder(sort: try r.resolve(ReelConfig.self).defaultSort)
            }
            Register(ColumnChoice.self, scope: .singleton) { r in
                let columns = try r.resolve(ReelConfig.self).columns
                return MainActor.assumeIsolated { ColumnChoice(movies: columns) }
            }
        }
    }
}
