/// A value the caller vouches is safe to share between threads, though its type is not `Sendable`.
///
/// Shared lifetimes (``Scope/singleton``, ``Scope/scoped``, ``Scope/weak``) and
/// ``Container/register(instance:as:name:)`` accept only `Sendable` services, because every thread
/// that resolves them gets the same instance. This wrapper is the one way around that rule, for a
/// type you know is used safely: one only ever touched from a single thread, or one that guards
/// its state with a lock but predates `Sendable`. The compiler no longer checks it; you do.
///
/// The wrapper is part of the registered type, so the code that resolves the service sees the
/// promise too:
///
/// ```swift
/// // The driver is only used from the main thread's event loop.
/// container.register(instance: UncheckedSendable(driver as any TerminalDriver))
/// let driver = try container.resolve(UncheckedSendable<any TerminalDriver>.self).value
/// ```
///
/// Prefer making the type `Sendable`, isolating it to a global actor (`@MainActor`), or
/// registering it without a scope (transient: each resolution builds its own instance).
@dynamicMemberLookup
public struct UncheckedSendable<Value> {
    /// The wrapped value.
    public var value: Value

    /// Wraps `value`, vouching that sharing it between threads is safe.
    ///
    /// - Parameter value: The value to share.
    public init(_ value: Value) {
        self.value = value
    }

    /// A property of the wrapped value.
    ///
    /// - Parameter keyPath: The property.
    public subscript<Property>(dynamicMember keyPath: KeyPath<Value, Property>) -> Property {
        value[keyPath: keyPath]
    }
}
