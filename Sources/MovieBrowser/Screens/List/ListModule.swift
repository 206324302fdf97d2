import DIContainer
import MovieCatalog

/// One list's registrations, installed into its child container when it is pushed with the list's
/// id.
///
/// The interactor, presenter and view are scoped to that container: one each per push, released
/// when the screen is popped. The presenter and the view take the id as the resolve argument. The
/// presenter's dispose hook drops a note being edited.
public enum ListModule {
    /// The module.
    public static var module: Module {
        Module("List") {
            Register(ListInteractor.self, scope: .scoped) { r in
                ListInteractor(lists: try r.resolve())
            }
            Register(ListPresenter.self, scope: .scoped) { (r, id: Int64) in
                let interactor = try r.resolve(ListInteractor.self)
                let keymaps = try r.resolve(Keymaps.self)
                return onMain { ListPresenter(listID: id, interactor: interactor, keymaps: keymaps) }
            }
            .onDispose { presenter in onMain { presenter.cancelEditing() } }
            Register(ListView.self, scope: .scoped) { (r, id: Int64) in
                let presenter = try r.resolve(ListPresenter.self, argument: id)
                return onMain { ListView(presenter: presenter) }
            }
        }
    }
}
