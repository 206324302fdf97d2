import DIContainer

/// The inspector's registrations, installed into its child container when it is pushed.
///
/// The presenter reads the app container's ``Inspection`` and, through the interactor, the
/// catalog's ``QueryLog``; they and the view are scoped to the inspector's container, which
/// therefore shows up in the tree it draws.
public enum InspectorModule {
    /// The module.
    public static var module: Module {
        Module("Inspector") {
            Register(InspectorInteractor.self, scope: .scoped) { r in
                InspectorInteractor(movies: try r.resolve())
            }
            Register(InspectorPresenter.self, scope: .scoped) { r in
                let inspection = try r.resolve(Inspection.self)
                let interactor = try r.resolve(InspectorInteractor.self)
                let keymaps = try r.resolve(Keymaps.self)
                return onMain { InspectorPresenter(inspection: inspection, interactor: interactor, keymaps: keymaps) }
            }
            Register(InspectorView.self, scope: .scoped) { r in
                let presenter = try r.resolve(InspectorPresenter.self)
                return onMain { InspectorView(presenter: presenter) }
            }
        }
    }
}
