import Dispatch
import Synchronization

/// One record of the CSV as the parser thread hands it to the writer: a movie, or a line to skip.
enum ParsedRecord: Sendable {
    case movie(CatalogRow, line: Int)
    case skipped(ImportReport.SkippedLine)
}

/// A bounded queue of record batches from the parser thread to the importing transaction.
///
/// The parser blocks when ``capacity`` batches wait, so memory stays bounded; the writer blocks when
/// none is ready. ``cancel()`` (the writer failed) makes the parser stop at its next batch.
final class RecordChannel: Sendable {
    struct State {
        var batches: [[ParsedRecord]] = []
        var finished = false
        var failure: String?
        var cancelled = false
    }

    static let capacity = 32

    private let state = Mutex(State())
    private let ready = DispatchSemaphore(value: 0)
    /// Created at 0 and signalled up to ``capacity``: libdispatch traps when a semaphore is released
    /// below the value it was created with, which a cancelled import can leave it at.
    private let free: DispatchSemaphore = {
        let semaphore = DispatchSemaphore(value: 0)
        for _ in 0..<RecordChannel.capacity { semaphore.signal() }
        return semaphore
    }()

    /// Queues a batch; returns `false` when the writer has cancelled and the parser should stop.
    func send(_ batch: [ParsedRecord]) -> Bool {
        free.wait()
        let accepted = state.withLock { state in
            guard !state.cancelled else { return false }
            state.batches.append(batch)
            return true
        }
        if accepted { ready.signal() }
        return accepted
    }

    /// Marks the end of the records, with the reason when the parser could not read the whole file.
    func finish(failure: String?) {
        state.withLock { state in
            state.finished = true
            state.failure = failure
        }
        ready.signal()
    }

    /// The next batch, or `nil` at the end; `failure` then tells whether the file was read entirely.
    func receive() -> [ParsedRecord]? {
        ready.wait()
        let batch = state.withLock { state -> [ParsedRecord]? in
            state.batches.isEmpty ? nil : state.batches.removeFirst()
        }
        if batch != nil { free.signal() }
        return batch
    }

    /// Why the parser stopped early, or `nil` when it read the whole file.
    var failure: String? {
        state.withLock { $0.failure }
    }

    /// Tells the parser to stop: the writer will not receive any more.
    func cancel() {
        state.withLock { $0.cancelled = true }
        free.signal()
    }
}
