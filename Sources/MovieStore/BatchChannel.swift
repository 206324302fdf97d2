import Dispatch
import Foundation
import MovieCatalog
import Synchronization

/// A bounded queue of batches from a parsing thread to the importing transaction, ending with the
/// parser's result or the error that stopped it.
///
/// The parser blocks when ``capacity`` batches wait, so memory stays bounded whatever the file's size; the
/// writer blocks when none is ready. ``cancel()`` (the writer failed) makes the parser stop at its next batch.
final class BatchChannel<Batch: Sendable, Outcome: Sendable>: Sendable {
    private struct State {
        var batches: [Batch] = []
        var outcome: Result<Outcome, CatalogError>?
        var cancelled = false
    }

    static var capacity: Int { 16 }

    private let state = Mutex(State())
    private let ready = DispatchSemaphore(value: 0)
    /// Created at 0 and signalled up to ``capacity``: libdispatch traps when a semaphore is released
    /// below the value it was created with, which a cancelled import can leave it at.
    private let free: DispatchSemaphore = {
        let semaphore = DispatchSemaphore(value: 0)
        for _ in 0..<BatchChannel.capacity { semaphore.signal() }
        return semaphore
    }()

    /// Runs `parse` on a new thread named `name`, which sends its batches here and ends with its outcome.
    ///
    /// - Parameter name: The thread's name.
    /// - Parameter parse: Reads a file, sending batches through the function it is given (which returns
    ///   `false` when the writer has cancelled), and returns its outcome or throws what stopped it.
    init(name: String, parse: @escaping @Sendable (_ send: (Batch) -> Bool) throws(CatalogError) -> Outcome) {
        let thread = Thread { [self] in
            let outcome: Result<Outcome, CatalogError>
            do throws(CatalogError) {
                outcome = .success(try parse { self.send($0) })
            } catch {
                outcome = .failure(error)
            }
            self.state.withLock { $0.outcome = outcome }
            self.ready.signal()
        }
        thread.name = name
        thread.stackSize = 1 << 20
        thread.start()
    }

    private func send(_ batch: Batch) -> Bool {
        free.wait()
        let accepted = state.withLock { state in
            guard !state.cancelled else { return false }
            state.batches.append(batch)
            return true
        }
        if accepted { ready.signal() }
        return accepted
    }

    /// The next batch, or `nil` once the parser has finished (then ``outcome()`` has its result).
    func receive() -> Batch? {
        ready.wait()
        let batch = state.withLock { state -> Batch? in
            state.batches.isEmpty ? nil : state.batches.removeFirst()
        }
        if batch != nil { free.signal() }
        return batch
    }

    /// What the parser returned, or the error that stopped it; call after ``receive()`` returned `nil`.
    func outcome() throws(CatalogError) -> Outcome {
        let outcome = state.withLock { $0.outcome }
        switch outcome {
        case .success(let value)?: return value
        case .failure(let error)?: throw error
        case nil: throw CatalogError(.databaseFailure, "the import's parser stopped without a result.")
        }
    }

    /// Tells the parser to stop: the writer will not receive any more.
    func cancel() {
        state.withLock { $0.cancelled = true }
        free.signal()
    }
}
