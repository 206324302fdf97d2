import DIContainer
import Foundation
import Testing

@Suite struct LifetimeTests {
    @Test func transientMakesANewInstanceEachTime() throws {
        let app = Container()
        app.register(Interactor.self) { _ in Interactor(repository: FakeRepository()) }
        #expect(try app.resolve(Interactor.self) !== app.resolve(Interactor.self))
    }

    @Test func singletonIsOnePerRegisteringContainerSharedWithDescendants() throws {
        let app = Container(name: "app")
        app.register((any MovieRepository).self, scope: .singleton) { _ in SQLiteRepository() }
        let first = app.child(name: "first")
        let second = app.child(name: "second")
        let grandchild = first.child(name: "grandchild")
        let fromApp = try app.resolve((any MovieRepository).self)
        #expect(try first.resolve((any MovieRepository).self) === fromApp)
        #expect(try second.resolve((any MovieRepository).self) === fromApp)
        #expect(try grandchild.resolve((any MovieRepository).self) === fromApp)
        // The same registration made in another container is another singleton.
        let other = Container(name: "other")
        other.register((any MovieRepository).self, scope: .singleton) { _ in SQLiteRepository() }
        #expect(try other.resolve((any MovieRepository).self) !== fromApp)
    }

    @Test func scopedIsOnePerResolvingContainer() throws {
        let app = Container(name: "app")
        app.register((any MovieRepository).self, scope: .singleton) { _ in SQLiteRepository() }
        app.register(Interactor.self, scope: .scoped) { r in Interactor(repository: try r.resolve()) }
        let movies = app.child(name: "Movies")
        let detail = app.child(name: "Detail")
        let a = try movies.resolve(Interactor.self)
        #expect(try movies.resolve(Interactor.self) === a)
        let b = try detail.resolve(Interactor.self)
        #expect(b !== a)
        #expect(try app.resolve(Interactor.self) !== a)
        #expect(a.repository === b.repository)
    }

    @Test func scopedInstanceInsideTransientGraphBelongsToTheResolvingScreen() throws {
        let app = Container(name: "app")
        app.register((any MovieRepository).self, scope: .singleton) { _ in SQLiteRepository() }
        app.register(Interactor.self, scope: .scoped) { r in Interactor(repository: try r.resolve()) }
        app.register(Presenter.self) { r in Presenter(interactor: try r.resolve()) }
        let screen = app.child(name: "Movies")
        let p1 = try screen.resolve(Presenter.self)
        let p2 = try screen.resolve(Presenter.self)
        #expect(p1 !== p2)
        #expect(p1.interactor === p2.interactor)
    }

    @Test func weakIsSharedWhileHeldAndRebuiltAfter() throws {
        let built = Counter()
        let app = Container()
        app.register(Interactor.self, scope: .weak) { _ in
            built.increment()
            return Interactor(repository: FakeRepository())
        }
        var held: Interactor? = try app.resolve(Interactor.self)
        weak let observed = held
        #expect(try app.resolve(Interactor.self) === held)
        #expect(built.count == 1)
        held = nil
        #expect(observed == nil)
        _ = try app.resolve(Interactor.self)
        #expect(built.count == 2)
    }

    @Test func singletonBuiltOnceWhenEightThreadsRaceTenThousandTimesEach() throws {
        let built = Counter()
        let app = Container()
        app.register((any MovieRepository).self, scope: .singleton) { _ in
            built.increment()
            usleep(2_000)  // widen the window in which the others arrive
            return SQLiteRepository()
        }
        let results = try race(threads: 8, iterations: 10_000) { try app.resolve((any MovieRepository).self) }
        #expect(built.count == 1)
        #expect(results.count == 80_000)
        #expect(Set(results.map(ObjectIdentifier.init)).count == 1)
    }

    @Test func scopedBuiltOncePerScreenUnderRace() throws {
        let built = Counter()
        let app = Container()
        app.register(Interactor.self, scope: .scoped) { _ in
            built.increment()
            usleep(2_000)
            return Interactor(repository: FakeRepository())
        }
        let screen = app.child(name: "screen")
        let results = try race(threads: 8, iterations: 1_000) { try screen.resolve(Interactor.self) }
        #expect(built.count == 1)
        #expect(Set(results.map(ObjectIdentifier.init)).count == 1)
    }

    @Test func registeringInAParentWhileChildrenResolveKeepsEveryTableAlive() throws {
        // Lookups through a child read the parent's table; a registration in the parent replaces it.
        let app = Container(name: "app")
        app.register(Interactor.self) { _ in Interactor(repository: FakeRepository()) }
        let screen = app.child(name: "screen")
        let writer = Thread {
            for index in 0..<2_000 { app.register(Int.self, name: ServiceName("n\(index)")) { _ in index } }
        }
        writer.start()
        let results = try race(threads: 4, iterations: 5_000) { try screen.resolve(Interactor.self) }
        #expect(results.count == 20_000)
    }

    @Test func concurrentTransientGraphsFromManyThreads() throws {
        let app = appContainer()
        let results = try race(threads: 8, iterations: 2_000) { try app.resolve(View.self) }
        #expect(Set(results.map(ObjectIdentifier.init)).count == results.count)
        #expect(Set(results.map { ObjectIdentifier(($0 as! View).presenter.interactor.repository) }).count == 1)
    }
}

/// Collects what the racing threads produced.
final class RaceResults: @unchecked Sendable {
    let lock = NSLock()
    var values: [AnyObject] = []
    var errors: [any Error] = []
}

/// Runs `body` `iterations` times on each of `threads` threads, all released at the same moment.
func race(threads: Int, iterations: Int, _ body: @escaping @Sendable () throws -> AnyObject) throws -> [AnyObject] {
    let results = RaceResults()
    let start = DispatchSemaphore(value: 0)
    let group = DispatchGroup()
    for _ in 0..<threads {
        group.enter()
        let thread = Thread {
            start.wait()
            var local: [AnyObject] = []
            local.reserveCapacity(iterations)
            do {
                for _ in 0..<iterations { local.append(try body()) }
            } catch {
                results.lock.withLock { results.errors.append(error) }
            }
            results.lock.withLock { results.values += local }
            group.leave()
        }
        thread.start()
    }
    for _ in 0..<threads { start.signal() }
    group.wait()
    if let error = results.errors.first { throw error }
    return results.values
}
