import DIContainer
import MovieCatalog

/// A series screen's registrations, installed into its child container when it is pushed with the
/// series' id.
///
/// The interactor, presenter and view are scoped to that container: one each per push, released
/// when the screen is popped. The presenter and the view take the id as the resolve argument; the
/// presenter's dispose hook closes the log dialog.
public enum SeriesModule {
    /// The module.
    public static var module: Module {
        Module("Series") {
            Register(SeriesInteractor.self, scope: .scoped) { r in
                SeriesInteractor(
                    movies: try r.resolve(), series: try r.resolve(), watchlist: try r.resolve(), diary: try r.resolve()
                )
            }
            Register(SeriesPresenter.self, scope: .scoped) { (r, id: Int) in
                let interactor = try r.resolve(SeriesInteractor.self)
                let keymaps = try r.resolve(Keymaps.self)
                let memory = try r.resolve(ScreenMemory.self)
                let parts = try ViewingLoggerParts(r)
                return onMain {
                    SeriesPresenter(
                        seriesID: id, interactor: interactor, keymaps: keymaps, memory: memory, logger: parts.logger())
                }
            }
            .onDispose { presenter in onMain { presenter.logger.cancel() } }
            Register(SeriesView.self, scope: .scoped) { (r, id: Int) in
                let presenter = try r.resolve(SeriesPresenter.self, argument: id)
                return onMain { SeriesView(presenter: presenter) }
            }
        }
    }
}
