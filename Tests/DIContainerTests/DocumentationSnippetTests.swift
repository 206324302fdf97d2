// swift-format-ignore-file
// (The snippet regions below are shown verbatim in the DocC articles.)
import DIContainer
import Foundation
import Synchronization
import Testing

// The code samples of the DocC catalog (Sources/DIContainer/DIContainer.docc), compiled and run
// here. Every region between `// snippet: <name>` and `// end snippet` is code an article shows;
// the tests assert what the articles say it produces. `SnippetCatalogTests` (at the end) reads
// every article and fails when one of its ```swift blocks is not, verbatim up to a uniform leading
// indentation, part of a region below, or when a region is shown by no article.

// MARK: - Getting Started

// snippet: getting-started-services
protocol MovieLibrary: Sendable {
    func title(of id: Int) -> String?
}

struct InMemoryLibrary: MovieLibrary {
    let titles: [Int: String]
    func title(of id: Int) -> String? { titles[id] }
}

final class DetailInteractor: Sendable {
    let library: any MovieLibrary
    init(library: any MovieLibrary) { self.library = library }
}

final class DetailPresenter: Sendable {
    let movieID: Int
    let interactor: DetailInteractor
    init(movieID: Int, interactor: DetailInteractor) {
        self.movieID = movieID
        self.interactor = interactor
    }
    var heading: String { interactor.library.title(of: movieID) ?? "Unknown movie" }
}
// end snippet

// snippet: getting-started-keys
extension ServiceName {
    static let classics: ServiceName = "classics"
}

struct LibraryKey: InjectionKey {
    typealias Value = any MovieLibrary
}
// end snippet

@Suite struct GettingStartedSnippetTests {
    @Test func aContainerBuildsTheGraphWithARuntimeArgument() throws {
        // snippet: getting-started-container
        let app = Container(name: "app") {
            Register((any MovieLibrary).self, scope: .singleton) { _ in
                InMemoryLibrary(titles: [20545: "Heat", 603: "The Matrix"])
            }
            Register(DetailInteractor.self) { r in
                DetailInteractor(library: try r.resolve())
            }
            Register(DetailPresenter.self) { (r, movieID: Int) in
                DetailPresenter(movieID: movieID, interactor: try r.resolve())
            }
        }
        try app.verify()   // every wiring problem at start-up, in one error

        let presenter = try app.resolve(DetailPresenter.self, argument: 20545)
        let heading = presenter.heading   // "Heat"
        // end snippet
        #expect(heading == "Heat")
        #expect(presenter.movieID == 20545)
        #expect(try app.resolve(DetailPresenter.self, argument: 603).heading == "The Matrix")
    }

    @Test func registerCallsAreTheDSLWithoutTheBuilder() throws {
        // snippet: getting-started-register
        let app = Container(name: "app")
        app.register((any MovieLibrary).self, scope: .singleton) { _ in
            InMemoryLibrary(titles: [603: "The Matrix"])
        }
        app.register(DetailInteractor.self) { r in
            DetailInteractor(library: try r.resolve())
        }
        let interactor: DetailInteractor = try app.resolve()   // the type is inferred
        let title = interactor.library.title(of: 603)        // "The Matrix"
        // end snippet
        #expect(title == "The Matrix")
        #expect(app.registrations.map(\.scope) == [.singleton, .transient])
    }

    @Test func errorsAreTypedAndNameThePath() {
        // snippet: getting-started-errors
        let app = Container(name: "app") {
            Register(DetailInteractor.self) { r in
                DetailInteractor(library: try r.resolve())
            }
        }
        var message = ""
        do {
            _ = try app.resolve(DetailInteractor.self)
        } catch {
            // `error` is a ResolutionError: `resolve` declares `throws(ResolutionError)`.
            if case .notRegistered = error.reason {
                message = error.description
            }
        }
        // message == "DetailInteractor → MovieLibrary: not registered in container \"app\""
        // end snippet
        #expect(message == #"DetailInteractor → MovieLibrary: not registered in container "app""#)
    }

    @Test func namesAndKeysTellRegistrationsApart() throws {
        // snippet: getting-started-keys-use
        let app = Container(name: "app") {
            Register(LibraryKey.self, scope: .singleton) { _ in
                InMemoryLibrary(titles: [603: "The Matrix"])
            }
            Register((any MovieLibrary).self, name: .classics, scope: .singleton) { _ in
                InMemoryLibrary(titles: [289: "Casablanca"])
            }
        }
        let recent = try app.resolve(LibraryKey.self)
        let classics = try app.resolve((any MovieLibrary).self, name: .classics)
        // recent.title(of: 603) == "The Matrix", classics.title(of: 289) == "Casablanca"
        // end snippet
        #expect(recent.title(of: 603) == "The Matrix")
        #expect(classics.title(of: 289) == "Casablanca")
        #expect(classics.title(of: 603) == nil)
        // The key has no name: it is the unnamed registration of its value type.
        #expect(try app.resolve((any MovieLibrary).self).title(of: 603) == "The Matrix")
    }
}

// MARK: - Lifetimes and Scopes

// snippet: lifetimes-types
/// Mutable and not `Sendable`: it can only be transient.
final class Stopwatch {
    var laps: [Int] = []
}

/// Immutable, so `Sendable`: any lifetime.
final class TitleCache: Sendable {
    let titles: [Int: String]
    init(titles: [Int: String] = [:]) { self.titles = titles }
}

/// Guards its state with a lock, so `Sendable`: any lifetime.
final class ScreenState: Sendable {
    private let visits = Mutex(0)
    func visit() -> Int { visits.withLock { $0 += 1; return $0 } }
}
// end snippet

// snippet: lifetimes-disposable-types
/// Appends lines from any thread.
final class EventLog: Sendable {
    private let lines = Mutex<[String]>([])
    func record(_ line: String) { lines.withLock { $0.append(line) } }
    var events: [String] { lines.withLock { $0 } }
}

/// Stops playing when its container is disposed.
final class Playback: Disposable, Sendable {
    let log: EventLog
    init(log: EventLog) { self.log = log }
    func dispose() { log.record("Playback.dispose()") }
}
// end snippet

// snippet: lifetimes-captive-types
final class Recommender: Sendable {
    let state: ScreenState
    init(state: ScreenState) { self.state = state }
}
// end snippet

@Suite struct LifetimesSnippetTests {
    @Test func transientIsNewEachTimeAndASingletonBelongsToItsRegistrar() throws {
        // snippet: lifetimes-transient-singleton
        let app = Container(name: "app") {
            Register(Stopwatch.self) { _ in Stopwatch() }                          // transient
            Register(TitleCache.self, scope: .singleton) { _ in TitleCache() }     // one for the app
        }
        let first = try app.resolve(Stopwatch.self)
        let second = try app.resolve(Stopwatch.self)
        // first !== second: a transient is built for every resolution

        let screen = app.child(name: "Movies")
        let cache = try screen.resolve(TitleCache.self)
        // cache === (try app.resolve(TitleCache.self)): the app's singleton, seen from its child
        // end snippet
        #expect(first !== second)
        #expect(try cache === app.resolve(TitleCache.self))
        screen.dispose()
        #expect(try cache === app.resolve(TitleCache.self), "disposing a child keeps its parent's singleton")
    }

    @Test func scopedIsOnePerResolvingContainer() throws {
        // snippet: lifetimes-scoped
        let app = Container(name: "app") {
            Register(ScreenState.self, scope: .scoped) { _ in ScreenState() }
        }
        let movies = app.child(name: "Movies")
        let detail = app.child(name: "Detail #603")
        let moviesState = try movies.resolve(ScreenState.self)
        let detailState = try detail.resolve(ScreenState.self)
        // moviesState !== detailState: one per container that resolves it,
        // and every resolution from `movies` returns moviesState
        let report = detail.dispose()
        // report.disposed == ["ScreenState"]: detailState is released with its screen
        // end snippet
        #expect(moviesState !== detailState)
        #expect(try movies.resolve(ScreenState.self) === moviesState)
        #expect(report.disposed == ["ScreenState"])
        #expect(report.leaks == ["ScreenState"], "detailState is still held by this test")
        #expect(moviesState.visit() == 1 && detailState.visit() == 1)
    }

    @Test func weakIsSharedWhileSomebodyHoldsIt() throws {
        // snippet: lifetimes-weak
        let app = Container(name: "app") {
            Register(TitleCache.self, scope: .weak) { _ in TitleCache(titles: [603: "The Matrix"]) }
        }
        weak var released: TitleCache?
        var sharedWhileHeld = false
        do {
            let cache = try app.resolve(TitleCache.self)
            released = cache
            sharedWhileHeld = try app.resolve(TitleCache.self) === cache   // true
        }
        // released == nil: the container did not keep the cache once `cache` went
        // end snippet
        #expect(sharedWhileHeld)
        #expect(released == nil)
        #expect(try app.resolve(TitleCache.self).titles[603] == "The Matrix")
    }

    @Test func sharedLifetimesNeedSendableServices() throws {
        // snippet: lifetimes-sendable
        let app = Container(name: "app")
        // Stopwatch is not Sendable: without `scope:` it is transient, each caller gets its own.
        app.register(Stopwatch.self) { _ in Stopwatch() }

        // One instance you vouch for (used from one thread only): the wrapper says so in its type.
        app.register(instance: UncheckedSendable(Stopwatch()))
        let stopwatch = try app.resolve(UncheckedSendable<Stopwatch>.self).value
        stopwatch.laps.append(42)
        // end snippet
        #expect(try app.resolve(UncheckedSendable<Stopwatch>.self).value.laps == [42])
        #expect(try app.resolve(Stopwatch.self).laps.isEmpty)
    }

    @Test func disposeRunsHooksThenDisposable() throws {
        // snippet: lifetimes-dispose
        let log = EventLog()
        let app = Container(name: "app") {
            Register(Playback.self, scope: .scoped) { _ in Playback(log: log) }
                .onDispose { _ in log.record("onDispose hook") }
        }
        let player = app.child(name: "Player")
        _ = try player.resolve(Playback.self)
        let report = player.dispose()
        // log.events == ["onDispose hook", "Playback.dispose()"]
        // report.description == "disposed \"Player\": 1 instance(s), no leaks"
        // end snippet
        #expect(log.events == ["onDispose hook", "Playback.dispose()"])
        #expect(report.description == #"disposed "Player": 1 instance(s), no leaks"#)
        #expect(player.dispose().disposed.isEmpty, "a second dispose does nothing")
        #expect(log.events.count == 2)
    }

    @Test func theDisposalReportListsWhatOutlivedItsScope() throws {
        let log = EventLog()
        let app = Container(name: "app") {
            Register(Playback.self, scope: .scoped) { _ in Playback(log: log) }
        }
        // snippet: lifetimes-leak
        let player = app.child(name: "Player #2")
        let kept = try player.resolve(Playback.self)   // held outside its container
        let report = player.dispose()
        // report.leaks == ["Playback"]
        // report.description == "disposed \"Player #2\": 1 instance(s), leaks: Player #2: Playback"
        // end snippet
        #expect(report.leaks == ["Playback"])
        #expect(report.description == #"disposed "Player #2": 1 instance(s), leaks: Player #2: Playback"#)
        #expect(kept.log === log)
    }

    @Test func verifyFindsACaptiveDependency() {
        // snippet: lifetimes-captive
        let app = Container(name: "app") {
            Register(ScreenState.self, scope: .scoped) { _ in ScreenState() }
            Register(Recommender.self, scope: .singleton) { r in
                Recommender(state: try r.resolve())
            }
        }
        var problems: [String] = []
        do {
            try app.verify()
        } catch {
            problems = error.problems.map(\.description)
        }
        // problems == ["captive dependency: singleton Recommender in \"app\" holds scoped
        //   ScreenState, which would outlive its scope; make Recommender scoped or the
        //   dependency transient"]
        // end snippet
        #expect(problems == [
            "captive dependency: singleton Recommender in \"app\" holds scoped ScreenState, "
                + "which would outlive its scope; make Recommender scoped or the dependency transient"
        ])
    }
}

// MARK: - Screens as Child Containers

// snippet: screens-module
enum DetailModule {
    static var module: Module {
        Module("Detail") {
            Register(DetailInteractor.self, scope: .scoped) { r in
                DetailInteractor(library: try r.resolve())
            }
            Register(DetailPresenter.self, scope: .scoped) { (r, movieID: Int) in
                DetailPresenter(movieID: movieID, interactor: try r.resolve())
            }
        }
    }
}
// end snippet

// snippet: screens-inject-types
/// Made by a framework, not by the container: it cannot take its dependencies in `init`.
final class DetailHeader {
    @Inject var library: (any MovieLibrary)?
    let movieID: Int
    init(movieID: Int) { self.movieID = movieID }
    var text: String { library?.title(of: movieID) ?? "?" }
}
// end snippet

@Suite struct ScreensSnippetTests {
    /// The app container the screen snippets start from.
    static func makeApp() -> Container {
        // snippet: screens-app
        let app = Container(name: "app") {
            Register((any MovieLibrary).self, scope: .singleton) { _ in
                InMemoryLibrary(titles: [20545: "Heat", 603: "The Matrix"])
            }
        }
        // end snippet
        return app
    }

    @Test func aPushIsAChildWithTheScreensModuleAndAPopDisposesIt() throws {
        let app = Self.makeApp()
        // snippet: screens-push-pop
        // Push: a child named after the route, the screen's module, the screen resolved from it.
        let detail = app.child(name: "Detail #20545")
        detail.install(DetailModule.module)
        var presenter: DetailPresenter? = try detail.resolve(DetailPresenter.self, argument: 20545)
        let heading = presenter?.heading   // "Heat"

        // Pop: drop the screen, then dispose its container.
        presenter = nil
        let report = detail.dispose()
        // report.disposed == ["DetailPresenter (arguments: Int)", "DetailInteractor"], newest first
        // report.leaks == []
        // end snippet
        #expect(heading == "Heat")
        #expect(report.disposed == ["DetailPresenter (arguments: Int)", "DetailInteractor"])
        #expect(report.leaks.isEmpty)
        #expect(app.children.isEmpty)
        var code: String?
        do {
            _ = try detail.resolve(DetailPresenter.self, argument: 20545)
        } catch {
            if case .containerDisposed = error.reason { code = "containerDisposed" }
        }
        #expect(code == "containerDisposed")
    }

    @Test func eachPushHasItsOwnInstances() throws {
        let app = Self.makeApp()
        // snippet: screens-two-pushes
        let first = app.child(name: "Detail #20545")
        first.install(DetailModule.module)
        let second = app.child(name: "Detail #603")
        second.install(DetailModule.module)
        let firstInteractor = try first.resolve(DetailInteractor.self)
        let secondInteractor = try second.resolve(DetailInteractor.self)
        // firstInteractor !== secondInteractor, and both use the app's one MovieLibrary
        // end snippet
        #expect(firstInteractor !== secondInteractor)
        #expect(try first.resolve(DetailPresenter.self, argument: 20545).heading == "Heat")
        #expect(try second.resolve(DetailPresenter.self, argument: 603).heading == "The Matrix")
        // snippet: screens-introspection
        let tree = app.snapshot().tree
        // app: 1 registrations, 1 instances
        //   Detail #20545: 2 registrations, 2 instances
        //   Detail #603: 2 registrations, 2 instances
        let graph = app.dependencyGraph().mermaid   // or `.dot` for Graphviz
        // end snippet
        #expect(tree == """
            app: 1 registrations, 1 instances
              Detail #20545: 2 registrations, 2 instances
              Detail #603: 2 registrations, 2 instances
            """)
        #expect(graph.hasPrefix("flowchart LR"))
        #expect(graph.contains("DetailInteractor"))
        first.dispose()
        second.dispose()
        #expect(app.snapshot().tree == "app: 1 registrations, 1 instances")
    }

    @Test func aChildOverridesWithoutTouchingItsParent() throws {
        let app = Self.makeApp()
        // snippet: screens-override
        let preview = app.child(name: "Preview")
        preview.register((any MovieLibrary).self, scope: .singleton) { _ in
            InMemoryLibrary(titles: [20545: "Heat (preview)"])
        }
        preview.install(DetailModule.module)
        let previewHeading = try preview.resolve(DetailPresenter.self, argument: 20545).heading
        let appTitle = try app.resolve((any MovieLibrary).self).title(of: 20545)
        // previewHeading == "Heat (preview)", appTitle == "Heat": the app is untouched
        // end snippet
        #expect(previewHeading == "Heat (preview)")
        #expect(appTitle == "Heat")
        preview.dispose()
    }

    @Test func injectResolvesFromTheBoundContainerAndHoldsItWeakly() throws {
        let app = Self.makeApp()
        // snippet: screens-inject
        let screen = app.child(name: "Detail #20545")
        let header = Container.$current.withValue(screen) { DetailHeader(movieID: 20545) }
        let text = header.text   // "Heat", resolved on first read from `screen`

        // The property holds its container weakly: once the container is gone, it reads nil.
        let orphan = Container.$current.withValue(app.child(name: "Gone")) {
            DetailHeader(movieID: 20545)
        }
        var failure = ""
        do {
            _ = try orphan.$library.resolve()   // `orphan.text` is "?"
        } catch {
            failure = error.explanation
        }
        // failure == "container \"Gone\" was released before the property was read"
        // end snippet
        #expect(text == "Heat")
        #expect(header.$library.source === screen)
        #expect(orphan.$library.source == nil)
        #expect(orphan.text == "?", "a released container reads nil, never a trap")
        #expect(failure.contains(#""Gone""#))
        #expect(failure == expectedReleasedExplanation)
        screen.dispose()
    }

    @Test func testsOverrideTheSharedContainerForOneTaskTree() {
        // snippet: screens-shared
        let fake = Container(name: "test") {
            Register((any MovieLibrary).self) { _ in InMemoryLibrary(titles: [20545: "Heat (fake)"]) }
        }
        let text = Container.withShared(fake) {
            DetailHeader(movieID: 20545).text   // made outside any container: uses `shared`
        }
        // text == "Heat (fake)"; outside the closure, Container.shared is what it was
        // end snippet
        #expect(text == "Heat (fake)")
        #expect(Container.shared !== fake)
    }
}

/// What ``ResolutionError/explanation`` says for a released container, read from the error itself
/// so that the snippet's comment is checked against the same text.
private let expectedReleasedExplanation = ResolutionError(
    reason: .containerReleased(container: "Gone"), requested: "MovieLibrary", path: [], searched: ["Gone"]
).explanation

// MARK: - Migrating from Swinject

// snippet: migrating-types
struct Trailer {
    let movieID: Int
    let language: String
}
// end snippet

@Suite struct MigratingSnippetTests {
    @Test func registerAndResolve() throws {
        // snippet: migrating-register
        // Swinject: container.register(MovieLibrary.self) { _ in ... }.inObjectScope(.container)
        let container = Container(name: "app")
        container.register((any MovieLibrary).self, scope: .singleton) { _ in
            InMemoryLibrary(titles: [603: "The Matrix"])
        }
        // Swinject: container.register(DetailInteractor.self) { r in DetailInteractor(library: r.resolve(MovieLibrary.self)!) }
        container.register(DetailInteractor.self) { r in
            DetailInteractor(library: try r.resolve())
        }
        // Swinject: container.resolve(DetailInteractor.self)!
        let interactor = try container.resolve(DetailInteractor.self)   // not an optional
        // end snippet
        #expect(interactor.library.title(of: 603) == "The Matrix")
        #expect(try container.resolve(DetailInteractor.self) !== interactor)
    }

    @Test func assembliesBecomeModules() throws {
        // snippet: migrating-assembly
        // Swinject: final class DetailAssembly: Assembly { func assemble(container: Container) { ... } }
        let detailAssembly = Module("Detail") {
            Register(DetailInteractor.self) { r in DetailInteractor(library: try r.resolve()) }
        }
        let libraryAssembly = Module("Library") {
            Register((any MovieLibrary).self, scope: .singleton) { _ in InMemoryLibrary(titles: [:]) }
        }
        // Swinject: let assembler = Assembler([LibraryAssembly(), DetailAssembly()])
        let app = Container(name: "app") {
            libraryAssembly
            detailAssembly
        }
        // end snippet
        #expect(app.registrations.map(\.service) == ["MovieLibrary", "DetailInteractor"])
        #expect(try app.verify().verified.count == 2)
    }

    @Test func argumentsArePacksAndAMismatchIsAnError() throws {
        // snippet: migrating-arguments
        let container = Container(name: "app") {
            Register(Trailer.self) { (r, movieID: Int, language: String) in
                Trailer(movieID: movieID, language: language)
            }
        }
        // Swinject: container.resolve(Trailer.self, arguments: 603, "en")!
        let trailer = try container.resolve(Trailer.self, arguments: 603, "en")

        // Swinject returns nil for arguments of other types; this is an error that says why.
        var mismatch = false
        do {
            _ = try container.resolve(Trailer.self, argument: 603)
        } catch {
            if case .argumentMismatch = error.reason { mismatch = true }
        }
        // end snippet
        #expect(trailer.movieID == 603 && trailer.language == "en")
        #expect(mismatch)
    }

    @Test func childContainersAndThreads() async throws {
        // snippet: migrating-child
        let app = Container(name: "app") {
            Register((any MovieLibrary).self, scope: .singleton) { _ in
                InMemoryLibrary(titles: [603: "The Matrix"])
            }
        }
        // Swinject: let child = Container(parent: app)
        let child = app.child(name: "Detail #603")
        let title = try child.resolve((any MovieLibrary).self).title(of: 603)   // "The Matrix"
        child.dispose()   // Swinject has no end of scope: its child goes when released

        // Swinject: let resolver = app.synchronize(); Container itself is Sendable here.
        let titles = await withTaskGroup(of: String?.self) { group in
            for _ in 0..<4 {
                group.addTask { try? app.resolve((any MovieLibrary).self).title(of: 603) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        // titles == ["The Matrix", "The Matrix", "The Matrix", "The Matrix"]
        // end snippet
        #expect(title == "The Matrix")
        #expect(titles == Array(repeating: "The Matrix", count: 4))
        #expect(child.isDisposed)
    }
}

// MARK: - The articles show exactly this code

/// A region of this file between `// snippet: <name>` and `// end snippet`.
struct SnippetRegion: Equatable {
    let name: String
    let lines: [String]
}

/// A fenced ```swift block of an article.
struct ArticleBlock: Equatable {
    let article: String
    let line: Int
    let lines: [String]
}

enum SnippetCatalog {
    static let testFile = URL(fileURLWithPath: #filePath)
    static let catalog = testFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/DIContainer/DIContainer.docc")
    static let articles = ["DIContainer.md", "GettingStarted.md", "LifetimesAndScopes.md",
                           "ScreensAsChildContainers.md", "MigratingFromSwinject.md"]

    /// The regions marked in `source`; a region left open or a duplicate name is an error.
    static func regions(in source: String) throws -> [SnippetRegion] {
        var regions: [SnippetRegion] = []
        var open: (name: String, lines: [String])?
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("// snippet: ") {
                guard open == nil else { throw SnippetProblem("line \(index + 1): a snippet opens inside another") }
                open = (String(trimmed.dropFirst("// snippet: ".count)), [])
            } else if trimmed == "// end snippet" {
                guard let region = open else { throw SnippetProblem("line \(index + 1): `end snippet` without a snippet") }
                guard !regions.contains(where: { $0.name == region.name }) else {
                    throw SnippetProblem("snippet \(region.name) is defined twice")
                }
                regions.append(SnippetRegion(name: region.name, lines: region.lines))
                open = nil
            } else if open != nil {
                open?.lines.append(String(line))
            }
        }
        if let open { throw SnippetProblem("snippet \(open.name) has no `// end snippet`") }
        return regions
    }

    /// The ```swift blocks of `markdown`; an unclosed fence is an error.
    static func swiftBlocks(in markdown: String, article: String) throws -> [ArticleBlock] {
        var blocks: [ArticleBlock] = []
        var open: (line: Int, lines: [String])?
        var inOtherFence = false
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let block = open {
                if trimmed == "```" {
                    blocks.append(ArticleBlock(article: article, line: block.line, lines: block.lines))
                    open = nil
                } else {
                    open?.lines.append(String(line))
                }
            } else if inOtherFence {
                if trimmed == "```" { inOtherFence = false }
            } else if trimmed == "```swift" {
                open = (index + 1, [])
            } else if trimmed.hasPrefix("```") {
                inOtherFence = true
            }
        }
        if let open { throw SnippetProblem("\(article):\(open.line): unclosed ```swift block") }
        return blocks
    }

    /// Whether `block` appears as consecutive lines of `region`, each shifted by the same
    /// indentation (blank lines match blank lines; trailing spaces are ignored).
    static func region(_ region: SnippetRegion, contains block: [String]) -> Bool {
        let blockLines = block.map(trimmingTrailingSpaces)
        let regionLines = region.lines.map(trimmingTrailingSpaces)
        guard let firstIndex = blockLines.firstIndex(where: { !$0.isEmpty }), regionLines.count >= blockLines.count else {
            return false
        }
        let first = blockLines[firstIndex]
        for start in 0...(regionLines.count - blockLines.count) {
            let anchor = regionLines[start + firstIndex]
            let shift = indentation(of: anchor) - indentation(of: first)
            guard shift >= 0 else { continue }
            let pad = String(repeating: " ", count: shift)
            let matches = blockLines.indices.allSatisfy { offset in
                let expected = blockLines[offset]
                let actual = regionLines[start + offset]
                return expected.isEmpty ? actual.isEmpty : actual == pad + expected
            }
            if matches { return true }
        }
        return false
    }

    private static func indentation(of line: String) -> Int {
        line.prefix { $0 == " " }.count
    }

    private static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.last == " " || line.last == "\t" { line.removeLast() }
        return line
    }
}

struct SnippetProblem: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

@Suite struct SnippetCatalogTests {
    @Test func everyArticleBlockIsCompiledCodeAndEveryRegionIsShown() throws {
        let regions = try SnippetCatalog.regions(in: String(contentsOf: SnippetCatalog.testFile, encoding: .utf8))
        #expect(regions.count >= 30)
        var shown = Set<String>()
        for article in SnippetCatalog.articles {
            let text = try String(contentsOf: SnippetCatalog.catalog.appendingPathComponent(article), encoding: .utf8)
            let blocks = try SnippetCatalog.swiftBlocks(in: text, article: article)
            if article != "DIContainer.md" {
                #expect(!blocks.isEmpty, "\(article) shows no code")
            }
            for block in blocks {
                let matching = regions.filter { SnippetCatalog.region($0, contains: block.lines) }
                #expect(!matching.isEmpty, "\(article):\(block.line): this ```swift block is in no snippet region of \(SnippetCatalog.testFile.lastPathComponent)")
                shown.formUnion(matching.map(\.name))
            }
        }
        let unshown = regions.map(\.name).filter { !shown.contains($0) }
        #expect(unshown.isEmpty, "snippet regions no article shows: \(unshown)")
    }

    @Test func theCatalogHasTheLandingPageAndTheFourArticles() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: SnippetCatalog.catalog.path)
            .filter { $0.hasSuffix(".md") }.sorted()
        #expect(files == SnippetCatalog.articles.sorted())
    }

    @Test func aChangedOrMissingBlockIsCaught() throws {
        // The markers are spliced in, so that this file's own scan does not take the sample for a region.
        let (open, close) = ("// snip" + "pet:", "// end snip" + "pet")
        let source = """
            \(open) sample
                let app = Container(name: "app")
                    .child(name: "screen")

                _ = app
            \(close)
            """
        let regions = try SnippetCatalog.regions(in: source)
        #expect(regions.map(\.name) == ["sample"])
        let region = try #require(regions.first)
        // Verbatim up to indentation, whole or in part.
        #expect(SnippetCatalog.region(region, contains: ["let app = Container(name: \"app\")", "    .child(name: \"screen\")"]))
        #expect(SnippetCatalog.region(region, contains: ["", "_ = app"]))
        // One character changed, relative indentation changed, lines out of order: refused.
        #expect(!SnippetCatalog.region(region, contains: ["let app = Container(name: \"App\")"]))
        #expect(!SnippetCatalog.region(region, contains: ["let app = Container(name: \"app\")", ".child(name: \"screen\")"]))
        #expect(!SnippetCatalog.region(region, contains: ["_ = app", "let app = Container(name: \"app\")"]))
        #expect(!SnippetCatalog.region(region, contains: ["", ""]))

        let markdown = """
            Text.

            ```swift
            let x = 1
            ```

            ```text
            ```swift
            ```
            """
        let blocks = try SnippetCatalog.swiftBlocks(in: markdown, article: "A.md")
        #expect(blocks == [ArticleBlock(article: "A.md", line: 3, lines: ["let x = 1"])])
        #expect(throws: SnippetProblem.self) { try SnippetCatalog.swiftBlocks(in: "```swift\nlet x = 1\n", article: "B.md") }
        #expect(throws: SnippetProblem.self) { try SnippetCatalog.regions(in: "\(open) unclosed\nlet x = 1\n") }
    }
}
