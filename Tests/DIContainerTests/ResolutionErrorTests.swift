import DIContainer
import Foundation
import Testing

@Suite struct ResolutionErrorTests {
    @Test func missingServiceNamesTheWholePathAndEveryContainerSearched() throws {
        let app = Container(name: "app")
        app.register(View.self) { r in View(presenter: try r.resolve()) }
        app.register(Presenter.self) { r in Presenter(interactor: try r.resolve()) }
        app.register(Interactor.self) { r in Interactor(repository: try r.resolve()) }
        let detail = app.child(name: "Detail #12")
        let error = try #require(throws: ResolutionError.self) { try detail.resolve(View.self) }
        guard case .notRegistered = error.reason else {
            Issue.record("expected notRegistered, got \(error)")
            return
        }
        #expect(error.path == ["View", "Presenter", "Interactor", "MovieRepository"])
        #expect(error.searched == ["Detail #12", "app"])
        #expect(
            error.description
                == #"View → Presenter → Interactor → MovieRepository: not registered in container "Detail #12" or its parents "app""#
        )
    }

    @Test func missingKeyListsTheSameTypeUnderOtherNames() throws {
        let app = Container(name: "app")
        app.register((any MovieRepository).self, name: "primary") { _ in SQLiteRepository() }
        app.register((any MovieRepository).self, name: "backup") { _ in SQLiteRepository() }
        let error = try #require(throws: ResolutionError.self) {
            try app.resolve((any MovieRepository).self, name: "main")
        }
        guard case .notRegistered(let alternatives) = error.reason else {
            Issue.record("expected notRegistered, got \(error.reason)")
            return
        }
        #expect(
            alternatives == [#"MovieRepository named "primary" in "app""#, #"MovieRepository named "backup" in "app""#])
        #expect(error.description.contains(#"registered as: MovieRepository named "primary""#))
    }

    @Test func factoryErrorIsWrappedWithItsPath() throws {
        let app = Container(name: "app")
        app.register(Interactor.self) { r in Interactor(repository: try r.resolve()) }
        app.register((any MovieRepository).self) { _ in throw SampleError() }
        let error = try #require(throws: ResolutionError.self) { try app.resolve(Interactor.self) }
        guard case .factoryFailed = error.reason else {
            Issue.record("expected factoryFailed, got \(error)")
            return
        }
        #expect(error.underlyingError is SampleError)
        #expect(error.description == "Interactor → MovieRepository: its factory threw: disk is full")
    }

    @Test func wrongArgumentTypeIsAMismatchNotAMissingService() throws {
        let app = Container(name: "app")
        app.register(String.self) { (_: Resolver, id: Int) in "movie \(id)" }
        let error = try #require(throws: ResolutionError.self) { try app.resolve(String.self, argument: "12") }
        guard case .argumentMismatch = error.reason else {
            Issue.record("expected argumentMismatch, got \(error)")
            return
        }
        #expect(error.explanation == "resolved with arguments String, but registered with Int")
        let none = try #require(throws: ResolutionError.self) { try app.resolve(String.self) }
        #expect(none.explanation == "resolved with arguments no arguments, but registered with Int")
    }

    @Test func disposedContainerThrows() throws {
        let app = appContainer()
        let screen = app.child(name: "Movies")
        screen.dispose()
        let error = try #require(throws: ResolutionError.self) { try screen.resolve(View.self) }
        guard case .containerDisposed = error.reason else {
            Issue.record("expected containerDisposed, got \(error)")
            return
        }
        #expect(error.explanation == #"container "Movies" is disposed"#)
    }

    @Test func optionalIsNilOnlyWhenTheServiceItselfIsNotRegistered() throws {
        let app = Container(name: "app")
        #expect(try app.optional(Interactor.self) == nil)
        // Registered, but its dependency is missing: that is an error, not an absence.
        app.register(Interactor.self) { r in Interactor(repository: try r.resolve()) }
        let error = try #require(throws: ResolutionError.self) { try app.optional(Interactor.self) }
        guard case .notRegistered = error.reason else {
            Issue.record("expected notRegistered, got \(error)")
            return
        }
        #expect(error.path == ["Interactor", "MovieRepository"])
        app.register((any MovieRepository).self) { _ in FakeRepository() }
        #expect(try app.optional(Interactor.self)?.repository.source == "fake")
    }

    @Test func optionalDependencyInsideAFactory() throws {
        let app = Container(name: "app")
        app.register(String.self) { r in try r.optional(Int.self).map { "count \($0)" } ?? "no count" }
        #expect(try app.resolve(String.self) == "no count")
        app.register(Int.self) { _ in 3 }
        #expect(try app.resolve(String.self) == "count 3")
    }

    @Test func weakScopeRejectsValueTypes() throws {
        let app = Container(name: "app")
        app.register(Int.self, scope: .weak) { _ in 7 }
        let error = try #require(throws: ResolutionError.self) { try app.resolve(Int.self) }
        guard case .weakScopeNeedsClass = error.reason else {
            Issue.record("expected weakScopeNeedsClass, got \(error)")
            return
        }
    }
}

@Suite struct CycleTests {
    final class A: Sendable { init(_ b: B) {} }
    final class B: Sendable { init(_ c: C) {} }
    final class C: Sendable { init(_ a: A) {} }

    @Test func reportsTheExactLoop() throws {
        let app = Container(name: "app")
        app.register(A.self) { r in A(try r.resolve()) }
        app.register(B.self) { r in B(try r.resolve()) }
        app.register(C.self) { r in C(try r.resolve()) }
        let error = try #require(throws: ResolutionError.self) { try app.resolve(A.self) }
        guard case .cycle(let loop) = error.reason else {
            Issue.record("expected a cycle, got \(error)")
            return
        }
        #expect(loop == ["A", "B", "C", "A"])
        #expect(error.description == "A → B → C → A: dependency cycle A → B → C → A")
    }

    @Test func cycleEnteredHalfwayShowsThePrefixAndTheLoop() throws {
        let app = Container(name: "app")
        app.register(String.self) { r in "\(try r.resolve(B.self))" }
        app.register(A.self) { r in A(try r.resolve()) }
        app.register(B.self) { r in B(try r.resolve()) }
        app.register(C.self) { r in C(try r.resolve()) }
        let error = try #require(throws: ResolutionError.self) { try app.resolve(String.self) }
        #expect(error.path == ["String", "B", "C", "A", "B"])
        guard case .cycle(let loop) = error.reason else {
            Issue.record("\(error)")
            return
        }
        #expect(loop == ["B", "C", "A", "B"])
    }

    @Test func selfDependencyOfASingletonIsACycleNotADeadlock() throws {
        let app = Container(name: "app")
        app.register(A.self, scope: .singleton) { r in A(B(C(try r.resolve(A.self)))) }
        let error = try #require(throws: ResolutionError.self) { try app.resolve(A.self) }
        guard case .cycle = error.reason else {
            Issue.record("expected cycle, got \(error)")
            return
        }
        // The container is still usable afterwards: the creation lock was released.
        app.register(Int.self, scope: .singleton) { _ in 1 }
        #expect(try app.resolve(Int.self) == 1)
    }

    @Test func twoThreadsEnteringASingletonCycleFromBothEndsGetCyclesNotADeadlock() throws {
        final class Left: Sendable { init(_ right: Right) {} }
        final class Right: Sendable { init(_ left: Left) {} }
        for _ in 0..<20 {
            let app = Container(name: "app")
            app.register(Left.self, scope: .singleton) { r in
                usleep(500)
                return Left(try r.resolve())
            }
            app.register(Right.self, scope: .singleton) { r in
                usleep(500)
                return Right(try r.resolve())
            }
            let codes = Log()
            let group = DispatchGroup()
            for side in 0..<2 {
                group.enter()
                Thread {
                    do throws(ResolutionError) {
                        if side == 0 { _ = try app.resolve(Left.self) } else { _ = try app.resolve(Right.self) }
                        codes.append("resolved")
                    } catch {
                        if case .cycle = error.reason { codes.append("cycle") } else { codes.append("\(error)") }
                    }
                    group.leave()
                }.start()
            }
            #expect(group.wait(timeout: .now() + 10) == .success)
            #expect(codes.entries == ["cycle", "cycle"])
        }
    }

    @Test func longCycleThroughNamedRegistrationsIsFoundWithoutStackOverflow() throws {
        let app = Container(name: "app")
        let length = 400
        for index in 0..<length {
            let next = ServiceName("n\((index + 1) % length)")
            app.register(Int.self, name: ServiceName("n\(index)")) { r in try r.resolve(Int.self, name: next) + 1 }
        }
        let error = try #require(throws: ResolutionError.self) { try app.resolve(Int.self, name: "n0") }
        guard case .cycle(let loop) = error.reason else {
            Issue.record("\(error)")
            return
        }
        #expect(loop.count == length + 1)
        #expect(loop.first == #"Int named "n0""#)
        #expect(loop.last == #"Int named "n0""#)
    }

    @Test func recursionWithArgumentsIsAllowedUntilTheDepthLimit() throws {
        let app = Container(name: "app")
        app.register(Int.self) { (r: Resolver, n: Int) in n == 0 ? 0 : try r.resolve(Int.self, argument: n - 1) + 1 }
        #expect(try app.resolve(Int.self, argument: 50) == 50)
        let error = try #require(throws: ResolutionError.self) { try app.resolve(Int.self, argument: 100_000) }
        guard case .depthLimitExceeded = error.reason else {
            Issue.record("expected depthLimitExceeded, got \(error)")
            return
        }
    }
}
