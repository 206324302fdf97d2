import DIContainer
import Synchronization

// A small app-shaped graph: View → Presenter → Interactor → Repository.

protocol MovieRepository: AnyObject, Sendable {
    var source: String { get }
}

final class SQLiteRepository: MovieRepository, @unchecked Sendable {
    let source: String
    init(source: String = "sqlite") { self.source = source }
}

final class FakeRepository: MovieRepository, @unchecked Sendable {
    let source = "fake"
}

final class Interactor: @unchecked Sendable {
    let repository: any MovieRepository
    init(repository: any MovieRepository) { self.repository = repository }
}

final class Presenter: @unchecked Sendable {
    let interactor: Interactor
    init(interactor: Interactor) { self.interactor = interactor }
}

final class View: @unchecked Sendable {
    let presenter: Presenter
    init(presenter: Presenter) { self.presenter = presenter }
}

/// Counts constructions and dispose calls across threads.
final class Counter: Sendable {
    private let value = Atomic<Int>(0)
    func increment() { value.add(1, ordering: .relaxed) }
    var count: Int { value.load(ordering: .relaxed) }
}

/// Records the order of events (dispose hooks) across threads.
final class Log: Sendable {
    private let lines = Mutex<[String]>([])
    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var entries: [String] { lines.withLock { $0 } }
}

struct SampleError: Error, CustomStringConvertible {
    var description: String { "disk is full" }
}

func appContainer() -> Container {
    Container(name: "app") {
        Register((any MovieRepository).self, scope: .singleton) { _ in SQLiteRepository() }
        Register(Interactor.self) { r in Interactor(repository: try r.resolve()) }
        Register(Presenter.self) { r in Presenter(interactor: try r.resolve()) }
        Register(View.self) { r in View(presenter: try r.resolve()) }
    }
}
