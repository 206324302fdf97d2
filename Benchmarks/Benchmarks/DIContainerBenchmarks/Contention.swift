import Foundation
import Synchronization

/// A second thread that does the same work in a loop while the benchmark measures the first.
final class Contender: @unchecked Sendable {
    private let stop = Atomic<Bool>(false)
    private let done = Atomic<Bool>(false)
    private let work: @Sendable () -> Void

    init(_ work: @escaping @Sendable () -> Void) {
        self.work = work
    }

    func start() {
        let thread = Thread { [self] in
            while !stop.load(ordering: .relaxed) { work() }
            done.store(true, ordering: .releasing)
        }
        thread.start()
    }

    func finish() {
        stop.store(true, ordering: .relaxed)
        while !done.load(ordering: .acquiring) { usleep(100) }
    }
}

/// Carries a value its type does not declare Sendable across threads, for a peer benchmarked as is.
final class Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
