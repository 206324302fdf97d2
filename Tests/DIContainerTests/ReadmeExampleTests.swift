import DIContainer
import Foundation
import Testing

// The README's library example, compiled and run here so it cannot drift from the API.
// Keep the two in sync: the README shows this code from `protocol Catalog` to the last `print`.

private protocol Catalog: Sendable { func count() -> Int }
private struct InMemoryCatalog: Catalog { func count() -> Int { 58_788 } }

private final class SearchInteractor: Sendable {
    let catalog: any Catalog
    init(catalog: any Catalog) { self.catalog = catalog }
}

private final class SearchPresenter: Sendable {
    let interactor: SearchInteractor
    let screen: Int
    init(interactor: SearchInteractor, screen: Int) {
        self.interactor = interactor
        self.screen = screen
    }
    var title: String { "Screen \(screen): \(interactor.catalog.count()) movies" }
}

@Suite struct ReadmeExampleTests {
    @Test func theLibraryExampleRunsAsWritten() throws {
        var printed: [String] = []
        func print(_ line: String) { printed.append(line) }

        let app = Container(name: "app") {
            Register((any Catalog).self, scope: .singleton) { _ in InMemoryCatalog() }
            Register(SearchInteractor.self, scope: .scoped) { r in SearchInteractor(catalog: try r.resolve()) }
            Register(SearchPresenter.self) { (r, screen: Int) in
                SearchPresenter(interactor: try r.resolve(), screen: screen)
            }
        }
        try app.verify()  // every problem at start-up, in one error

        let screen = app.child(name: "Search #1")  // a screen gets its own scope
        let presenter = try screen.resolve(SearchPresenter.self, argument: 1)
        print(presenter.title)  // Screen 1: 58788 movies
        screen.dispose()  // its scoped interactor is released

        do {
            _ = try app.resolve(Double.self)
        } catch {
            print(error.description)  // Double: not registered in container "app"
        }

        #expect(printed == ["Screen 1: 58788 movies", #"Double: not registered in container "app""#])
    }

    /// The repository's README and the library's guide show the same example, this one.
    @Test func bothReadmesShowTheSameExample() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        func example(_ path: String) throws -> Substring? {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            guard let start = text.range(of: "```swift\nimport DIContainer\n") else { return nil }
            guard let end = text.range(of: "```\n", range: start.upperBound..<text.endIndex) else { return nil }
            return text[start.lowerBound..<end.upperBound]
        }
        let readme = try #require(try example("README.md"))
        let guide = try #require(try example("Sources/DIContainer/README.md"))
        #expect(readme == guide)
        #expect(readme.contains("print(presenter.title)                             // Screen 1: 58788 movies"))
    }
}
