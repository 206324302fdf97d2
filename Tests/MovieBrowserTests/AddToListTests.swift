@testable import MovieBrowser
import MovieCatalog
import TerminalUI
import TestSupport
import Testing

/// `a` on any screen that shows a movie opens the picker over it: Enter adds the movie to the
/// selected list (or says it is there already), `n` makes a list for it, Esc closes the picker.
@MainActor
@Suite struct AddToListTests {
    /// A harness with two plain lists (one holding Star Wars, seen) and a smart one, started at `start`.
    private func harness(start: Route?) throws -> (BrowserHarness, kubrick: MovieList, seventies: MovieList) {
        let harness = try BrowserHarness(start: nil)
        let kubrick = try harness.lists.create(ListDetails(name: "Kubrick, all of it"))
        let seventies = try harness.lists.create(ListDetails(name: "Seventies"))
        try harness.lists.add(movieID: 48908, toList: seventies.id, note: nil)
        harness.lists.markSeen(48908)
        try harness.lists.create(ListDetails(name: "Action", smartQuery: "g:action"))
        if let start { try harness.browser.start(at: start) }
        return (harness, kubrick, seventies)
    }

    private func picker(_ harness: BrowserHarness) throws -> AddToListPresenter {
        try #require(harness.browser.navigator.top as? AddToListView).presenter
    }

    @Test func fromTheDetailEnterAddsAndSaysSoThenSaysItIsThere() throws {
        let (harness, kubrick, seventies) = try harness(start: .detail(movieID: Fixtures.godfather))
        harness.type("a")
        let presenter = try picker(harness)
        #expect(presenter.lists.map(\.name) == ["Kubrick, all of it", "Seventies"], "no smart list")
        harness.type("j")
        harness.press(.enter)
        #expect(harness.lists.movieIDs(of: seventies.id) == [48908, Fixtures.godfather])
        #expect(try picker(harness).status == "Added to Seventies · seen 1 of 2")
        let frame = try harness.draw()
        #expect(frame.contains("Added to Seventies · seen 1 of 2"), "the status line: \(frame)")
        #expect(frame.contains("The Godfather (1972)"))
        harness.press(.enter)
        #expect(try picker(harness).status == "The Godfather is already on Seventies")
        #expect(harness.lists.movieIDs(of: seventies.id) == [48908, Fixtures.godfather], "not twice")
        #expect(harness.lists.movieIDs(of: kubrick.id).isEmpty)
        harness.press(.escape)
        #expect(harness.browser.navigator.top is DetailView)
        #expect(harness.browser.navigator.depth == 1)
    }

    @Test func theListsHoldingTheMovieAreMarked() throws {
        let (harness, _, _) = try harness(start: .detail(movieID: 48908))
        harness.type("a")
        let frame = try harness.draw()
        expectGolden(frame, named: "add-to-list-80x24")
        let row = try #require(frame.split(separator: "\n").first { $0.contains("Seventies") })
        #expect(row.contains("✓"), "\(row)")
        let other = try #require(frame.split(separator: "\n").first { $0.contains("Kubrick") })
        #expect(!other.contains("✓"), "\(other)")
    }

    /// Forty lists do not fit 80×24: a scrollbar beside them says there are more, and G shows the last.
    @Test func moreListsThanRowsShowAScrollbar() throws {
        let harness = try BrowserHarness(start: nil)
        for number in 10...49 { try harness.lists.create(ListDetails(name: "List \(number)")) }
        try harness.browser.start(at: .detail(movieID: Fixtures.godfather))
        harness.type("a")
        var rows = try harness.draw().split(separator: "\n").filter { $0.contains("seen 0 of 0") }
        #expect(rows.first?.contains("List 10") == true && rows.first?.contains("█│") == true, "\(rows)")
        harness.type("G")
        rows = try harness.draw().split(separator: "\n").filter { $0.contains("seen 0 of 0") }
        #expect(rows.last?.contains("List 49") == true && rows.last?.contains("█│") == true, "\(rows)")
    }

    @Test func fromTheTableTheSelectedMovieIsAdded() throws {
        let (harness, kubrick, _) = try harness(start: .movies)
        try harness.draw()
        harness.type("ja")
        harness.press(.enter)
        #expect(harness.lists.movieIDs(of: kubrick.id) == [1679], "Aliens, second by title")
        #expect(try picker(harness).status == "Added to Kubrick, all of it · seen 0 of 1")
    }

    @Test func fromTheWatchlistTheSelectedEntryIsAdded() throws {
        let (harness, kubrick, _) = try harness(start: nil)
        _ = try harness.watchlist.add(movieID: Fixtures.casablanca)
        try harness.browser.start(at: .watchlist)
        harness.type("a")
        harness.press(.enter)
        #expect(harness.lists.movieIDs(of: kubrick.id) == [Fixtures.casablanca])
    }

    @Test func fromAPersonsFilmographyTheSelectedMovieIsAdded() throws {
        let (harness, kubrick, _) = try harness(start: .person(id: PeopleFixtures.coppola))
        try harness.draw()
        let person = try #require(harness.browser.navigator.top as? PersonView)
        let selected = try #require(person.presenter.selectedCredit?.movie.id)
        harness.type("a")
        harness.press(.enter)
        #expect(harness.lists.movieIDs(of: kubrick.id) == [selected])
    }

    @Test func nMakesAListAndAddsTheMovieToIt() throws {
        let (harness, _, _) = try harness(start: .detail(movieID: Fixtures.godfather))
        harness.type("an")
        #expect(harness.browser.navigator.top?.isEditingText == true)
        harness.type("Seventies")
        harness.press(.enter)
        #expect(try picker(harness).prompt?.error == "there is already a list named “Seventies”")
        harness.press(.control("u"))
        harness.type("Rainy Sunday")
        harness.press(.enter)
        let made = try #require(try harness.lists.list(named: "Rainy Sunday"))
        #expect(harness.lists.movieIDs(of: made.id) == [Fixtures.godfather])
        #expect(try picker(harness).status == "Added to Rainy Sunday · seen 0 of 1")
        #expect(try picker(harness).holding.contains(made.id))
        #expect(try picker(harness).selectedList?.id == made.id)
    }

    @Test func withoutAListEnterSaysHowToMakeOne() throws {
        let harness = try BrowserHarness(start: .detail(movieID: Fixtures.godfather))
        harness.type("a")
        harness.press(.enter)
        #expect(try picker(harness).status == "no list yet: press n to make one")
        #expect(try harness.draw().contains("No list yet: press n to make one"))
    }

    @Test func aListMadeElsewhereAppearsInTheOpenPicker() throws {
        let (harness, _, _) = try harness(start: .detail(movieID: Fixtures.godfather))
        harness.type("a")
        try harness.lists.create(ListDetails(name: "Made in another shell"))
        try harness.watchlist.addElsewhere(movieID: 1679)
        harness.press(.down)
        #expect(try picker(harness).lists.map(\.name) == ["Kubrick, all of it", "Made in another shell", "Seventies"])
    }
}
