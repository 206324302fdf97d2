import DIContainer
import MovieCatalog

/// The movie table's registrations, installed into its child container when it is pushed.
///
/// Its interactor, presenter and view are scoped to that container: one each per push, released
/// when the screen is popped. The presenter's dispose hook saves the query and selection.
public enum MoviesModule {
    /// The module.
    public static var module: Module {
        Module("Movies") {
            Register(MoviesInteractor.self, scope: .scoped) { r in
                MoviesInteractor(
                    movies: try r.resolve(), watchlist: try r.resolve(),
                    people: try r.optional((any PeopleRepository).self))
            }
            Register(MoviesPresenter.self, scope: .scoped) { r in
                let interactor = try r.resolve(MoviesInteractor.self)
                let keymaps = try r.resolve(Keymaps.self)
                let memory = try r.resolve(ScreenMemory.self)
                let columns = try r.resolve(ColumnChoice.self)
                let (clipboard, marks) = (try r.resolve(Clipboard.self), try r.resolve(MarkedMovies.self))
                let (random, order) = (try r.resolve(RandomSource.self), try r.resolve(MovieTableOrder.self))
                let parts = try ViewingLoggerParts(r)
                return onMain {
                    MoviesPresenter(
                        interactor: interactor, keymaps: keymaps, memory: memory, columns: columns,
                        clipboard: clipboard, marks: marks, random: random, order: order,
                        logger: parts.logger())
                }
            }
            .onDispose { presenter in onMain { presenter.saveState() } }
            Register(MoviesView.self, scope: .scoped) { r in
                let presenter = try r.resolve(MoviesPresenter.self)
                return onMain { MoviesView(presenter: presenter) }
            }
        }
    }
}
