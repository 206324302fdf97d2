import DIContainer
import MovieBrowser
import MovieCatalog
import TerminalUI
import TestSupport
import Testing

@MainActor
@Suite struct DetailScreenTests {
    private func detail(_ harness: BrowserHarness) throws -> DetailView {
        try #require(harness.browser.navigator.top as? DetailView)
    }

    @Test func ratingKeysWriteAtOnceAndZeroRatesTen() throws {
        let harness = try BrowserHarness(start: .detail(movieID: Fixtures.godfather))
        #expect(try harness.watchlist.entry(movieID: Fixtures.godfather) == nil)
        harness.type("8")
        let rated = try #require(
            try harness.watchlist.entry(movieID: Fixtures.godfather), "rating adds the movie first")
        #expect(rated.personalRating?.value == 8)
        harness.type("0")
        #expect(try harness.watchlist.entry(movieID: Fixtures.godfather)?.personalRating?.value == 10)
        harness.type("3")
        #expect(try harness.watchlist.entry(movieID: Fixtures.godfather)?.personalRating?.value == 3)
        harness.type("x")
        let cleared = try #require(try harness.watchlist.entry(movieID: Fixtures.godfather), "clearing keeps the entry")
        #expect(cleared.personalRating == nil)
        #expect(try detail(harness).status == "rating cleared")
    }

    @Test func wTogglesTheWatchlist() throws {
        let harness = try BrowserHarness(start: .detail(movieID: Fixtures.casablanca))
        harness.type("w")
        #expect(try harness.watchlist.contains(movieID: Fixtures.casablanca))
        #expect(try harness.draw().contains("on your watchlist since 2026-11-18"))
        harness.type("w")
        #expect(try !harness.watchlist.contains(movieID: Fixtures.casablanca))
        #expect(try harness.draw().contains("not on your watchlist"))
    }

    @Test func noteEditingSavesOnEnterAndCancelsOnEscape() throws {
        let harness = try BrowserHarness(start: .detail(movieID: Fixtures.godfather))
        harness.type("e")
        #expect(try detail(harness).isEditingText)
        harness.type("quiet Wed")
        #expect(harness.browser.navigator.depth == 1, "q, W and S go to the note, not to the global keys")
        #expect(harness.browser.isRunning)
        harness.press(.backspace)
        harness.type("ding")
        harness.press(.enter)
        #expect(try !detail(harness).isEditingText)
        #expect(try harness.watchlist.entry(movieID: Fixtures.godfather)?.note == "quiet Weding")
        harness.type("e")
        harness.press(.control("u"))
        harness.type("gone")
        harness.press(.escape)
        #expect(harness.browser.navigator.depth == 1, "Esc closes the input, not the screen")
        #expect(try harness.watchlist.entry(movieID: Fixtures.godfather)?.note == "quiet Weding")
        harness.type("e")
        harness.press(.control("u"), .enter)
        #expect(try harness.watchlist.entry(movieID: Fixtures.godfather)?.note == nil, "an empty note clears it")
    }

    @Test func enterOpensTheSelectedSimilarMovieOnTopOfThisOne() throws {
        let harness = try BrowserHarness(start: .detail(movieID: Fixtures.godfather))
        // The detail opens on the credits; Tab moves to the similar movies.
        // Similar to The Godfather (drama), most voted first: Shawshank, then Pulp Fiction.
        harness.press(.tab, .down, .enter)
        #expect(harness.app.children.map(\.name) == ["Detail #20545", "Detail #41662"])
        #expect(harness.browser.navigator.screens.map(\.title) == ["The Godfather", "Pulp Fiction"])
        harness.press(.home, .enter)
        #expect(harness.app.children.map(\.name) == ["Detail #20545", "Detail #41662", "Detail #46269"])
        harness.press(.escape, .escape)
        #expect(harness.app.children.map(\.name) == ["Detail #20545"])
        #expect(harness.browser.navigator.inspection.leaks.isEmpty)
    }

    @Test func aMissingMovieIsSaidPlainly() throws {
        let harness = try BrowserHarness(start: .detail(movieID: 7))
        let frame = try harness.draw()
        #expect(frame.contains("No movie has id 7"))
        #expect(try detail(harness).title == "#7")
        harness.type("8w")
        #expect(try harness.watchlist.count() == 0, "no write for a movie that does not exist")
    }

    @Test func escapeSequencesInTheTitleAreDrawnEscaped() throws {
        let harness = try BrowserHarness(start: .detail(movieID: Fixtures.escapeTitle))
        let frame = try harness.draw()
        #expect(frame.contains("Evil ^[]2;pwned^GTitle ^[[2J (2001)"))
        #expect(!frame.contains("\u{1B}"))
    }

    @Test func aPopWhileEditingLeaksNothingAndDropsTheEdit() throws {
        let harness = try BrowserHarness()
        harness.press(.enter)
        #expect(harness.app.children.map(\.name) == ["Movies", "Detail #352"])
        harness.type("e")
        harness.type("half")
        #expect(try detail(harness).isEditingText)
        harness.browser.navigator.pop()
        #expect(harness.app.children.map(\.name) == ["Movies"])
        #expect(harness.browser.navigator.inspection.leaks.isEmpty)
        #expect(try harness.watchlist.entry(movieID: 352) == nil, "an edit not saved is not written")
    }

    @Test func goldenFrames() throws {
        let harness = try BrowserHarness(start: .detail(movieID: Fixtures.godfather))
        harness.type("8e")
        harness.type("watch with the sequel")
        harness.press(.enter)
        expectGolden(try harness.draw(), named: "detail-80x24")
        harness.resize(to: Size(width: 120, height: 40))
        expectGolden(try harness.draw(), named: "detail-120x40")
        let plain = try BrowserHarness(size: Size(width: 50, height: 40), start: .detail(movieID: Fixtures.casablanca))
        expectGolden(try plain.draw(), named: "detail-50x40")
        plain.type("0e")
        plain.type("draft")
        expectGolden(try plain.draw(), named: "detail-50x40-editing")
    }
}
