// DIContainer's unsafe core, 3 of 3: the `Sendable` conformances the compiler cannot check.
//
// Each type below is shared between threads, but holds something the compiler cannot prove safe
// to share: a class hierarchy with atomics and a lock-guarded part, a weak reference, a generic
// value. The invariants that make each conformance safe are given with it; together with the other
// two files of this folder they are the library's whole unchecked surface.

// A registration's stored properties are constants, atomics (``RetainedSlot``, ``DependencySlots``,
// `Atomic`, `previous` among them, stored once under the container's lock before the entry is
// published) and the lock-guarded ``EntryExtras``; its subclasses add only constant `@Sendable`
// factories. The compiler asks each subclass to restate the conformance.
// safe because of the above.
extension Entry: @unchecked Sendable {}
// safe because it adds no stored property to ``Entry``.
extension TypedEntry: @unchecked Sendable {}
// safe because it adds only a constant `@Sendable` factory to ``TypedEntry``.
extension PlainEntry: @unchecked Sendable {}
// safe because it adds only a constant `@Sendable` factory to ``TypedEntry``.
extension ArgumentEntry: @unchecked Sendable {}

/// Safe because `state` is a `Mutex` and `weakInstance` is read and written only under
/// ``CreationLock``.
extension EntryExtras: @unchecked Sendable {}

/// Safe because a cache box never reaches another thread on its own: its owner
/// (``InjectionStorage``) is `Sendable` only when `Value` is, and otherwise stays in one isolation
/// domain with the box.
extension CacheBox: @unchecked Sendable {}

/// Safe because the caller vouches, by writing the wrapper's name, that the value is never used
/// from two threads at once (see ``UncheckedSendable``).
extension UncheckedSendable: @unchecked Sendable {}

/// Safe because an audited transient is made, read and dropped under its container's lock, and
/// its `object` is only compared with `nil`, never used: the audit keeps no instance alive and
/// hands none to another thread.
extension Container.TrackedInstance: @unchecked Sendable {}
