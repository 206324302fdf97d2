import Benchmark
import DIContainer
import DIContainerWorkloads
import Swinject

// DIContainer, Swinject 2.10.0 and swift-dependencies 1.17.1 on the same workloads, in the same
// run. Containers are built before the measured closures, so only the resolutions are measured.
// DIContainer's and swift-dependencies' workloads are those of DIContainerWorkloads, which
// DIContainerInstructions runs under callgrind.

let metrics: [BenchmarkMetric] = [.wallClock, .cpuTotal, .mallocCountTotal, .instructions]

func configuration(setup: (() async throws -> Void)? = nil, teardown: (() async throws -> Void)? = nil) -> Benchmark.Configuration {
    .init(metrics: metrics, scalingFactor: .kilo, maxDuration: .seconds(2), maxIterations: 1_000_000, setup: setup, teardown: teardown)
}

func makeSwinjectApp() -> Swinject.Container {
    let container = Swinject.Container()
    container.register((any MovieRepository).self) { _ in SQLiteMovieRepository() }.inObjectScope(.container)
    container.register(MovieListInteractor.self) { r in MovieListInteractor(repository: r.resolve((any MovieRepository).self)!) }
    container.register(MovieListPresenter.self) { r in MovieListPresenter(interactor: r.resolve(MovieListInteractor.self)!) }
    return container
}

/// `count` named registrations of `Int`, to show what a miss costs next to them.
func crowded(_ count: Int) -> (DIContainer.Container, Unchecked<Swinject.Container>) {
    let reel = DIContainer.Container(name: "crowded")
    let swinject = Swinject.Container()
    reel.install {
        for index in 0..<count { Register(Int.self, name: ServiceName("n\(index)")) { _ in index } }
    }
    for index in 0..<count { swinject.register(Int.self, name: "n\(index)") { _ in index } }
    return (reel, Unchecked(swinject))
}

let benchmarks: @Sendable () -> Void = {
    let reelApp = DIContainerWorkload.makeApp()
    let swinjectApp = Unchecked(makeSwinjectApp())
    _ = try? DIContainerWorkload.singleton(reelApp)
    _ = swinjectApp.value.resolve((any MovieRepository).self)
    _ = SwiftDependenciesWorkload.readRepository()

    // MARK: singleton resolve

    Benchmark("singleton resolve · DIContainer", configuration: configuration()) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try DIContainerWorkload.singleton(reelApp))
        }
    }
    Benchmark("singleton resolve · Swinject", configuration: configuration()) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(swinjectApp.value.resolve((any MovieRepository).self)!)
        }
    }
    Benchmark("singleton resolve · swift-dependencies", configuration: configuration()) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(SwiftDependenciesWorkload.readRepository())
        }
    }

    // MARK: transient 3-level graph: Presenter → Interactor → Repository (singleton)

    let repository: any MovieRepository = SQLiteMovieRepository()
    Benchmark("3-level graph · hand-wired", configuration: configuration()) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(DIContainerWorkload.handWired(repository))
        }
    }
    Benchmark("3-level graph · DIContainer", configuration: configuration()) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try DIContainerWorkload.graph(reelApp))
        }
    }
    Benchmark("3-level graph · Swinject", configuration: configuration()) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(swinjectApp.value.resolve(MovieListPresenter.self)!)
        }
    }

    // MARK: a screen push as the issue measures it: child container, resolve the screen's graph
    // (registered in the app), end the scope (Swinject has no dispose: its child is released).

    Benchmark("child + resolve graph + dispose · DIContainer", configuration: configuration()) { benchmark in
        for _ in benchmark.scaledIterations {
            try DIContainerWorkload.push(reelApp) { blackHole($0) }
        }
    }
    Benchmark("child + resolve graph + dispose · Swinject", configuration: configuration()) { benchmark in
        for _ in benchmark.scaledIterations {
            let screen = Swinject.Container(parent: swinjectApp.value)
            blackHole(screen.resolve(MovieListPresenter.self)!)
        }
    }

    // MARK: a screen with its own registrations: child, register 2, resolve, dispose (Swinject: release)

    Benchmark("child + register + resolve + dispose · DIContainer", configuration: configuration()) { benchmark in
        for _ in benchmark.scaledIterations {
            try DIContainerWorkload.screen(reelApp) { blackHole($0) }
        }
    }
    Benchmark("child + register + resolve + dispose · Swinject", configuration: configuration()) { benchmark in
        for _ in benchmark.scaledIterations {
            let screen = Swinject.Container(parent: swinjectApp.value)
            screen.register(MovieListInteractor.self) { r in MovieListInteractor(repository: r.resolve((any MovieRepository).self)!) }
                .inObjectScope(.container)
            screen.register(MovieListPresenter.self) { r in MovieListPresenter(interactor: r.resolve(MovieListInteractor.self)!) }
            blackHole(screen.resolve(MovieListPresenter.self)!)
        }
    }
    // swift-dependencies has no containers: its screen scope is an override for one operation.
    Benchmark("child + register + resolve + dispose · swift-dependencies", configuration: configuration()) {
        benchmark in
        for _ in benchmark.scaledIterations {
            SwiftDependenciesWorkload.openScreen { blackHole($0) }
        }
    }

    // MARK: a screen the idiomatic DIContainer way: its services are registered once in the app as
    // `.scoped`, so a push is child + resolve + dispose. (Swinject has no per-child scope for a
    // parent's registration: its idiomatic push is the "child + register" row above.)

    Benchmark("screen push, scoped in the app · DIContainer", configuration: configuration()) { benchmark in
        for _ in benchmark.scaledIterations {
            try DIContainerWorkload.push(reelApp, name: "screen") { blackHole($0) }
        }
    }

    // MARK: a miss costs O(1): `optional` for a service nobody registered, next to 1 or 1,000 others.
    // Swinject prints a line for every failed resolution by default; that is part of its figure.

    for count in [1, 1_000] {
        let (reel, swinject) = crowded(count)
        Benchmark("miss, \(count) registrations · DIContainer", configuration: configuration()) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try reel.optional(MovieListPresenter.self))
            }
        }
        Benchmark("miss, \(count) registrations · Swinject", configuration: configuration()) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(swinject.value.resolve(MovieListPresenter.self))
            }
        }
    }

    // MARK: singleton resolve while a second thread resolves the same service

    let reelContender = Contender { blackHole(try? DIContainerWorkload.singleton(reelApp)) }
    Benchmark(
        "singleton resolve, 2 threads · DIContainer",
        configuration: configuration(setup: { reelContender.start() }, teardown: { reelContender.finish() })
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try DIContainerWorkload.singleton(reelApp))
        }
    }
    // Swinject needs its synchronized resolver for access from several threads (it traps otherwise).
    let synchronized = Unchecked(makeSwinjectApp().synchronize())
    let swinjectContender = Contender { blackHole(synchronized.value.resolve((any MovieRepository).self)) }
    Benchmark(
        "singleton resolve, 2 threads · Swinject",
        configuration: configuration(setup: { swinjectContender.start() }, teardown: { swinjectContender.finish() })
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(synchronized.value.resolve((any MovieRepository).self)!)
        }
    }
}
