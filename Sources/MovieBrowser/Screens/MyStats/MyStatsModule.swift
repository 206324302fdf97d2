import DIContainer
import MovieCatalog

/// The registrations of the user's statistics, installed into the screen's child container when
/// it is pushed: its interactor, presenter and view, scoped to that container.
public enum MyStatsModule {
    /// The module.
    public static var module: Module {
        Module("You") {
            Register(MyStatsInteractor.self, scope: .scoped) { r in
                MyStatsInteractor(statistics: try r.resolve(), work: try r.resolve(BackgroundWork.self))
            }
            Register(MyStatsPresenter.self, scope: .scoped) { r in
                let interactor = try r.resolve(MyStatsInteractor.self)
                let keymaps = try r.resolve(Keymaps.self)
                return onMain { MyStatsPresenter(interactor: interactor, keymaps: keymaps) }
            }
            Register(MyStatsView.self, scope: .scoped) { r in
                let presenter = try r.resolve(MyStatsPresenter.self)
                return onMain { MyStatsView(presenter: presenter) }
            }
        }
    }
}
