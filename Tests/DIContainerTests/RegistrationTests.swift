import DIContainer
import Testing

@Suite struct RegistrationTests {
    @Test func resolvesAConcreteTypeRegisteredForAProtocol() throws {
        let container = Container()
        container.register((any MovieRepository).self) { _ in SQLiteRepository(source: "disk") }
        let repository = try container.resolve((any MovieRepository).self)
        #expect(repository.source == "disk")
        #expect(repository is SQLiteRepository)
    }

    @Test func inferredTypeResolution() throws {
        let container = appContainer()
        let view: View = try container.resolve()
        #expect(view.presenter.interactor.repository.source == "sqlite")
    }

    @Test func namesTellRegistrationsApart() throws {
        let container = Container()
        container.register((any MovieRepository).self, name: "primary") { _ in SQLiteRepository(source: "primary") }
        container.register((any MovieRepository).self, name: "backup") { _ in SQLiteRepository(source: "backup") }
        container.register((any MovieRepository).self) { _ in SQLiteRepository(source: "unnamed") }
        #expect(try container.resolve((any MovieRepository).self, name: "primary").source == "primary")
        #expect(try container.resolve((any MovieRepository).self, name: "backup").source == "backup")
        #expect(try container.resolve((any MovieRepository).self).source == "unnamed")
    }

    @Test func keysAreTypeIdentityNotTypeNames() throws {
        // Two distinct types that print the same way must not collide.
        enum A { struct Service { let tag = "A" } }
        enum B { struct Service { let tag = "B" } }
        #expect(String(describing: A.Service.self) == String(describing: B.Service.self))
        let container = Container()
        container.register(A.Service.self) { _ in A.Service() }
        container.register(B.Service.self) { _ in B.Service() }
        #expect(try container.resolve(A.Service.self).tag == "A")
        #expect(try container.resolve(B.Service.self).tag == "B")
    }

    @Test func registeringAgainReplacesTheEarlierRegistration() throws {
        let container = Container()
        container.register(Int.self) { _ in 1 }
        #expect(try container.resolve(Int.self) == 1)
        container.register(Int.self) { _ in 2 }
        #expect(try container.resolve(Int.self) == 2)
        #expect(container.registrations.count == 1)
    }

    @Test func resolvesWithOneTwoAndThreeArguments() throws {
        let container = Container()
        container.register(String.self) { (_: Resolver, id: Int) in "movie \(id)" }
        container.register(String.self) { (_: Resolver, id: Int, title: String) in "\(id): \(title)" }
        container.register(String.self) { (_: Resolver, id: Int, title: String, year: Int) in
            "\(id): \(title) (\(year))"
        }
        #expect(try container.resolve(String.self, argument: 12) == "movie 12")
        #expect(try container.resolve(String.self, arguments: 12, "Alien") == "12: Alien")
        #expect(try container.resolve(String.self, arguments: 12, "Alien", 1979) == "12: Alien (1979)")
    }

    @Test func argumentsReachNestedFactoriesThroughTheResolver() throws {
        let container = Container()
        container.register(String.self) { (_: Resolver, id: Int) in "movie \(id)" }
        container.register([String].self) { (r: Resolver, first: Int, count: Int) in
            try (first..<(first + count)).map { try r.resolve(String.self, argument: $0) }
        }
        #expect(try container.resolve([String].self, arguments: 3, 2) == ["movie 3", "movie 4"])
    }

    @Test func registeredInstanceIsReturnedAsIs() throws {
        let container = Container()
        let repository = SQLiteRepository(source: "given")
        container.register(instance: repository as any MovieRepository)
        #expect(try container.resolve((any MovieRepository).self) === repository)
    }

    @Test func isRegisteredLooksWithoutBuilding() {
        let counter = Counter()
        let container = Container()
        container.register(Int.self) { _ in
            counter.increment()
            return 1
        }
        #expect(container.isRegistered(Int.self))
        #expect(!container.isRegistered(String.self))
        #expect(counter.count == 0)
    }
}
