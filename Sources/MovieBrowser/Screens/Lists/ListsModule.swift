import DIContainer
import MovieCatalog

/// The lists screen's registrations, installed into its child container when it is pushed.
///
/// Its interactor, presenter and view are scoped to that container: one each per push, released
/// when the screen is popped. The presenter's dispose hook keeps the selection for the next push.
public enum ListsModule {
    /// The module.
    public static var module: Module {
        Module("Lists") {
            Register(ListsInteractor.self, scope: .scoped) { r in
                ListsInteractor(lists: try r.resolve())
            }
            Register(ListsPresenter.self, scope: .scoped) { r in
                let interactor = try r.resolve(ListsInteractor.self)
                let keymaps = try r.resolve(Keymaps.self)
                let memory = try r.resolve(ScreenMemory.self)
                return onMain { ListsPresenter(interactor: interactor, keymaps: keymaps, memory: memory) }
            }
            .onDispose { presenter in onMain { presenter.saveState() } }
            Register(ListsView.self, scope: .scoped) { r in
                let presenter = try r.resolve(ListsPresenter.self)
                return onMain { ListsView(presenter: presenter) }
            }
        }
    }
}
