import DIContainer
import MovieCatalog

/// The diary's registrations, installed into its child container when it is pushed.
///
/// Its interactor, presenter and view are scoped to that container: one each per push, released
/// when the screen is popped. The presenter's dispose hook saves the year and the selection.
public enum DiaryModule {
    /// The module.
    public static var module: Module {
        Module("Diary") {
            Register(DiaryInteractor.self, scope: .scoped) { r in
                DiaryInteractor(diary: try r.resolve())
            }
            Register(DiaryPresenter.self, scope: .scoped) { r in
                let interactor = try r.resolve(DiaryInteractor.self)
                let keymaps = try r.resolve(Keymaps.self)
                let memory = try r.resolve(ScreenMemory.self)
                let parts = try ViewingLoggerParts(r)
                return onMain {
                    DiaryPresenter(
                        interactor: interactor, keymaps: keymaps, memory: memory,
                        logger: parts.logger())
                }
            }
            .onDispose { presenter in onMain { presenter.saveState() } }
            Register(DiaryView.self, scope: .scoped) { r in
                let presenter = try r.resolve(DiaryPresenter.self)
                return onMain { DiaryView(presenter: presenter) }
            }
        }
    }
}
