import DIContainer
import MovieCatalog

/// The picker's registrations, installed into its child container when it is pushed with the
/// movie's id. Its interactor, presenter and view are scoped to that container.
public enum AddToListModule {
    /// The module.
    public static var module: Module {
        Module("Add to a list") {
            Register(AddToListInteractor.self, scope: .scoped) { r in
                AddToListInteractor(movies: try r.resolve(), series: try r.resolve(), lists: try r.resolve())
            }
            Register(AddToListPresenter.self, scope: .scoped) { (r, id: Int) in
                let interactor = try r.resolve(AddToListInteractor.self)
                let keymaps = try r.resolve(Keymaps.self)
                return onMain { AddToListPresenter(movieID: id, interactor: interactor, keymaps: keymaps) }
            }
            Register(AddToListView.self, scope: .scoped) { (r, id: Int) in
                let presenter = try r.resolve(AddToListPresenter.self, argument: id)
                return onMain { AddToListView(presenter: presenter) }
            }
        }
    }
}
