import DIContainer

/// The statistics screen's registrations, installed into its child container when it is pushed.
///
/// Its interactor, presenter and view are scoped to that container: one each per push, released
/// when the screen is popped.
public enum StatsModule {
    /// The module.
    public static var module: Module {
        Module("Stats") {
            Register(StatsInteractor.self, scope: .scoped) { r in
                StatsInteractor(cache: try r.resolve(), movies: try r.resolve())
            }
            Register(StatsPresenter.self, scope: .scoped) { r in
                let interactor = try r.resolve(StatsInteractor.self)
                let memory = try r.resolve(ScreenMemory.self)
                let keymaps = try r.resolve(Keymaps.self)
                return onMain { StatsPresenter(interactor: interactor, memory: memory, keymaps: keymaps) }
            }
            Register(StatsView.self, scope: .scoped) { r in
                let presenter = try r.resolve(StatsPresenter.self)
                return onMain { StatsView(presenter: presenter) }
            }
        }
    }
}
