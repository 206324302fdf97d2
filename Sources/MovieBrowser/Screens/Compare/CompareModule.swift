import DIContainer

/// The comparison screen's registrations, installed into its child container when it is pushed
/// with the two movies' ids.
///
/// Its interactor, presenter and view are scoped to that container: one each per push, released
/// when the screen is popped. The presenter and the view take the two ids as resolve arguments.
public enum CompareModule {
    /// The module.
    public static var module: Module {
        Module("Compare") {
            Register(CompareInteractor.self, scope: .scoped) { r in
                CompareInteractor(movies: try r.resolve(), watchlist: try r.resolve(), people: try r.resolve())
            }
            Register(ComparePresenter.self, scope: .scoped) { (r, first: Int, second: Int) in
                let interactor = try r.resolve(CompareInteractor.self)
                let keymaps = try r.resolve(Keymaps.self)
                return onMain {
                    ComparePresenter(ids: (first, second), interactor: interactor, keymaps: keymaps)
                }
            }
            Register(CompareView.self, scope: .scoped) { (r, first: Int, second: Int) in
                let presenter = try r.resolve(ComparePresenter.self, arguments: first, second)
                return onMain { CompareView(presenter: presenter) }
            }
        }
    }
}
