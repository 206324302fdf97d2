import DIContainer
import MovieCatalog

/// The watchlist's registrations, installed into its child container when it is pushed.
///
/// Its interactor, presenter and view are scoped to that container: one each per push, released
/// when the screen is popped. The presenter's dispose hook saves the selection.
public enum WatchlistModule {
    /// The module.
    public static var module: Module {
        Module("Watchlist") {
            Register(WatchlistInteractor.self, scope: .scoped) { r in
                WatchlistInteractor(watchlist: try r.resolve())
            }
            Register(WatchlistPresenter.self, scope: .scoped) { r in
                let interactor = try r.resolve(WatchlistInteractor.self)
                let keymaps = try r.resolve(Keymaps.self)
                let memory = try r.resolve(ScreenMemory.self)
                let (clipboard, marks) = (try r.resolve(Clipboard.self), try r.resolve(MarkedMovies.self))
                // The exporter writes files, which only the composition root can do; without one the
                // export says it is not available.
                let exporter = try r.optional((any WatchlistExporter).self)
                let parts = try ViewingLoggerParts(r)
                return onMain {
                    WatchlistPresenter(
                        interactor: interactor, keymaps: keymaps, memory: memory, clipboard: clipboard, marks: marks,
                        exporter: exporter, logger: parts.logger())
                }
            }
            .onDispose { presenter in onMain { presenter.saveState() } }
            Register(WatchlistView.self, scope: .scoped) { r in
                let presenter = try r.resolve(WatchlistPresenter.self)
                return onMain { WatchlistView(presenter: presenter) }
            }
        }
    }
}
