import DIContainer
import Foundation
import MovieBrowser
import MovieCatalog
import TerminalUI
import Testing

/// The one list of screens is complete and consistent, and everything that enumerates screens
/// covers each screen of it.
@MainActor
@Suite struct ScreenListTests {
    /// `Sources/MovieBrowser/Screens`.
    static let screensFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/MovieBrowser/Screens")

    @Test func everyFolderUnderScreensIsInTheList() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.screensFolder.path)
            .filter { !$0.hasPrefix(".") }.sorted()
        let listed = BrowserScreens.all.map { String(describing: $0).replacing("Screen", with: "") }.sorted()
        #expect(folders.count >= 7)
        #expect(folders == listed, "a folder under Screens/ and its descriptor <Folder>Screen in BrowserScreens.all")
        for folder in folders {
            let descriptor = Self.screensFolder.appendingPathComponent(folder).appendingPathComponent(
                "\(folder)Screen.swift")
            #expect(
                FileManager.default.fileExists(atPath: descriptor.path), "\(folder) has its descriptor in its folder")
        }
    }

    @Test func namesSectionsAndOpenerKeysAreUnique() {
        let names = BrowserScreens.all.map { $0.name }
        #expect(Set(names).count == names.count, "\(names)")
        #expect(Set(Keymaps.sectionNames).count == Keymaps.sectionNames.count, "\(Keymaps.sectionNames)")
        let keys = Keymaps.standard.global.commands.flatMap(\.keys)
        #expect(Set(keys).count == keys.count)
        for screen in BrowserScreens.all {
            #expect(
                BrowserScreens.descriptor(named: screen.name).map(ObjectIdentifier.init) == ObjectIdentifier(screen))
            #expect(Keymaps.sectionNames.contains(screen.keymaps[0].section), "\(screen.name)'s keys are configurable")
            if let opener = screen.opener {
                #expect(GlobalAction(rawValue: opener.command.action.rawValue) != nil)
                #expect(opener.route.screenName == screen.name)
            }
        }
    }

    @Test func theHelpDocumentsEverySectionOfEveryScreen() {
        let documented = Keymaps.standard.all.map(\.name)
        let expected =
            ["Everywhere"]
            + BrowserScreens.all.flatMap { $0.keymaps }.map { (type: any KeymapSection.Type) in Self.keymapName(type) }
        #expect(documented == expected)
        #expect(documented.contains("Columns") && documented.contains("Export"))
    }

    nonisolated static func keymapName<Action: KeymapSection>(_ type: Action.Type) -> String {
        Action.standardKeymap.name
    }

    @Test func everyKeptScreenComesBackFromTheSessionState() throws {
        for screen in BrowserScreens.all {
            let route = Route.sample(of: screen)
            let store = MemorySessionStore()
            let harness = try BrowserHarness(session: store)
            if route != .movies { try harness.browser.navigator.push(route) }
            harness.browser.saveSession()
            let saved = try #require(store.snapshot)
            let next = try BrowserHarness(session: MemorySessionStore(saved))
            if !Self.isKept(screen) {
                #expect(saved.stack.map(\.screen) == ["movies"], "\(screen.name) is not kept")
                #expect(next.browser.navigator.routes == [.movies])
            } else {
                #expect(saved.stack.last?.screen == screen.name)
                #expect(next.browser.navigator.routes.last == route, "\(screen.name) comes back with its argument")
                #expect(next.browser.message.isEmpty, "\(next.browser.message)")
            }
        }
    }

    nonisolated static func isKept<Descriptor: ScreenDescriptor>(_ screen: Descriptor.Type) -> Bool {
        screen.session != nil
    }

    @Test func everySampleRouteIsPushedAndPoppedWithoutLeaks() throws {
        let harness = try BrowserHarness()
        let navigator = harness.browser.navigator
        for route in BrowserScreens.sampleRoutes {
            try navigator.push(route)
            try harness.draw()
            let report = try #require(navigator.pop())
            #expect(report.container == route.containerName)
            #expect(report.allLeaks.isEmpty, "\(report)")
        }
    }
}

extension Route {
    /// The route to `screen` with its sample argument.
    static func sample(of screen: any ScreenDescriptor.Type) -> Route {
        func make<Descriptor: ScreenDescriptor>(_ type: Descriptor.Type) -> Route {
            Route(type, type.sampleArgument)
        }
        return make(screen)
    }
}

/// Every screen of the list, through its sample route: once its first frame is drawn, a frame with
/// nothing changed asks the catalog, its people and the watchlist nothing (``FrameCostTests`` counts each
/// screen's frames after its keys in detail).
@MainActor
@Suite struct EveryScreenFrameTests {
    @Test func aFrameWithNothingChangedRunsNoQueryOnAnyScreen() throws {
        for route in BrowserScreens.sampleRoutes {
            let harness = try BrowserHarness()
            try harness.browser.navigator.push(route)
            try harness.draw()
            let (calls, reads) = (harness.movies.callCount, harness.watchlist.readCount)
            let people = harness.people.callCount
            try harness.draw()
            try harness.draw()
            #expect(harness.people.callCount == people, "\(route.containerName): a repeated frame asked for people")
            #expect(harness.movies.callCount == calls, "\(route.containerName): a repeated frame asked the catalog")
            #expect(harness.watchlist.readCount == reads, "\(route.containerName): a repeated frame read the watchlist")
        }
    }
}
