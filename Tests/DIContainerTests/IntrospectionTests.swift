import DIContainer
import Testing

@Suite struct IntrospectionTests {
    @Test func listsRegistrationsWithScopeContainerAndLiveInstances() throws {
        let app = appContainer()
        let screen = app.child(name: "Movies")
        screen.register(Interactor.self, name: "screen", scope: .scoped) { r in Interactor(repository: try r.resolve())
        }
        .implements(AnyObject.self)
        var info = app.registrations
        #expect(info.map(\.label) == ["MovieRepository", "Interactor", "Presenter", "View"])
        #expect(info[0].scope == .singleton)
        #expect(info[0].liveInstances == 0)
        _ = try screen.resolve(View.self)
        _ = try screen.resolve(Interactor.self, name: "screen")
        info = app.registrations
        #expect(info[0].liveInstances == 1)
        #expect(info[3].dependencies == [#"Presenter in "app""#])
        let screenInfo = screen.registrations
        #expect(screenInfo.map(\.label) == [#"Interactor named "screen""#, #"AnyObject named "screen""#])
        #expect(screenInfo[0].implements == ["AnyObject"])
        #expect(screenInfo[0].liveInstances == 1)
        #expect(screenInfo[0].container == "Movies")
        #expect(app.snapshot().tree == "app: 4 registrations, 1 instances\n  Movies: 2 registrations, 1 instances")
    }

    @Test func graphExportsAsDotAndMermaid() throws {
        let app = appContainer()
        _ = try app.resolve(View.self)
        let graph = app.dependencyGraph()
        #expect(graph.nodes.count == 4)
        #expect(
            Set(graph.edges.map { "\($0.from) -> \($0.to)" }) == [
                #"View in "app" -> Presenter in "app""#,
                #"Presenter in "app" -> Interactor in "app""#,
                #"Interactor in "app" -> MovieRepository in "app""#,
            ])
        let dot = graph.dot
        #expect(dot.hasPrefix("digraph dependencies {"))
        #expect(dot.contains(#""View in \"app\"" -> "Presenter in \"app\"";"#))
        #expect(dot.contains(#"label="MovieRepository\nsingleton""#))
        let mermaid = graph.mermaid
        #expect(mermaid.hasPrefix("flowchart LR"))
        #expect(mermaid.contains(#"n3["View · transient"]"#))
        #expect(mermaid.contains("n3 --> n2"))
        #expect(mermaid.contains("n1 --> n0"))
    }
}
