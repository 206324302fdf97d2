import DIContainer
import Dependencies

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// DIContainer's benchmark workloads in a plain loop, without the benchmark harness, so that
// `valgrind --tool=callgrind` counts the instructions of the library alone:
//
//     DIContainerInstructions <workload> <iterations>
//
// Scripts/di_instructions.sh runs each workload twice under callgrind (two iteration counts) and
// prints the difference per iteration, which leaves out start-up and set-up.

protocol MovieRepository: AnyObject, Sendable {
    func count() -> Int
}

final class SQLiteMovieRepository: MovieRepository, Sendable {
    func count() -> Int { 58_788 }
}

final class MovieListInteractor: Sendable {
    let repository: any MovieRepository
    init(repository: any MovieRepository) { self.repository = repository }
}

final class MovieListPresenter: Sendable {
    let interactor: MovieListInteractor
    init(interactor: MovieListInteractor) { self.interactor = interactor }
}

enum MovieRepositoryKey: DependencyKey {
    static let liveValue: any MovieRepository = SQLiteMovieRepository()
}

enum MovieListPresenterKey: DependencyKey {
    static let liveValue = MovieListPresenter(interactor: MovieListInteractor(repository: SQLiteMovieRepository()))
}

extension DependencyValues {
    var movieRepository: any MovieRepository {
        get { self[MovieRepositoryKey.self] }
        set { self[MovieRepositoryKey.self] = newValue }
    }

    var movieListPresenter: MovieListPresenter {
        get { self[MovieListPresenterKey.self] }
        set { self[MovieListPresenterKey.self] = newValue }
    }
}

@inline(never)
func consume<Value>(_ value: Value) {
    withExtendedLifetime(value) {}
}

let workloads: [String: (Container, Int) throws -> Void] = [
    "singleton": { app, iterations in
        for _ in 0..<iterations { consume(try app.resolve((any MovieRepository).self)) }
    },
    "graph": { app, iterations in
        for _ in 0..<iterations { consume(try app.resolve(MovieListPresenter.self)) }
    },
    "hand-wired": { app, iterations in
        let repository = try app.resolve((any MovieRepository).self)
        for _ in 0..<iterations {
            consume(MovieListPresenter(interactor: MovieListInteractor(repository: repository)))
        }
    },
    "screen": { app, iterations in
        for _ in 0..<iterations {
            let screen = app.child(name: "Movies")
            screen.register(MovieListInteractor.self, scope: .scoped) { r in
                MovieListInteractor(repository: try r.resolve())
            }
            screen.register(MovieListPresenter.self) { r in MovieListPresenter(interactor: try r.resolve()) }
            consume(try screen.resolve(MovieListPresenter.self))
            screen.dispose()
        }
    },
    "push": { app, iterations in
        for _ in 0..<iterations {
            let screen = app.child(name: "Movies")
            consume(try screen.resolve(MovieListPresenter.self))
            screen.dispose()
        }
    },
]

// swift-dependencies' equivalents, as in DIContainerBenchmarks.
let peerWorkloads: [String: (Container, Int) throws -> Void] = [
    "dependency-read": { _, iterations in
        for _ in 0..<iterations {
            @Dependency(\.movieRepository) var repository
            consume(repository)
        }
    },
    "with-dependencies": { _, iterations in
        for _ in 0..<iterations {
            // The presenter is used inside the operation, not returned: see SwiftDependencies.swift.
            withDependencies {
                $0.movieListPresenter = MovieListPresenter(
                    interactor: MovieListInteractor(repository: $0.movieRepository))
            } operation: {
                @Dependency(\.movieListPresenter) var presenter
                consume(presenter)
            }
        }
    },
]
let everyWorkload = workloads.merging(peerWorkloads) { first, _ in first }

let arguments = CommandLine.arguments
guard arguments.count == 3, let workload = everyWorkload[arguments[1]], let iterations = Int(arguments[2]) else {
    print("usage: DIContainerInstructions <\(everyWorkload.keys.sorted().joined(separator: "|"))> <iterations>")
    exit(2)
}
let app = Container(name: "app") {
    Register((any MovieRepository).self, scope: .singleton) { _ in SQLiteMovieRepository() }
    Register(MovieListInteractor.self) { r in MovieListInteractor(repository: try r.resolve()) }
    Register(MovieListPresenter.self) { r in MovieListPresenter(interactor: try r.resolve()) }
}
// Warm up: the singleton built, the tables published, the runtime's caches filled.
try workload(app, 10)
try workload(app, iterations)
