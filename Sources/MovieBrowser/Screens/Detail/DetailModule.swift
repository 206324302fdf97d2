import DIContainer
import MovieCatalog

/// A movie's detail registrations, installed into its child container when it is pushed with
/// the movie's id.
///
/// The interactor, presenter and view are scoped to that container: one each per push, released
/// when the screen is popped. The presenter and the view take the id as the resolve argument; the
/// interactor needs none (its watchlist is injected by property). The presenter's dispose hook
/// drops a note being edited and closes the log dialog.
public enum DetailModule {
    /// The module.
    public static var module: Module {
        Module("Detail") {
            Register(DetailInteractor.self, scope: .scoped) { r in
                let movies = try r.resolve((any MovieRepository).self)
                let people = try r.resolve((any PeopleRepository).self)
                let diary = try r.resolve((any DiaryRepository).self)
                return onMain { DetailInteractor(movies: movies, people: people, diary: diary) }
            }
            Register(DetailPresenter.self, scope: .scoped) { (r, id: Int) in
                let interactor = try r.resolve(DetailInteractor.self)
                let keymaps = try r.resolve(Keymaps.self)
                let clipboard = try r.resolve(Clipboard.self)
                let parts = try ViewingLoggerParts(r)
                return onMain {
                    DetailPresenter(
                        movieID: id, interactor: interactor, keymaps: keymaps, clipboard: clipboard,
                        logger: parts.logger())
                }
            }
            .onDispose { presenter in onMain { presenter.cancelEditing() } }
            Register(DetailView.self, scope: .scoped) { (r, id: Int) in
                let presenter = try r.resolve(DetailPresenter.self, argument: id)
                return onMain { DetailView(presenter: presenter) }
            }
        }
    }
}
