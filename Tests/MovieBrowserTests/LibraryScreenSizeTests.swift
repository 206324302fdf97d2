@testable import MovieBrowser
import MovieCatalog
import TerminalUI
import Testing

/// The lists, a list, the picker and the import review draw at the smallest size the browser
/// draws and at a wide one, with their content and without reaching past their rows.
@MainActor
@Suite struct LibraryScreenSizeTests {
    nonisolated static let sizes = [Size(width: 40, height: 10), Size(width: 200, height: 60)]

    @Test(arguments: sizes)
    func everyLibraryScreenDrawsAt(_ size: Size) throws {
        let harness = try BrowserHarness(size: size, start: nil)
        let seeded = try ListsScreenTests.seeded(harness)
        harness.imports.seed([
            PendingImport(
                id: 1, record: ImportRecord(kind: .watchlist, file: "watchlist.csv", line: 2, title: "Aliens"),
                candidates: Array(Fixtures.movies.prefix(12)))
        ])
        let routes: [(Route, String)] = [
            (.lists, "Best of the 70s"), (.list(id: seeded.ranked.id), "Godfather"),
            (.addToList(movieID: Fixtures.godfather), "Rainy Sunday"), (.importReview, "Aliens"),
        ]
        for (route, text) in routes {
            try harness.browser.start(at: route)
            let frame = try harness.draw()
            #expect(frame.contains(text), "\(route) at \(size): \(frame)")
            harness.browser.navigator.popAll()
        }
    }
}
