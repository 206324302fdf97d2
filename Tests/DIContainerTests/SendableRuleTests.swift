import DIContainer
import Testing

// What the Sendable rule still allows, at run time. What it refuses is in Tests/CompileFail,
// whose run.sh `make test` runs: those sources must not compile.

/// Not Sendable: mutable state without a lock.
private final class Draft {
    var text = ""
}

/// Isolated to the main actor, hence Sendable: shared lifetimes accept it.
@MainActor
private final class MainScreen {
    var title = "Movies"
}

@Suite struct SendableRuleTests {
    @Test func aNonSendableServiceIsTransientAndEachResolutionGetsItsOwn() throws {
        let container = Container(name: "app")
        container.register(Draft.self) { _ in Draft() }
        container.register(Draft.self, name: "titled") { (_, text: String) in
            let draft = Draft()
            draft.text = text
            return draft
        }
        let first = try container.resolve(Draft.self)
        first.text = "edited"
        let second = try container.resolve(Draft.self)
        #expect(first !== second)
        #expect(second.text == "")
        #expect(try container.resolve(Draft.self, name: "titled", argument: "Alien").text == "Alien")
        #expect(container.registrations.allSatisfy { $0.scope == .transient })
    }

    @Test func theOptOutSharesOneInstanceTheCallerVouchesFor() throws {
        let container = Container(name: "app")
        let draft = Draft()
        container.register(instance: UncheckedSendable(draft))
        container.register(UncheckedSendable<Draft>.self, name: "built", scope: .singleton) { _ in
            UncheckedSendable(Draft())
        }
        let resolved = try container.resolve(UncheckedSendable<Draft>.self)
        #expect(resolved.value === draft)
        draft.text = "seen through the wrapper"
        #expect(resolved.text == "seen through the wrapper")
        let built = try container.resolve(UncheckedSendable<Draft>.self, name: "built").value
        #expect(try container.resolve(UncheckedSendable<Draft>.self, name: "built").value === built)
    }

    @MainActor
    @Test func aMainActorClassTakesASharedLifetime() throws {
        let app = Container(name: "app")
        app.register(MainScreen.self, scope: .scoped) { _ in MainActor.assumeIsolated { MainScreen() } }
        let screen = app.child(name: "screen")
        let first = try screen.resolve(MainScreen.self)
        #expect(try screen.resolve(MainScreen.self) === first)
        #expect(try app.child(name: "other").resolve(MainScreen.self) !== first)
        screen.dispose()
    }
}
