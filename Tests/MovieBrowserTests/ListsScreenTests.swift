@testable import MovieBrowser
import MovieCatalog
import TerminalUI
import TestSupport
import Testing

/// The user's lists: each with its kind, progress and description; made, renamed, described and
/// deleted through the keys, and opened with Enter.
@MainActor
@Suite struct ListsScreenTests {
    /// Three lists: a ranked one with five movies (two seen), a smart one over the action movies, and
    /// an empty plain one with a description.
    @discardableResult
    static func seeded(_ harness: BrowserHarness) throws -> (ranked: MovieList, smart: MovieList, plain: MovieList) {
        let ranked = try harness.lists.create(
            ListDetails(name: "Best of the 70s", description: "Ten years, ranked", isRanked: true))
        for id in [Fixtures.godfather, 20546, 48908, 57052, 42237] {
            try harness.lists.add(movieID: id, toList: ranked.id, note: nil)
        }
        try harness.lists.add(movieID: Fixtures.godfather, toList: ranked.id, note: "the wedding\nand more")
        harness.lists.markSeen(Fixtures.godfather)
        harness.lists.markSeen(48908)
        let smart = try harness.lists.create(ListDetails(name: "Action, by year", smartQuery: "g:action sort:year"))
        let plain = try harness.lists.create(ListDetails(name: "Rainy Sunday", description: "Comfort films"))
        return (ranked, smart, plain)
    }

    private func presenter(_ harness: BrowserHarness) throws -> ListsPresenter {
        try #require(harness.browser.navigator.top as? ListsView).presenter
    }

    @Test func goldenFrame() throws {
        let harness = try BrowserHarness()
        _ = try Self.seeded(harness)
        harness.type("L")
        let frame = try harness.draw()
        #expect(frame.contains("seen 2 of 5"), "\(frame)")
        #expect(frame.contains("seen 1 of 7"), "the smart list's action movies, Star Wars seen: \(frame)")
        expectGolden(frame, named: "lists-80x24")
        let empty = try BrowserHarness(start: .lists)
        #expect(try empty.draw().contains("No lists yet: press n to make one"))
    }

    @Test func aRankedListIsMadeThroughItsNameAnEmptyQueryAndYes() throws {
        let harness = try BrowserHarness()
        harness.type("L")
        harness.type("n")
        #expect(harness.browser.navigator.top?.isEditingText == true)
        harness.type("Best of 2024")
        harness.press(.enter)
        #expect(try harness.draw().contains("Smart query (empty for a plain list):"))
        harness.press(.enter)
        #expect(try harness.draw().contains("Is “Best of 2024” ranked"))
        harness.type("y")
        let made = try #require(try harness.lists.lists().first)
        #expect(made.name == "Best of 2024")
        #expect(made.isRanked && !made.isSmart)
        #expect(try presenter(harness).status == "made the ranked list “Best of 2024”")
        #expect(try presenter(harness).selectedList?.id == made.id)
        #expect(try presenter(harness).prompt == nil)
    }

    @Test func noToRankedMakesAPlainList() throws {
        let harness = try BrowserHarness(start: .lists)
        harness.type("n")
        harness.type("Rainy Sunday")
        harness.press(.enter, .enter)
        harness.type("n")
        let made = try #require(try harness.lists.lists().first)
        #expect(!made.isRanked && !made.isSmart)
        #expect(try presenter(harness).status == "made the list “Rainy Sunday”")
    }

    @Test func aBadSmartQueryIsNamedAndAGoodOneMakesASmartList() throws {
        let harness = try BrowserHarness(start: .lists)
        harness.type("n")
        harness.type("Action")
        harness.press(.enter)
        harness.type("g:action rating>ten")
        harness.press(.enter)
        #expect(try harness.lists.lists().isEmpty, "nothing made while the query does not parse")
        let error = try #require(try presenter(harness).prompt?.error)
        #expect(error.contains("rating>ten"), "\(error)")
        #expect(try harness.draw().contains(error))
        harness.press(.control("u"))
        harness.type("g:action sort:year")
        harness.press(.enter)
        let made = try #require(try harness.lists.lists().first)
        #expect(made.smartQuery == "g:action sort:year")
        #expect(made.progress.total == 7, "the catalog's action movies")
        #expect(try presenter(harness).status == "made the smart list “Action”")
    }

    @Test func aNameIsRefusedWhenEmptyOrTakenAndEscCancels() throws {
        let harness = try BrowserHarness(start: nil)
        _ = try Self.seeded(harness)
        try harness.browser.start(at: .lists)
        harness.type("n")
        harness.press(.enter)
        #expect(try presenter(harness).prompt?.error == "a list needs a name")
        harness.type("rainy sunday")
        harness.press(.enter)
        #expect(try presenter(harness).prompt?.error == "there is already a list named “rainy sunday”")
        harness.press(.escape)
        #expect(try presenter(harness).prompt == nil)
        #expect(harness.browser.navigator.top is ListsView, "Esc closed the prompt, not the screen")
        #expect(try harness.lists.lists().count == 3)
    }

    @Test func renameDescribeAndDelete() throws {
        let harness = try BrowserHarness(start: nil)
        let seeded = try Self.seeded(harness)
        try harness.browser.start(at: .lists)
        // By name: Action, by year · Best of the 70s · Rainy Sunday.
        harness.type("jr")
        harness.press(.control("u"))
        harness.type("Seventies")
        harness.press(.enter)
        #expect(try harness.lists.list(id: seeded.ranked.id)?.name == "Seventies")
        #expect(try harness.lists.list(id: seeded.ranked.id)?.isRanked == true, "the rest of it is kept")
        #expect(try presenter(harness).selectedList?.id == seeded.ranked.id, "still selected, now last by name")
        harness.type("e")
        harness.press(.control("u"))
        harness.type("The decade")
        harness.press(.enter)
        #expect(try harness.lists.list(id: seeded.ranked.id)?.description == "The decade")
        harness.type("dn")
        #expect(try harness.lists.list(id: seeded.ranked.id) != nil, "n keeps it")
        harness.type("d")
        #expect(try harness.draw().contains("Delete “Seventies” (5 movies)? y/n"))
        harness.type("y")
        #expect(try harness.lists.list(id: seeded.ranked.id) == nil)
        #expect(try presenter(harness).status == "deleted the list “Seventies”")
        #expect(try presenter(harness).lists.map(\.name) == ["Action, by year", "Rainy Sunday"])
    }

    @Test func enterOpensTheSelectedList() throws {
        let harness = try BrowserHarness(start: nil)
        let seeded = try Self.seeded(harness)
        try harness.browser.start(at: .lists)
        harness.type("j")
        harness.press(.enter)
        let view = try #require(harness.browser.navigator.top as? ListView)
        #expect(view.presenter.listID == seeded.ranked.id)
        #expect(harness.browser.navigator.routes.last == .list(id: seeded.ranked.id))
    }

    /// A list of a thousand reads its progress grouped, as its title bar counts its movies.
    @Test func aThousandIsGroupedInTheProgress() {
        #expect(ListProgress(seen: 810, total: 1_000).text == "seen 810 of 1,000")
        #expect(ListProgress(seen: 23, total: 95).text == "seen 23 of 95")
    }
}
