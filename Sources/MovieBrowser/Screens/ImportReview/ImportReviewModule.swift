import DIContainer
import MovieCatalog

/// The import review's registrations, installed into its child container when it is pushed. Its
/// interactor, presenter and view are scoped to that container.
public enum ImportReviewModule {
    /// The module.
    public static var module: Module {
        Module("Import review") {
            Register(ImportReviewInteractor.self, scope: .scoped) { r in
                ImportReviewInteractor(imports: try r.resolve())
            }
            Register(ImportReviewPresenter.self, scope: .scoped) { r in
                let interactor = try r.resolve(ImportReviewInteractor.self)
                let keymaps = try r.resolve(Keymaps.self)
                return onMain { ImportReviewPresenter(interactor: interactor, keymaps: keymaps) }
            }
            Register(ImportReviewView.self, scope: .scoped) { r in
                let presenter = try r.resolve(ImportReviewPresenter.self)
                return onMain { ImportReviewView(presenter: presenter) }
            }
        }
    }
}
