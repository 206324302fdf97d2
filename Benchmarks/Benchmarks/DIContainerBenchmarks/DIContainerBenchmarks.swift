import Benchmark
import DIContainer
import Swinject

// DIContainer and Swinject 2.10.0 on the same workloads, in the same run.

let metrics: [BenchmarkMetric] = [.wallClock, .cpuTotal, .mallocCountTotal, .instructions]

func configuration(setup: (() async throws -> Void)? = nil, teardown: (() async throws -> Void)? = nil) -> Benchmark.Configuration {
    .init(metrics: metrics, scalingFactor: .kilo, maxDuration: .seconds(2), maxIterations: 1_000_000, setup: setup, teardown: teardown)
}

func makeReelApp() -> DIContainer.Container {
    DIContainer.Container(name: "app") {
        Register((any MovieRepository).self, scope: .singleton) { _ in SQLiteMovieRepository() }
        Register(MovieListInteractor.self) { r in MovieListInteractor(repository: try r.resolve()) }
        Register(MovieListPresenter.self) { r in MovieListPresenter(interactor: try r.resolve()) }
    }
}

func makeSwinjectApp() -> Swinject.Container {
    let container = Swinject.Container()
    container.register((any MovieRepository).self) { _ in SQLiteMovieRepository() }.inObjectScope(.container)
    container.register(MovieListInteractor.self) { r in MovieListInteractor(repository: r.resolve((any MovieRepository).self)!) }
    container.register(MovieListPresenter.self) { r in MovieListPresenter(interactor: r.resolve(MovieListInteractor.self)!) }
    return container
}

let benchmarks: @Sendable () -> Void = {
    // MARK: singleton resolve

    Benchmark("singleton resolve · DIContainer", configuration: configuration()) { benchmark in
        let app = makeReelApp()
        _ = try app.resolve((any MovieRepository).self)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try app.resolve((any MovieRepository).self))
        }
    }
    Benchmark("singleton resolve · Swinject", configuration: configuration()) { benchmark in
        let app = makeSwinjectApp()
        _ = app.resolve((any MovieRepository).self)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(app.resolve((any MovieRepository).self)!)
        }
    }

    // MARK: transient 3-level graph

    Benchmark("3-level graph · hand-wired", configuration: configuration()) { benchmark in
        let repository: any MovieRepository = SQLiteMovieRepository()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(MovieListPresenter(interactor: MovieListInteractor(repository: repository)))
        }
    }
    Benchmark("3-level graph · DIContainer", configuration: configuration()) { benchmark in
        let app = makeReelApp()
        _ = try app.resolve(MovieListPresenter.self)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try app.resolve(MovieListPresenter.self))
        }
    }
    Benchmark("3-level graph · Swinject", configuration: configuration()) { benchmark in
        let app = makeSwinjectApp()
        _ = app.resolve(MovieListPresenter.self)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(app.resolve(MovieListPresenter.self)!)
        }
    }

    // MARK: a screen: child container, its own registrations, resolve, dispose

    Benchmark("child create + resolve + dispose · DIContainer", configuration: configuration()) { benchmark in
        let app = makeReelApp()
        _ = try app.resolve((any MovieRepository).self)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let screen = app.child(name: "Movies")
            screen.register(MovieListInteractor.self, scope: .scoped) { r in MovieListInteractor(repository: try r.resolve()) }
            screen.register(MovieListPresenter.self) { r in MovieListPresenter(interactor: try r.resolve()) }
            blackHole(try screen.resolve(MovieListPresenter.self))
            screen.dispose()
        }
    }
    Benchmark("child create + resolve + dispose · Swinject", configuration: configuration()) { benchmark in
        let app = makeSwinjectApp()
        _ = app.resolve((any MovieRepository).self)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let screen = Swinject.Container(parent: app)
            screen.register(MovieListInteractor.self) { r in MovieListInteractor(repository: r.resolve((any MovieRepository).self)!) }
                .inObjectScope(.container)
            screen.register(MovieListPresenter.self) { r in MovieListPresenter(interactor: r.resolve(MovieListInteractor.self)!) }
            blackHole(screen.resolve(MovieListPresenter.self)!)
            // Swinject has no dispose: the child is released here.
        }
    }

    // MARK: a screen the idiomatic way: DIContainer registers the screen once in the app as
    // `.scoped`, so a push is child + resolve + dispose. Swinject has no per-child scope for a
    // parent's registration, so a push registers the screen's services in the child.

    Benchmark("screen push (idiomatic) · DIContainer", configuration: configuration()) { benchmark in
        let app = makeReelApp()
        app.register(MovieListInteractor.self, name: "screen", scope: .scoped) { r in MovieListInteractor(repository: try r.resolve()) }
        app.register(MovieListPresenter.self, name: "screen") { r in MovieListPresenter(interactor: try r.resolve(name: "screen")) }
        _ = try app.resolve((any MovieRepository).self)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let screen = app.child(name: "Movies")
            blackHole(try screen.resolve(MovieListPresenter.self, name: "screen"))
            screen.dispose()
        }
    }

    // MARK: a miss costs O(1): `optional` on a service nobody registered, next to 1 or 1,000 others

    for count in [1, 1_000] {
        Benchmark("miss, \(count) registrations · DIContainer", configuration: configuration()) { benchmark in
            let app = DIContainer.Container(name: "app")
            for index in 0..<count { app.register(Int.self, name: ServiceName("n\(index)")) { _ in index } }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(try app.optional(MovieListPresenter.self))
            }
        }
        Benchmark("miss, \(count) registrations · Swinject", configuration: configuration()) { benchmark in
            let app = Swinject.Container()
            for index in 0..<count { app.register(Int.self, name: "n\(index)") { _ in index } }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(app.resolve(MovieListPresenter.self))
            }
        }
    }

    // MARK: singleton resolve while a second thread resolves the same service

    let reelApp = makeReelApp()
    let reelContender = Contender { blackHole(try? reelApp.resolve((any MovieRepository).self)) }
    Benchmark(
        "singleton resolve, 2 threads · DIContainer",
        configuration: configuration(setup: { reelContender.start() }, teardown: { reelContender.finish() })
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try reelApp.resolve((any MovieRepository).self))
        }
    }
    // Swinject needs its synchronized resolver for access from several threads (it traps otherwise).
    let swinjectApp = Unchecked(makeSwinjectApp().synchronize())
    let swinjectContender = Contender { blackHole(swinjectApp.value.resolve((any MovieRepository).self)) }
    Benchmark(
        "singleton resolve, 2 threads · Swinject",
        configuration: configuration(setup: { swinjectContender.start() }, teardown: { swinjectContender.finish() })
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(swinjectApp.value.resolve((any MovieRepository).self)!)
        }
    }
}
