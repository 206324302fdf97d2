import DIContainer

/// The inspector's registrations, installed into its child container when it is pushed.
///
/// The presenter reads the app container's ``Inspection``; it and the view are scoped to the
/// inspector's container, which therefore shows up in the tree it draws.
public enum InspectorModule {
    /// The module.
    public static var module: Module {
        Module("Inspector") {
            Register(InspectorPresenter.self, scope: .scoped) { r in
                let inspection = try r.resolve(Inspection.self)
                let keymaps = try r.resolve(Keymaps.self)
                return onMain { InspectorPresenter(inspection: inspection, keymaps: keymaps) }
            }
            Register(InspectorView.self, scope: .scoped) { r in
                let presenter = try r.resolve(InspectorPresenter.self)
                let keymaps = try r.resolve(Keymaps.self)
                return onMain { InspectorView(presenter: presenter, keymaps: keymaps) }
            }
        }
    }
}
