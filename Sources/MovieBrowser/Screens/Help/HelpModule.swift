import DIContainer

/// The help's registrations, installed into its child container when it is pushed.
///
/// The presenter is resolved with the ``ScreenContext`` of the push (the keys of the screen below)
/// and scoped to the help's container, like the view.
public enum HelpModule {
    /// The module.
    public static var module: Module {
        Module("Help") {
            Register(HelpPresenter.self, scope: .scoped) { (r, context: ScreenContext) in
                let keymaps = try r.resolve(Keymaps.self)
                return onMain { HelpPresenter(context: context, keymaps: keymaps) }
            }
            Register(HelpView.self, scope: .scoped) { (r, context: ScreenContext) in
                let presenter = try r.resolve(HelpPresenter.self, argument: context)
                return onMain { HelpView(presenter: presenter) }
            }
        }
    }
}
