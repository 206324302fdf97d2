import DIContainer
import MovieCatalog

/// A person screen's registrations, installed into its child container when it is pushed with the
/// person's id.
///
/// The interactor, presenter and view are scoped to that container: one each per push, released
/// when the screen is popped. The presenter and the view take the id as the resolve argument.
public enum PersonModule {
    /// The module.
    public static var module: Module {
        Module("Person") {
            Register(PersonInteractor.self, scope: .scoped) { r in
                PersonInteractor(people: try r.resolve(), watchlist: try r.resolve())
            }
            Register(PersonPresenter.self, scope: .scoped) { (r, id: PersonID) in
                let interactor = try r.resolve(PersonInteractor.self)
                let keymaps = try r.resolve(Keymaps.self)
                return onMain { PersonPresenter(personID: id, interactor: interactor, keymaps: keymaps) }
            }
            Register(PersonView.self, scope: .scoped) { (r, id: PersonID) in
                let presenter = try r.resolve(PersonPresenter.self, argument: id)
                return onMain { PersonView(presenter: presenter) }
            }
        }
    }
}
