/// How long an instance made by a registration lives, and who shares it.
///
/// | scope | instances | shared with | released when |
/// |---|---|---|---|
/// | ``transient`` | a new one per resolution | nobody | the caller drops it |
/// | ``singleton`` | one per registering container | that container and its descendants | the registering container is disposed |
/// | ``scoped`` | one per container that resolves it | that container | that container is disposed |
/// | ``weak`` | one while anybody holds it | everybody | the last strong reference goes |
///
/// The three shared scopes hand one instance to every thread that resolves it, so registering with
/// one of them compiles only for a `Sendable` service (a `@MainActor` class is one); a registration
/// without `scope:` is transient and takes any type. ``UncheckedSendable`` is the opt-out for a
/// type the caller vouches for.
public enum Scope: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// A new instance for every resolution.
    case transient
    /// One instance per registering container, built on first use with the registering container's
    /// registrations (never a descendant's overrides), shared with all its descendants.
    case singleton
    /// One instance per container that resolves it: register it once in the app container and every
    /// screen's child container gets its own, released when that child is disposed.
    case scoped
    /// One shared instance for as long as somebody outside the container keeps a strong reference.
    ///
    /// Only class instances can be held weakly; resolving a value type registered as `.weak`
    /// throws ``ResolutionError/Reason/weakScopeNeedsClass(produced:)``.
    case weak

    /// The scope's name, as introspection prints it.
    public var description: String { rawValue }

    /// Whether instances of this scope are shared by several resolutions.
    var isShared: Bool { self != .transient }
}
