import DIContainer
import Testing

@Suite struct VerificationTests {
    @Test func aSoundGraphVerifiesAndKeepsNothingAlive() throws {
        let built = Counter()
        let closed = Counter()
        let app = Container(name: "app")
        app.register((any MovieRepository).self, scope: .singleton) { _ in
            built.increment()
            return SQLiteRepository()
        }.onDispose { _ in closed.increment() }
        app.register(Interactor.self) { r in Interactor(repository: try r.resolve()) }
        app.register(String.self) { (_: Resolver, id: Int) in "\(id)" }
        let report = try app.verify()
        #expect(Set(report.verified) == ["MovieRepository", "Interactor"])
        #expect(report.skipped == ["String (arguments: Int)"])
        #expect(built.count == 1)  // once for the whole verification, not once per dependent
        #expect(closed.count == 0)  // verifying never disposes what a factory hands out
        #expect(app.registrations.allSatisfy { $0.liveInstances == 0 })
        _ = try app.resolve(Interactor.self)
        #expect(built.count == 2)  // the real singleton is built on first real use
    }

    @Test func sampleArgumentsBuildTheRegistrationsThatTakeArguments() throws {
        let seen = Counter()
        let app = Container(name: "app")
        app.register((any MovieRepository).self, scope: .singleton) { _ in SQLiteRepository() }
        app.register(String.self) { (_: Resolver, id: Int) in
            seen.increment()
            return "\(id)"
        }
        app.register(Interactor.self) { (r: Resolver, first: Int, second: Int) in
            Interactor(repository: try r.resolve())
        }
        app.register(Double.self) { (_: Resolver, ratio: Double) in ratio }
        var samples = VerificationArguments()
        samples.add(7)
        samples.add(1, 2)
        let report = try app.verify(arguments: samples)
        #expect(
            Set(report.verified) == [
                "MovieRepository", "String (arguments: Int)", "Interactor (arguments: (Int, Int))",
            ])
        #expect(report.skipped == ["Double (arguments: Double)"])
        #expect(seen.count == 1)
    }

    @Test func aSampleArgumentReachesAFactoryThatFailsOnIt() throws {
        let app = Container(name: "app")
        app.register(Interactor.self) { (r: Resolver, id: Int) in Interactor(repository: try r.resolve()) }
        var samples = VerificationArguments()
        samples.add(0)
        #expect(try app.verify().skipped == ["Interactor (arguments: Int)"])
        let error = try #require(throws: VerificationError.self) { try app.verify(arguments: samples) }
        #expect(
            error.problems.map(\.description) == [
                #"Interactor (arguments: Int) → MovieRepository: not registered in container "app""#
            ])
    }

    @Test func verifyingReleasesWhatItBuiltButNeverDisposesASharedObject() throws {
        final class Connection: Disposable, @unchecked Sendable {
            var closed = false
            func dispose() { closed = true }
        }
        final class WeakHolder: @unchecked Sendable { weak var object: AnyObject? }
        let connection = Connection()
        let built = WeakHolder()
        let app = Container(name: "app")
        app.register(instance: connection)
        app.register(Interactor.self, scope: .singleton) { _ in
            let interactor = Interactor(repository: FakeRepository())
            built.object = interactor
            return interactor
        }
        try app.verify()
        #expect(!connection.closed)
        #expect(built.object == nil)
        #expect(try app.resolve(Connection.self) === connection)
    }

    @Test func reportsEveryProblemAtOnce() throws {
        final class A { init(_ b: B) {} }
        final class B { init(_ a: A) {} }
        let app = Container(name: "app")
        app.register(A.self) { r in A(try r.resolve()) }
        app.register(B.self) { r in B(try r.resolve()) }
        app.register(Interactor.self) { r in Interactor(repository: try r.resolve()) }
        app.register(Double.self) { _ in throw SampleError() }
        let error = try #require(throws: VerificationError.self) { try app.verify() }
        let texts = error.problems.map(\.description)
        #expect(texts.contains("A → B → A: dependency cycle A → B → A"))
        #expect(texts.contains("B → A → B: dependency cycle B → A → B"))
        #expect(texts.contains(#"Interactor → MovieRepository: not registered in container "app""#))
        #expect(texts.contains("Double: its factory threw: disk is full"))
        #expect(error.problems.count == 4)
        #expect(error.description.hasPrefix(#"verification of container "app" found 4 problem(s):"#))
    }

    @Test func findsCaptiveDependencies() throws {
        let app = Container(name: "app")
        app.register((any MovieRepository).self, scope: .scoped) { _ in SQLiteRepository() }
        app.register(Interactor.self) { r in Interactor(repository: try r.resolve()) }
        app.register(Presenter.self, scope: .singleton) { r in Presenter(interactor: try r.resolve()) }
        let error = try #require(throws: VerificationError.self) { try app.verify() }
        #expect(error.problems.count == 1)
        guard case .captiveDependency(let holder, let scope, let captive, let container) = error.problems[0] else {
            Issue.record("\(error)")
            return
        }
        #expect(holder == "Presenter")
        #expect(scope == .singleton)
        #expect(captive == "MovieRepository (through Interactor)")
        #expect(container == "app")
    }

    @Test func findsAChildOverrideAParentSingletonCannotSee() throws {
        let app = Container(name: "app")
        app.register((any MovieRepository).self) { _ in SQLiteRepository() }
        app.register(Interactor.self, scope: .singleton) { r in Interactor(repository: try r.resolve()) }
        let test = app.child(name: "test")
        test.register((any MovieRepository).self) { _ in FakeRepository() }
        #expect(throws: Never.self) { try app.verify() }
        let error = try #require(throws: VerificationError.self) { try test.verify() }
        #expect(
            error.problems.map(\.description) == [
                #"override not seen: singleton Interactor of "app" uses MovieRepository from "app"; the override in "test" never reaches it"#
            ])
    }

    @Test func findsForwardingThatCannotWork() throws {
        let app = Container(name: "app")
        app.register(Interactor.self) { _ in Interactor(repository: FakeRepository()) }.implements(
            (any MovieRepository).self)
        let error = try #require(throws: VerificationError.self) { try app.verify() }
        guard case .resolution(let resolution) = error.problems.first else {
            Issue.record("\(error)")
            return
        }
        guard case .forwardingFailed = resolution.reason else {
            Issue.record("expected forwardingFailed, got \(resolution)")
            return
        }
    }
}
