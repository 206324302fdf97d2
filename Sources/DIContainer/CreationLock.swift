import Synchronization

/// The one lock under which shared instances (singleton, scoped, weak) are built, re-entrant per thread.
///
/// Readers never take it: a built singleton is read through an atomic pointer. Only the first
/// construction of a shared instance does, so "exactly once" holds when many threads race, and a
/// factory that resolves another shared service re-enters it on the same thread instead of
/// deadlocking. One process-wide lock, rather than one per registration, means two threads that
/// build `A → B` and `B → A` at the same moment cannot wait on each other.
@usableFromInline
final class CreationLock: Sendable {
    @usableFromInline static let shared = CreationLock()

    @usableFromInline let mutex = Mutex<Void>(())
    @usableFromInline let owner = Atomic<UInt>(0)

    @usableFromInline
    init() {}

    /// Runs `body` holding the lock, or directly when this thread already holds it.
    @inlinable
    func withLock<Result>(_ body: () throws(ResolutionError) -> Result) throws(ResolutionError) -> Result {
        let me = currentThreadID()
        if owner.load(ordering: .relaxed) == me {
            return try body()
        }
        var value: Result?
        var failure: ResolutionError?
        mutex.withLock { _ in
            owner.store(me, ordering: .relaxed)
            do throws(ResolutionError) {
                value = try body()
            } catch {
                failure = error
            }
            owner.store(0, ordering: .relaxed)
        }
        if let failure { throw failure }
        guard let value else { throw ResolutionError.internalFailure("the creation lock ran no body") }
        return value
    }
}
