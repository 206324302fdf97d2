import DIContainer
import MovieCatalog

/// The app-level registrations the browser itself provides: its keymaps, the inspection record,
/// the screens' memory, the statistics cache, the clipboard queue, the comparison marks and the
/// random source. The composition root installs it next to the live repositories and the theme,
/// and may override any of them (a keymap from a configuration, a seeded random source).
public enum BrowserModule {
    /// The module, installed into the app container (a new value each time: modules are not `Sendable`).
    public static var module: Module {
        Module("Browser") {
            Register(Keymaps.self, scope: .singleton) { _ in Keymaps.standard }
            Register(Inspection.self, scope: .singleton) { _ in onMain { Inspection() } }
            Register(ScreenMemory.self, scope: .singleton) { _ in onMain { ScreenMemory() } }
            Register(ColumnChoice.self, scope: .singleton) { _ in onMain { ColumnChoice() } }
            Register(MovieTableOrder.self, scope: .singleton) { _ in MovieTableOrder.standard }
            Register(BackgroundWork.self, scope: .singleton) { _ in BackgroundWork.detached }
            Register(StatisticsCache.self, scope: .singleton) { r in
                StatisticsCache(movies: try r.resolve((any MovieRepository).self))
            }
            Register(Clipboard.self, scope: .singleton) { _ in onMain { Clipboard() } }
            Register(MarkedMovies.self, scope: .singleton) { _ in onMain { MarkedMovies() } }
            Register(RandomSource.self, scope: .singleton) { _ in RandomSource() }
        }
    }
}
