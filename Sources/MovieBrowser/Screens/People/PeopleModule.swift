import DIContainer
import MovieCatalog

/// The People results' registrations, installed into its child container when it is pushed.
///
/// Its interactor, presenter and view are scoped to that container: one each per push, released
/// when the screen is popped.
public enum PeopleModule {
    /// The module.
    public static var module: Module {
        Module("People") {
            Register(PeopleInteractor.self, scope: .scoped) { r in
                PeopleInteractor(people: try r.resolve())
            }
            Register(PeoplePresenter.self, scope: .scoped) { (r, search: PeopleSearch) in
                let interactor = try r.resolve(PeopleInteractor.self)
                let keymaps = try r.resolve(Keymaps.self)
                let memory = try r.resolve(ScreenMemory.self)
                return onMain {
                    PeoplePresenter(search: search, interactor: interactor, keymaps: keymaps, memory: memory)
                }
            }
            Register(PeopleView.self, scope: .scoped) { (r, search: PeopleSearch) in
                let presenter = try r.resolve(PeoplePresenter.self, argument: search)
                return onMain { PeopleView(presenter: presenter) }
            }
        }
    }
}
