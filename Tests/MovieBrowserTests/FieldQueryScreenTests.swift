import MovieBrowser
import MovieCatalog
import TerminalUI
import TestSupport
import Testing

/// The Movies screen's search box as a field query, its error line, the filter panel's facet counts
/// and the weighted and divisive sorts, through the whole browser over the fake catalog.
@MainActor
@Suite struct FieldQueryScreenTests {
    func presenter(_ harness: BrowserHarness) throws -> MoviesPresenter {
        try #require(harness.browser.navigator.top as? MoviesView).presenter
    }

    func titles(_ harness: BrowserHarness) throws -> [String] {
        try harness.draw()
        let presenter = try presenter(harness)
        return (0..<presenter.total).compactMap { presenter.row($0)?.title }
    }

    @Test func termsFilterAsTheyAreTyped() throws {
        let harness = try BrowserHarness()
        harness.press(.character("/"))
        harness.type("god year:1970..1979 sort:-rating")
        #expect(try titles(harness) == ["The Godfather", "The Godfather: Part II", "The Black Godfather"])
        let query = try presenter(harness).query
        #expect(query.text == "god")
        #expect(query.years == 1970...1979)
        #expect(query.sort == MovieSort(.rating, descending: true))
        #expect(try harness.draw().contains("Filters:  1970s"))
    }

    @Test func aBadTermShowsTheErrorAndIsLeftOutOfTheQuery() throws {
        let harness = try BrowserHarness()
        harness.press(.character("/"))
        harness.type("godf rating>8")
        #expect(try titles(harness) == ["The Godfather", "The Godfather: Part II"])
        harness.press(.backspace)
        // Half typed, the term is left out: the table shows what it showed before the term was started.
        #expect(try presenter(harness).searchError?.description == "rating>: missing a value after >")
        #expect(try titles(harness).count == 5)
        harness.type("ten")
        let presenter = try presenter(harness)
        #expect(presenter.searchError?.description == "rating>ten: not a number")
        #expect(presenter.searchError?.range == 5..<15)
        #expect(
            try titles(harness)
                == [
                    "3 Godfathers", "The Black Godfather", "The Godfather", "The Godfather: Part II",
                    "The Godfather: Part III",
                ],
            "the table shows the query without the bad term")
        let screen = try harness.draw()
        #expect(
            harness.terminal.screen.lines[2] == "        ^^^^^^^^^^ not a number" + String(repeating: " ", count: 49))
        // The term is marked (reversed) in the box; the words before it are not.
        #expect(harness.terminal.screen[8, 1].style.attributes.contains(.reverse))
        #expect(harness.terminal.screen[17, 1].style.attributes.contains(.reverse))
        #expect(!harness.terminal.screen[7, 1].style.attributes.contains(.reverse))
        #expect(!harness.terminal.screen[18, 1].style.attributes.contains(.reverse))
        expectGolden(screen, named: "movies-search-error-80x24")
        // Fixing the term clears the error.
        for _ in 0..<3 { harness.press(.backspace) }
        harness.type("9")
        #expect(try self.presenter(harness).searchError == nil)
        #expect(try titles(harness) == ["The Godfather"])
        #expect(!(try harness.draw()).contains("not a number"))
    }

    @Test func aTermScrolledOutOfTheBoxIsNamedInsteadOfUnderlined() throws {
        let harness = try BrowserHarness(size: Size(width: 40, height: 12))
        harness.press(.character("/"))
        harness.type("the long title words here g:dramaa")
        try harness.draw()
        #expect(harness.terminal.screen.lines[2].hasPrefix("   g:dramaa: unknown genre (did you mea…"))
    }

    @Test func thePanelShowsCountsAndWritesItsFiltersIntoTheBox() throws {
        let harness = try BrowserHarness(size: Size(width: 120, height: 40))
        harness.press(.character("/"))
        harness.type("star")
        harness.press(.enter, .character("f"))
        // Drama: none of the three Star Wars; Action: all three.
        var screen = try harness.draw()
        #expect(screen.contains("│ Action (3) "))
        #expect(screen.contains("│ Drama (0) "))
        // Decade row (after the catalog's genres), one step: the catalog's first decade; more steps: the 1970s has one.
        for _ in 0..<(try harness.movies.catalogGenres().inAlphabeticalOrder.count) { harness.press(.character("j")) }
        harness.press(.character("l"))
        let first = try #require(harness.movies.statistics(matching: MovieQuery()).years).lowerBound / 10 * 10
        #expect(try presenter(harness).query.years == first...(first + 9))
        for _ in 0..<((1970 - first) / 10) { harness.press(.character("l")) }
        screen = try harness.draw()
        #expect(try presenter(harness).query.years == 1970...1979)
        #expect(try presenter(harness).search.text == "star year:1970..1979 ")
        #expect(screen.contains("│ Decade (1) "))
        #expect(screen.contains("│ Action (1) "))
        expectGolden(screen, named: "movies-filters-counts-120x40")
        // The runtime budget row: 30 minutes leaves nothing, 120 too (Star Wars is 125), 150 keeps it.
        for _ in 0..<4 { harness.press(.character("j")) }
        harness.press(.character("l"))
        #expect(try presenter(harness).query.lengths == 0...30)
        #expect(try harness.draw().contains("│ Fits in (0) "))
        for _ in 0..<4 { harness.press(.character("l")) }
        #expect(try presenter(harness).query.lengths == 0...150)
        #expect(try presenter(harness).search.text == "star year:1970..1979 fits:150 ")
        #expect(try titles(harness) == ["Star Wars"])
    }

    /// At 40×10 the panel scrolls: its scrollbar stands inside the right border, which stays whole.
    @Test func aScrollingPanelKeepsItsBorder() throws {
        let harness = try BrowserHarness(size: Size(width: 40, height: 10))
        harness.press(.character("f"))
        let screen = try harness.draw()
        let lines = harness.terminal.screen.lines.map(Array.init)
        let top = try #require(lines.firstIndex { String($0).contains("┌ Filters") }, "\(screen)")
        let bottom = try #require(lines.firstIndex { $0.contains("└") }, "\(screen)")
        let border = try #require(lines[top].lastIndex(of: "┐"))
        for line in lines[(top + 1)..<bottom] {
            #expect(line[border] == "│", "\(String(line))")
            #expect("█│".contains(line[border - 1]), "the scrollbar inside the border: \(String(line))")
        }
        expectGolden(screen, named: "movies-filters-40x10")
    }

    @Test func termsTypedAfterAPanelFilterApplyOnTopOfIt() throws {
        let harness = try BrowserHarness()
        harness.press(.character("f"), .character(" "), .escape)
        #expect(try presenter(harness).query.genres == .action)
        #expect(try presenter(harness).search.text == "g:action ", "the box shows the panel's filter")
        harness.press(.character("/"))
        harness.type("star year<1980")
        #expect(try presenter(harness).search.text == "g:action star year<1980")
        #expect(try titles(harness) == ["Star Wars"])
        // A bad term leaves the panel's filter in place.
        harness.type("x")
        #expect(try presenter(harness).searchError?.term == "year<1980x")
        #expect(
            try titles(harness) == [
                "Star Wars", "Star Wars: Episode V - The Empire Strikes Back",
                "Star Wars: Episode VI - Return of the Jedi",
            ])
    }

    @Test func facetCountsMatchTheQueryPlusEachChoice() throws {
        let harness = try BrowserHarness()
        harness.press(.character("/"))
        harness.type("!g:drama")
        harness.press(.enter, .character("f"))
        try harness.draw()
        let presenter = try presenter(harness)
        let facets = try #require(presenter.facetCounts())
        for (_, genre) in Genres.all {
            var query = presenter.query
            query.genres.insert(genre)
            #expect(facets.genre(genre) == (try harness.movies.movies(matching: query).total))
        }
        #expect(facets.genre(.drama) == 0)
    }

    @Test func removingAChipKeepsTheOtherTermsAsFilters() throws {
        let harness = try BrowserHarness()
        harness.press(.character("/"))
        harness.type("g:action fits:130 star")
        harness.press(.enter)
        #expect(try titles(harness) == ["Star Wars", "Star Wars: Episode V - The Empire Strikes Back"])
        harness.press(.character("x"))
        #expect(try presenter(harness).search.text == "star g:action ")
        #expect(try presenter(harness).query.genres == .action)
        #expect(try presenter(harness).query.lengths == nil)
        #expect(try presenter(harness).status == "removed ≤ 130 min")
        #expect(try titles(harness).count == 3)
    }

    @Test func escapeClearsTheWordsAndTheFiltersOfTheirTerms() throws {
        let harness = try BrowserHarness()
        harness.press(.character("/"))
        harness.type("god year<1980")
        harness.press(.escape)
        #expect(try presenter(harness).search.text == "")
        #expect(try presenter(harness).query.years == nil)
        #expect(try presenter(harness).query.text == nil)
        #expect(try titles(harness).count == Fixtures.movies.count)
        #expect(!(try harness.draw()).contains("Filters:"))
    }

    /// The two cases: `/g:drama` then Esc left `Filters: Drama` under an empty box, and
    /// after Enter a sort key emptied the box while the chip stayed.
    @Test func theBoxAndTheFiltersAgreeAfterEscAndASortKey() throws {
        let harness = try BrowserHarness()
        harness.press(.character("/"))
        harness.type("g:drama")
        harness.press(.escape)
        #expect(try presenter(harness).query.genres.isEmpty)
        #expect(!(try harness.draw()).contains("Filters:"))
        harness.press(.character("/"))
        harness.type("g:drama sort:-votes")
        harness.press(.enter, .character("7"))
        let presenter = try presenter(harness)
        #expect(presenter.search.text == "g:drama ", "the filter stays written; the sort key replaced the sort: term")
        #expect(presenter.query.genres == .drama)
        #expect(presenter.query.sort == MovieSort(.divisive, descending: true))
        #expect(try harness.draw().contains("Filters:  Drama"))
        harness.press(.character("X"))
        #expect(presenter.search.text == "")
        #expect(presenter.status == "removed every filter")
        harness.press(.character("X"))
        #expect(presenter.status == "no filter to remove")
    }

    @Test func bTogglesTheWeightedSortAndBack() throws {
        // A 10.0 from 5 voters tops the plain rating order, not the weighted one.
        let fans = Movie(
            id: 99, title: "Five Fans", year: 2001, minutes: 90, budget: nil, rating: 10, votes: 5,
            ratingShares: [0, 0, 0, 0, 0, 0, 0, 0, 0, 100], mpaa: nil, genres: [.drama])
        let harness = try BrowserHarness(movies: Fixtures.movies + [fans])
        harness.press(.character("4"))
        #expect(try titles(harness).first == "Five Fans")
        harness.press(.character("b"))
        #expect(try presenter(harness).query.sort == MovieSort(.weightedRating, descending: true))
        #expect(try titles(harness).prefix(2) == ["The Shawshank Redemption", "The Godfather"])
        #expect(try titles(harness).firstIndex(of: "Five Fans")! > 10)
        #expect(try harness.draw().contains("1 of 19 · weighted ▼"))
        harness.press(.character("b"))
        #expect(try presenter(harness).query.sort == MovieSort(.rating, descending: true))
        harness.press(.character("7"))
        #expect(try presenter(harness).query.sort == MovieSort(.divisive, descending: true))
    }

    @Test func aSortKeyWinsOverASortTerm() throws {
        let harness = try BrowserHarness()
        harness.press(.character("/"))
        harness.type("star sort:year")
        harness.press(.enter, .character("5"))
        #expect(try presenter(harness).search.text == "star")
        #expect(try presenter(harness).query.sort == MovieSort(.votes, descending: true))
        #expect(try titles(harness).first == "Star Wars")
    }

    @Test func theHelpStatesTheWeightedFormulaAndItsPrior() throws {
        let harness = try BrowserHarness(size: Size(width: 120, height: 60))
        harness.press(.character("?"), .character("/"))
        harness.type("weighted")
        let screen = try harness.draw()
        #expect(screen.contains("Weighted rating (b): WR = v/(v+m)·R + m/(v+m)·C"))
        #expect(screen.contains("m = 1,000 prior votes"))
    }
}

@MainActor
@Suite struct FieldQuerySessionTests {
    /// The session keeps the table's query as its field-query text, and reads every filter back.
    @Test func theSessionKeepsEveryFilterAFieldQuerySets() throws {
        let text = "star !g:short rating:6..8.5 votes:1k..500k length:90..150 year>=1977 mpaa:pg sort:-divisive"
        let query = try FieldQuery.parse(text)
        let first = try BrowserHarness(start: nil)
        try first.app.resolve(ScreenMemory.self).movies = (query, ListState(selected: 3, offset: 1))
        let saved = first.browser.sessionSnapshot()
        let place = try #require(saved.screens["movies"]).decoded(as: MoviesScreen.SavedPlace.self)
        #expect(place.query == FieldQuery.format(query))
        #expect(try FieldQuery.parse(try #require(place.query)) == query)
        let next = try BrowserHarness(session: MemorySessionStore(saved))
        let restored = try #require(try next.app.resolve(ScreenMemory.self).movies)
        #expect(restored.query == query)
        #expect(next.browser.message.isEmpty, "\(next.browser.message)")
    }

    /// A term this version cannot read is left out alone, with a note; the rest of the query stays.
    @Test func aBadTermInTheSavedQueryIsLeftOutWithANote() throws {
        let saved = try SessionSnapshot.json(
            """
            {"version": 3, "stack": [{"screen": "movies"}],
             "screens": {"movies": {"query": "star g:westerns rating>8", "list": {"selected": 0, "offset": 0}}}}
            """)
        let harness = try BrowserHarness(session: MemorySessionStore(saved))
        let restored = try #require(try harness.app.resolve(ScreenMemory.self).movies)
        #expect(restored.query.text == "star")
        #expect(restored.query.minimumRating == 8.1)
        #expect(restored.query.genres.isEmpty)
        #expect(harness.browser.message.hasPrefix("state.json: the movie table's g:westerns: unknown genre"))
    }
}
