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

    private let mutex = Mutex<Void>(())
    private let owner = Atomic<UInt>(0)

    /// Runs `body` holding the lock, or directly when this thread already holds it.
    @usableFromInline
    func withLock<Result>(_ body: () throws(ResolutionError) -> Result) throws(ResolutionError) -> Result {
        let me = currentThreadID()
        if owner.load(ordering: .relaxed) == me {
            return try body()
        }
        var outcome: Swift.Result<Result, ResolutionError>?
        mutex.withLock { _ in
            owner.store(me, ordering: .relaxed)
            do throws(ResolutionError) {
                outcome = .success(try body())
            } catch {
                outcome = .failure(error)
            }
            owner.store(0, ordering: .relaxed)
        }
        switch outcome {
        case .success(let value)?: return value
        case .failure(let error)?: throw error
        case nil: throw ResolutionError.internalFailure("the creation lock ran no body")
        }
    }
}
