/// One registration, as introspection shows it.
public struct RegistrationInfo: Sendable, Hashable {
    /// The service type's name.
    public let service: String
    /// The registration's name, if any.
    public let name: ServiceName?
    /// The runtime argument types, if the factory takes any.
    public let arguments: String?
    /// The registration's scope.
    public let scope: Scope
    /// The container that registered it.
    public let container: String
    /// Types forwarded to it with `implements`.
    public let implements: [String]
    /// Instances alive in this container (0 or 1 for shared scopes; transients are not counted).
    public let liveInstances: Int
    /// What its first complete build resolved, as `Service in "container"`.
    public let dependencies: [String]

    /// `MovieRepository named "primary" (arguments: Int)`.
    public var label: String {
        var text = service
        if let name { text += " named \(name)" }
        if let arguments { text += " (arguments: \(arguments))" }
        return text
    }
}
