import DIContainer
@testable import MovieBrowser
import MovieCatalog
import Synchronization
import TerminalUI
import TestSupport
import Testing

/// `e` on the watchlist opens a panel of formats; Enter writes the file through the app's
/// exporter and shows its path. The title bar adds up the list's running time.
@MainActor
@Suite struct WatchlistExportTests {
    /// An exporter that records the formats asked for and answers a path, or fails.
    final class RecordingExporter: WatchlistExporter {
        let formats = Mutex<[WatchlistExportFormat]>([])
        let failure: CatalogError?

        init(failure: CatalogError? = nil) {
            self.failure = failure
        }

        func export(_ format: WatchlistExportFormat) throws(CatalogError) -> String {
            if let failure { throw failure }
            formats.withLock { $0.append(format) }
            return "/exports/watchlist.\(format.fileExtension)"
        }
    }

    private func harness(exporter: RecordingExporter?) throws -> BrowserHarness {
        let harness = try BrowserHarness()
        if let exporter {
            harness.app.register((any WatchlistExporter).self, scope: .singleton) { _ in exporter }
        }
        for id in [Fixtures.godfather, Fixtures.casablanca, 41662] { _ = try harness.watchlist.add(movieID: id) }
        harness.press(.character("W"))
        return harness
    }

    @Test func enterWritesTheSelectedFormat() throws {
        let exporter = RecordingExporter()
        let harness = try harness(exporter: exporter)
        harness.press(.character("e"))
        #expect(try harness.draw().contains("Export the watchlist"))
        #expect(harness.browser.navigator.top?.keyHelp.name == "Export", "the hint bar shows the panel's keys")
        harness.press(.character("j"), .character("j"), .character("j"), .enter)
        #expect(exporter.formats.withLock { $0 } == [.letterboxd], "j stops at the last format")
        #expect(harness.browser.navigator.top?.status == "wrote /exports/watchlist.csv")
        #expect(!(try harness.draw()).contains("Export the watchlist"), "the panel closes")
        harness.press(.character("e"), .character("j"), .enter)
        #expect(exporter.formats.withLock { $0 } == [.letterboxd, .json])
    }

    @Test func escClosesThePanelAndItSwallowsOtherKeys() throws {
        let exporter = RecordingExporter()
        let harness = try harness(exporter: exporter)
        harness.press(.character("e"), .character("d"), .character("q"), .escape)
        #expect(harness.browser.navigator.routes == [.movies, .watchlist], "Esc closes the panel, not the screen")
        #expect(try harness.watchlist.count() == 3, "d did not remove while the panel was open")
        #expect(exporter.formats.withLock { $0 }.isEmpty)
    }

    @Test func aFailureIsShownAsStatus() throws {
        let exporter = RecordingExporter(
            failure: CatalogError(.exportFailed, "cannot write /full/watchlist.csv: disk full"))
        let harness = try harness(exporter: exporter)
        harness.press(.character("e"), .enter)
        #expect(harness.browser.navigator.top?.status == "cannot write /full/watchlist.csv: disk full")
    }

    @Test func withoutAnExporterTheKeySaysSo() throws {
        let harness = try harness(exporter: nil)
        harness.press(.character("e"))
        #expect(!(try harness.draw()).contains("Export the watchlist"))
        #expect(harness.browser.navigator.top?.status.hasPrefix("export is not available") == true)
    }

    @Test func theTitleBarAddsUpTheRunningTime() throws {
        let harness = try harness(exporter: nil)
        // 175 + 102 + 168 minutes.
        #expect(harness.browser.navigator.top?.summary == "3 on the watchlist · 7 h 25 min")
        harness.press(.character("d"))
        #expect(harness.browser.navigator.top?.summary == "2 on the watchlist · 4 h 37 min")
    }

    @Test func durationsAreWordedInHoursAndMinutes() {
        #expect(WatchlistPresenter.duration(45) == "45 min")
        #expect(WatchlistPresenter.duration(120) == "2 h")
        #expect(WatchlistPresenter.duration(1_421) == "23 h 41 min")
        #expect(WatchlistPresenter.duration(60_061) == "1,001 h 1 min")
    }

    @Test func goldenFrame() throws {
        let harness = try harness(exporter: RecordingExporter())
        harness.press(.character("e"), .character("j"))
        expectGolden(try harness.draw(), named: "watchlist-export-80x24")
    }
}
