/// Something a ``Module`` can hold: a registration, another module, or a type of your own.
public protocol ModuleComponent {
    /// Adds the component's registrations to `container`.
    ///
    /// - Parameter container: The container being configured.
    func install(into container: Container)
}
