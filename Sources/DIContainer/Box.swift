/// Holds one value in a reference, for caches that need an object; `Sendable` only when the value is.
@usableFromInline
final class Box<Value> {
    @usableFromInline let value: Value

    @inlinable
    init(_ value: Value) {
        self.value = value
    }
}

extension Box: Sendable where Value: Sendable {}

/// A box for the cache behind a lock in an owner that is itself `Sendable` only when `Value` is
/// (``InjectionStorage``), so the box can be handed out of the lock.
///
/// It is `Sendable` for any value (see `UnsafeCore/Sendability.swift`): it never reaches another
/// thread on its own.
@usableFromInline
final class CacheBox<Value> {
    @usableFromInline let value: Value

    @inlinable
    init(_ value: Value) {
        self.value = value
    }
}
