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
    let swinjectApp = makeSwinjectApp()
    let swinjectContender = Contender { blackHole(swinjectApp.resolve((any MovieRepository).self)) }
    Benchmark(
        "singleton resolve, 2 threads · Swinject",
        configuration: configuration(setup: { swinjectContender.start() }, teardown: { swinjectContender.finish() })
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(swinjectApp.resolve((any MovieRepository).self)!)
        }
    }
}
