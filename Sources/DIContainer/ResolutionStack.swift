import Synchronization
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
/// ``Inject`` property wrapper resolves from, and the verification session. It lives in a POSIX
/// thread-local slot as plain memory (no reference counting, no exclusivity checks), so a
/// resolution allocates nothing once a thread has one.
@usableFromInline
struct ResolutionStack {
    @usableFromInline
    struct Frame {
        // unowned(unsafe) is safe because a frame lives only while its factory runs, and the
        // resolution running it holds the container, which holds the entry (its chain).
        @usableFromInline unowned(unsafe) let entry: Entry
        @usableFromInline unowned(unsafe) let scope: Container

        @usableFromInline
        init(entry: Entry, scope: Container) {
            self.entry = entry
            self.scope = scope
        }
    }

    @usableFromInline
    struct State {
        @usableFromInline var frames: UnsafeMutablePointer<Frame>
        @usableFromInline var count = 0
        @usableFromInline var capacity: Int
        @usableFromInline var isVerifying = false
        var verification: VerificationSession?
    }

    // safe because the state is allocated once per thread and freed only by the thread-local
    // destructor, when the thread that alone uses it ends.
    @usableFromInline let state: UnsafeMutablePointer<State>

    /// The deepest chain of factories a resolution may run before it is reported as an error.
    @inlinable static var depthLimit: Int { 1_000 }

    /// This thread's stack, created on first use; `nil` only if the system has no thread-local key left.
    @usableFromInline
    static var current: ResolutionStack? {
        current(key: threadKey)
    }

    /// This thread's stack under `key` (a copy of ``threadKey`` that a container keeps, so the hot
    /// path does not pay for the global's lazy initialisation check).
    @usableFromInline
    static func current(key: pthread_key_t?) -> ResolutionStack? {
        guard let key else { return nil }
        if let raw = pthread_getspecific(key) {
            return ResolutionStack(state: raw.assumingMemoryBound(to: State.self))
        }
        let state = UnsafeMutablePointer<State>.allocate(capacity: 1)
        state.initialize(to: State(frames: .allocate(capacity: 32), capacity: 32))
        guard pthread_setspecific(key, state) == 0 else {
            ResolutionStack(state: state).destroy()
            return nil
        }
        return ResolutionStack(state: state)
    }

    /// This thread's stack if it has one, without creating it.
    static var existing: ResolutionStack? {
        guard let key = threadKey, let raw = pthread_getspecific(key) else { return nil }
        return ResolutionStack(state: raw.assumingMemoryBound(to: State.self))
    }

    /// The running factories, outermost first.
    var frames: UnsafeBufferPointer<Frame> {
        UnsafeBufferPointer(start: state.pointee.frames, count: state.pointee.count)
    }

    /// Whether a ``Container/verify()`` runs on this thread.
    @usableFromInline var isVerifying: Bool { state.pointee.isVerifying }

    /// The verification session running on this thread.
    var verification: VerificationSession? {
        get { state.pointee.verification }
        nonmutating set {
            let wasVerifying = state.pointee.isVerifying
            state.pointee.verification = newValue
            state.pointee.isVerifying = newValue != nil
            if wasVerifying != (newValue != nil) {
                verificationsRunning.add(newValue != nil ? 1 : -1, ordering: .sequentiallyConsistent)
            }
        }
    }

    /// The container the innermost running factory resolves from.
    var currentScope: Container? {
        let count = state.pointee.count
        return count == 0 ? nil : state.pointee.frames[count - 1].scope
    }

    /// Pushes a frame, growing the storage when needed.
    @inlinable
    func push(_ frame: Frame) {
        if state.pointee.count == state.pointee.capacity {
            grow()
        }
        (state.pointee.frames + state.pointee.count).initialize(to: frame)
        state.pointee.count += 1
    }

    @usableFromInline
    func grow() {
        do {
            let capacity = state.pointee.capacity * 2
            let grown = UnsafeMutablePointer<Frame>.allocate(capacity: capacity)
            grown.moveInitialize(from: state.pointee.frames, count: state.pointee.count)
            state.pointee.frames.deallocate()
            state.pointee.frames = grown
            state.pointee.capacity = capacity
        }
    }

    @usableFromInline
    func pop() {
        state.pointee.count -= 1
    }

    /// Frees the stack (the thread-local destructor).
    func destroy() {
        state.pointee.frames.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }
}

#if canImport(Darwin)
    private func releaseStack(_ raw: UnsafeMutableRawPointer) {
        ResolutionStack(state: raw.assumingMemoryBound(to: ResolutionStack.State.self)).destroy()
    }
#else
    private func releaseStack(_ raw: UnsafeMutableRawPointer?) {
        guard let raw else { return }
        ResolutionStack(state: raw.assumingMemoryBound(to: ResolutionStack.State.self)).destroy()
    }
#endif

/// How many threads run ``Container/verify()`` now: while none does, building a shared instance
/// skips looking for a verification session.
@usableFromInline
let verificationsRunning = Atomic<Int>(0)

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
