@testable import MovieBrowser
import MovieCatalog
import TerminalUI
import TestSupport
import Testing

/// The search box's people: `@name` then Enter lists people on the People results, Enter on one
/// lists their movies in the table; an IMDb id opens its movie's detail; people terms filter the
/// table and show as chips.
@MainActor
@Suite struct PeopleScreenTests {
    private func peopleView(_ harness: BrowserHarness) throws -> PeopleView {
        try #require(harness.browser.navigator.top as? PeopleView)
    }

    private func moviesView(_ harness: BrowserHarness) throws -> MoviesView {
        try #require(harness.browser.navigator.top as? MoviesView)
    }

    @Test func atNameListsThePeopleMostCreditedFirst() throws {
        let harness = try BrowserHarness()
        harness.type("/@coppola")
        #expect(try moviesView(harness).presenter.query.text == nil, "@ names people, not title words")
        #expect(try harness.draw().contains("1 of 18"))
        harness.press(.enter)
        let search = try #require(PeopleSearch("coppola"))
        #expect(harness.browser.navigator.routes == [.movies, .people(matching: search)])
        let model = try peopleView(harness).presenter.viewModel()
        #expect(model.rows.map(\.name) == ["Francis Ford Coppola", "Sofia Coppola"])
        #expect(model.rows.map(\.credits) == ["4", "1"])
        #expect(model.rows.first?.years == "b. 1939")
        #expect(model.rows.first?.professions == "producer, director, writer")
        #expect(try peopleView(harness).summary == "2 people")
        #expect(try peopleView(harness).title == "@coppola")
        let screen = try harness.draw()
        #expect(screen.contains("Francis Ford Coppola"))
    }

    @Test func enterOpensThePersonAndTListsTheirMoviesInTheTableNewestFirst() throws {
        let harness = try BrowserHarness()
        harness.type("/@al pac")
        harness.press(.enter)
        #expect(try peopleView(harness).presenter.viewModel().rows.map(\.name) == ["Al Pacino"])
        harness.press(.enter)
        let top = try #require(harness.browser.navigator.routes.last)
        #expect(top.screen.name == PersonScreen.name)
        #expect(try harness.draw().contains("Al Pacino"))
        harness.press(.escape)
        harness.press(.character("t"))
        #expect(harness.browser.navigator.routes == [.movies])
        #expect(harness.browser.navigator.inspection.leaks.isEmpty)
        let presenter = try moviesView(harness).presenter
        // The filter is the person, by id, not every name starting "al pacino".
        #expect(presenter.query.people == [PeopleFilter(.person, person: PersonID(199))])
        #expect(presenter.search.text == "person:nm0000199 ")
        #expect(presenter.query.sort == MovieSort(.year, descending: true))
        let screen = try harness.draw()
        #expect(screen.contains("person Al Pacino"), "a chip names the person:\n\(screen)")
        let rows = screen.split(separator: "\n").filter { $0.contains("Godfather") }
        #expect(rows.count == 3)
        #expect(rows.first?.contains("Part III") == true, "newest first")
    }

    @Test func noMatchAndNoNameSayWhy() throws {
        let harness = try BrowserHarness()
        harness.type("/@zzz")
        harness.press(.enter)
        #expect(try peopleView(harness).presenter.viewModel().emptyText == "No one in this catalog is named \"zzz\"")
        harness.press(.enter)
        #expect(harness.browser.navigator.routes.count == 2, "Enter on no one stays")
        harness.press(.escape)
        harness.type("/@ -")
        harness.press(.enter)
        #expect(harness.browser.navigator.routes == [.movies])
        #expect(try moviesView(harness).status == "type a name after @ to list people (@coppola)")
    }

    @Test func anIMDbIDOpensItsMovieAndAnUnknownOneSaysSo() throws {
        let harness = try BrowserHarness()
        harness.type("/tt0068646")
        harness.press(.enter)
        #expect(harness.browser.navigator.routes == [.movies, .detail(movieID: Fixtures.godfather)])
        harness.press(.escape)
        #expect(try moviesView(harness).presenter.query.text == nil, "the box was emptied")
        harness.type("/tt9999999")
        harness.press(.enter)
        #expect(harness.browser.navigator.routes == [.movies])
        #expect(try moviesView(harness).status == "no movie has IMDb id tt9999999 in this catalog")
    }

    @Test func peopleTermsFilterTheTableAndXRemovesThem() throws {
        let harness = try BrowserHarness()
        harness.type("/director:coppola cast:\"al pacino\"")
        harness.press(.enter)
        let presenter = try moviesView(harness).presenter
        #expect(presenter.query.people.map(\.words) == [["coppola"], ["al", "pacino"]])
        var screen = try harness.draw()
        #expect(screen.contains("1 of 3 (filtered)"), "\(screen)")
        #expect(screen.contains("Filters:  director coppola   cast al pacino"), "\(screen)")
        // The box keeps the terms; a new one narrows them.
        harness.type("/ cast:sofia")
        #expect(presenter.search.text == "director:coppola cast:\"al pacino\" cast:sofia")
        harness.press(.enter)
        screen = try harness.draw()
        #expect(screen.contains("1 of 1 (filtered)"), "\(screen)")
        #expect(presenter.query.people.map(\.role) == [.director, .cast, .cast])
        harness.press(.character("x"), .character("x"))
        #expect(presenter.query.people.map(\.words) == [["coppola"]])
        screen = try harness.draw()
        #expect(screen.contains("1 of 3 (filtered)"), "\(screen)")
        // Esc in the box clears it, and the filters its terms stood for.
        harness.press(.character("/"), .escape)
        #expect(presenter.query.people.isEmpty)
        #expect(!(try harness.draw()).contains("(filtered)"))
    }

    @Test func theStatsOfAPeopleTermCountOnlyTheirMovies() throws {
        let harness = try BrowserHarness()
        harness.type("/director:coppola")
        harness.press(.enter, .character("S"))
        let view = try #require(harness.browser.navigator.top as? StatsView)
        #expect(view.title == "Stats of director coppola")
        try harness.draw()
        let model = try #require(view.presenter.viewModel())
        #expect(model.header.hasPrefix("3 movies, 1972–1990"), "\(model.header)")
        #expect(model.decades.map(\.count) == [2, 0, 1], "1970s, 1980s, 1990s")
    }

    @Test func goldenFrames() throws {
        let small = try BrowserHarness()
        small.type("/@coppola")
        small.press(.enter)
        expectGolden(try small.draw(), named: "people-80x24")
        let large = try BrowserHarness(size: Size(width: 120, height: 40))
        large.type("/@co")
        large.press(.enter, .character("j"))
        expectGolden(try large.draw(), named: "people-120x40")
    }

    @Test func theSessionKeepsTheSearchWords() throws {
        let store = MemorySessionStore()
        do {
            let harness = try BrowserHarness(session: store)
            harness.type("/@sofia")
            harness.press(.enter)
            harness.browser.saveSession()
        }
        let restored = try BrowserHarness(session: store)
        let search = try #require(PeopleSearch("sofia"))
        #expect(restored.browser.navigator.routes == [.movies, .people(matching: search)])
        #expect(try peopleView(restored).presenter.viewModel().rows.map(\.name) == ["Sofia Coppola"])
    }
}
