import Foundation
import MovieBrowser
import TerminalUI
import TestSupport
import Testing

@MainActor
@Suite struct HelpScreenTests {
    private func helpView(_ harness: BrowserHarness) throws -> HelpView {
        try #require(harness.browser.navigator.top as? HelpView)
    }

    /// The global keys come first (at 80×24 they would be below the fold after the table's), then
    /// the screen's own.
    @Test func listsEverywhereThenTheKeysOfTheScreenBelow() throws {
        let harness = try BrowserHarness(size: Size(width: 120, height: 60))
        harness.press(.character("?"))
        #expect(harness.browser.navigator.routes == [.movies, .help])
        let text = try helpView(harness).presenter.viewModel().text
        let movies = try #require(text.firstIndex(of: "Movies"))
        let everywhere = try #require(text.firstIndex(of: "Everywhere"))
        #expect(everywhere < movies)
        #expect(text.first == "Everywhere")
        #expect(
            text.contains {
                $0.hasPrefix("/ ") && $0.hasSuffix("Search titles as you type (Enter keeps the results, Esc clears)")
            })
        #expect(text.contains { $0.hasPrefix("Down, j ") && $0.hasSuffix("Select the next movie") })
        #expect(text.contains { $0.hasPrefix("Q, ^C ") && $0.hasSuffix("Quit reel from anywhere") })
        let screen = try harness.draw()
        #expect(screen.contains("Search titles as you type"))
        #expect(screen.contains("Everywhere"))
        #expect(screen.contains("Quit reel"))
        #expect(screen.contains(" Help "))
    }

    @Test func theFilterNarrowsTheLinesAndEscClearsItBeforeClosing() throws {
        let harness = try BrowserHarness(size: Size(width: 120, height: 40))
        harness.press(.function(1))
        harness.press(.character("/"))
        #expect(harness.browser.navigator.top?.isEditingText == true)
        harness.type("watch")
        #expect(harness.browser.navigator.routes == [.movies, .help], "W and the other letters go to the filter")
        let text = try helpView(harness).presenter.viewModel().text
        let shown = text.filter { !$0.isEmpty }
        #expect(shown.count == 5)
        #expect(shown.first == "Everywhere")
        #expect(shown.count > 1 && shown[1].hasPrefix("W ") && shown[1].hasSuffix("Open the watchlist"))
        #expect(shown.count > 2 && shown[2] == "Movies")
        #expect(
            shown.count > 3 && shown[3].hasPrefix("w ")
                && shown[3].hasSuffix("Add the selected movie to the watchlist, or remove it"))
        #expect(shown.last?.hasPrefix("R ") == true && shown.last?.contains("not on the watchlist") == true)
        let screen = try harness.draw()
        #expect(screen.contains("Open the watchlist"))
        #expect(!screen.contains("Quit reel"))
        harness.press(.escape)
        #expect(harness.browser.navigator.top?.isEditingText == false)
        #expect(try helpView(harness).presenter.viewModel().text.contains { $0.hasSuffix("Quit reel from anywhere") })
        harness.press(.escape)
        #expect(harness.browser.navigator.routes == [.movies])
        #expect(harness.browser.navigator.inspection.leaks.isEmpty)
    }

    @Test func enterKeepsTheFilterAndTheFirstEscClearsIt() throws {
        let harness = try BrowserHarness()
        harness.press(.character("?"), .character("/"))
        harness.type("sort")
        harness.press(.enter)
        #expect(harness.browser.navigator.top?.isEditingText == false)
        let text = try helpView(harness).presenter.viewModel().text
        #expect(text.filter { $0.contains("Sort by") }.count == 8)
        #expect(!text.contains("Everywhere"))
        harness.press(.escape)
        #expect(harness.browser.navigator.routes == [.movies, .help], "the first Esc clears the filter")
        #expect(try helpView(harness).presenter.viewModel().text.contains("Everywhere"))
        harness.press(.escape)
        #expect(harness.browser.navigator.routes == [.movies])
    }

    @Test func theFilterMatchesKeyNamesAndSaysWhenNothingMatches() throws {
        let harness = try BrowserHarness(size: Size(width: 120, height: 40))
        harness.press(.character("?"), .character("/"))
        harness.type("f12")
        do {
            let text = try helpView(harness).presenter.viewModel().text.filter { !$0.isEmpty }
            #expect(text.count == 2)
            #expect(text.first == "Everywhere")
            #expect(text.last?.hasPrefix("F12, ^G ") == true)
        }
        harness.press(.backspace, .backspace, .backspace)
        harness.type("zzz")
        let screen = try harness.draw()
        #expect(screen.contains("No key matches \"zzz\""))
    }

    @Test func overStatsItListsTheStatsKeys() throws {
        let harness = try BrowserHarness(size: Size(width: 120, height: 40))
        harness.press(.character("S"), .character("?"))
        #expect(harness.browser.navigator.routes == [.movies, .stats, .help])
        let text = try helpView(harness).presenter.viewModel().text
        #expect(text.first == "Everywhere")
        #expect(text.contains("Stats"))
        #expect(text.contains { $0.hasPrefix("r, F5 ") && $0.hasSuffix("Recount the catalog's statistics") })
        #expect(!text.contains("Movies"))
        harness.press(.escape, .escape)
        #expect(harness.browser.navigator.routes == [.movies])
        #expect(harness.browser.navigator.inspection.leaks.isEmpty)
    }

    @Test func questionMarkF1AndQCloseIt() throws {
        let harness = try BrowserHarness()
        harness.press(.character("?"))
        harness.press(.character("?"))
        #expect(harness.browser.navigator.routes == [.movies])
        harness.press(.function(1))
        harness.press(.function(1))
        #expect(harness.browser.navigator.routes == [.movies])
        harness.press(.character("?"))
        harness.press(.character("q"))
        #expect(harness.browser.navigator.routes == [.movies])
        #expect(harness.browser.isRunning)
        #expect(harness.browser.navigator.inspection.leaks.isEmpty)
    }

    @Test func scrollsWithJKAndPages() throws {
        let harness = try BrowserHarness()
        harness.press(.character("?"))
        try harness.draw()
        let presenter = try helpView(harness).presenter
        #expect(presenter.offset == 0)
        harness.press(.character("j"), .down)
        #expect(presenter.viewModel().offset == 2)
        harness.press(.character("k"))
        #expect(presenter.viewModel().offset == 1)
        harness.press(.end)
        let model = presenter.viewModel()
        #expect(model.offset == model.lines.count - presenter.visibleLines)
        let screen = try harness.draw()
        let last = try #require(model.text.last { !$0.isEmpty })
        let help = last.components(separatedBy: "  ").last { !$0.isEmpty } ?? last
        #expect(
            screen.contains(help.trimmingCharacters(in: .whitespaces).prefix(15)), "the last line is in view: \(help)")
        harness.press(.pageUp)
        #expect(presenter.viewModel().offset == model.offset - (presenter.visibleLines - 1))
        harness.press(.home)
        #expect(presenter.viewModel().offset == 0)
    }

    @Test func smallTerminalsStillShowThePanel() throws {
        for size in [Size(width: 40, height: 10), Size(width: 52, height: 14)] {
            let harness = try BrowserHarness(size: size)
            harness.press(.character("?"), .end)
            let screen = try harness.draw()
            #expect(screen.contains(" Help "), "at \(size)")
        }
    }

    @Test func goldenFrames() throws {
        let small = try BrowserHarness()
        small.press(.character("?"))
        expectGolden(try small.draw(), named: "help-80x24")
        let large = try BrowserHarness(size: Size(width: 120, height: 40))
        large.press(.character("?"))
        expectGolden(try large.draw(), named: "help-120x40")
        large.press(.character("/"))
        large.type("sort")
        expectGolden(try large.draw(), named: "help-120x40-filtered")
    }
}
