#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The registrations being built on the current thread, innermost last.
///
/// Factories are synchronous, so one thread's stack is exactly the chain of factories that are
/// running: it gives the resolution path for errors, exact cycle detection, the container an
/// ``Inject`` property wrapper resolves from, and the owner identity of ``CreationLock``.
/// It is kept in a POSIX thread-local slot, so a resolution allocates nothing once a thread has one.
@usableFromInline
final class ResolutionStack {
    @usableFromInline
    struct Frame {
        @usableFromInline unowned(unsafe) let entry: Entry
        @usableFromInline unowned(unsafe) let scope: Container
    }

    @usableFromInline var frames: ContiguousArray<Frame> = []
    /// Set while ``Container/verify()`` runs on this thread.
    var verification: VerificationSession? {
        didSet { isVerifying = verification != nil }
    }
    /// Whether ``verification`` is set, readable from inlinable code.
    @usableFromInline var isVerifying = false

    init() {
        frames.reserveCapacity(32)
    }

    /// The deepest chain of factories a resolution may run before it is reported as an error.
    @usableFromInline static let depthLimit = 1_000

    /// This thread's stack, created on first use; `nil` only if the system has no thread-local key left.
    @usableFromInline
    static var current: ResolutionStack? {
        guard let key = threadKey else { return nil }
        if let raw = pthread_getspecific(key) {
            return Unmanaged<ResolutionStack>.fromOpaque(raw).takeUnretainedValue()
        }
        let stack = ResolutionStack()
        guard pthread_setspecific(key, Unmanaged.passRetained(stack).toOpaque()) == 0 else { return nil }
        return stack
    }

    /// This thread's stack if it has one, without creating it.
    static var existing: ResolutionStack? {
        guard let key = threadKey, let raw = pthread_getspecific(key) else { return nil }
        return Unmanaged<ResolutionStack>.fromOpaque(raw).takeUnretainedValue()
    }

    /// The container the innermost running factory resolves from.
    var currentScope: Container? {
        frames.last?.scope
    }
}

#if canImport(Darwin)
private func releaseStack(_ raw: UnsafeMutableRawPointer) {
    Unmanaged<ResolutionStack>.fromOpaque(raw).release()
}
#else
private func releaseStack(_ raw: UnsafeMutableRawPointer?) {
    guard let raw else { return }
    Unmanaged<ResolutionStack>.fromOpaque(raw).release()
}
#endif

/// The thread-local key of ``ResolutionStack``; `nil` if `pthread_key_create` failed.
@usableFromInline
let threadKey: pthread_key_t? = {
    var key = pthread_key_t()
    guard pthread_key_create(&key, releaseStack) == 0 else { return nil }
    return key
}()

/// The calling thread's identity, for ``CreationLock``.
@usableFromInline
func currentThreadID() -> UInt {
    #if canImport(Darwin)
    return UInt(bitPattern: pthread_self())
    #else
    return UInt(pthread_self())
    #endif
}
