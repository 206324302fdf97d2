import DIContainer
import MovieCatalog

/// An episode screen's registrations, installed into its child container when it is pushed with
/// the episode's id.
///
/// The interactor, presenter and view are scoped to that container: one each per push, released
/// when the screen is popped (or replaced by the previous or next episode); the presenter's dispose
/// hook closes the log dialog.
public enum EpisodeModule {
    /// The module.
    public static var module: Module {
        Module("Episode") {
            Register(EpisodeInteractor.self, scope: .scoped) { r in
                EpisodeInteractor(
                    movies: try r.resolve(), series: try r.resolve(), people: try r.resolve(),
                    watchlist: try r.resolve())
            }
            Register(EpisodePresenter.self, scope: .scoped) { (r, id: Int) in
                let interactor = try r.resolve(EpisodeInteractor.self)
                let keymaps = try r.resolve(Keymaps.self)
                let memory = try r.resolve(ScreenMemory.self)
                let parts = try ViewingLoggerParts(r)
                return onMain {
                    EpisodePresenter(
                        episodeID: id, interactor: interactor, keymaps: keymaps, memory: memory,
                        logger: parts.logger())
                }
            }
            .onDispose { presenter in onMain { presenter.logger.cancel() } }
            Register(EpisodeView.self, scope: .scoped) { (r, id: Int) in
                let presenter = try r.resolve(EpisodePresenter.self, argument: id)
                return onMain { EpisodeView(presenter: presenter) }
            }
        }
    }
}
