import MovieBrowser
import MovieCatalog
import TerminalUI
import Testing

/// state.json version 3 keeps each screen's parts as the screen's own JSON; a version 2 file, as
/// the browser wrote it before, restores the same stack and places.
@MainActor
@Suite struct SessionVersionTests {
    /// Every kept screen of version 2 on one stack, with the table's and the watchlist's places.
    nonisolated static let version2 = """
        {"version": 2,
         "stack": [{"screen": "movies"}, {"screen": "detail", "movieID": 20545, "list": {"selected": 2, "offset": 0}},
           {"screen": "compare", "movieIDs": [20545, 8882]}, {"screen": "people", "search": "coppola"},
           {"screen": "person", "personID": "nm0000338"}, {"screen": "stats"}],
         "screens": {"movies": {"query": "god g:drama sort:-rating", "list": {"selected": 1, "offset": 0}},
           "watchlist": {"sort": "title", "descending": true, "list": {"selected": 0, "offset": 0}}}}
        """

    /// The same state, as version 3 writes it.
    nonisolated static let version3 = """
        {"version": 3,
         "stack": [{"screen": "movies"},
           {"screen": "detail", "argument": {"movieID": 20545}, "list": {"selected": 2, "offset": 0}},
           {"screen": "compare", "argument": {"movieIDs": [20545, 8882]}},
           {"screen": "people", "argument": {"search": "coppola"}},
           {"screen": "person", "argument": {"personID": "nm0000338"}}, {"screen": "stats"}],
         "screens": {"movies": {"query": "god g:drama sort:-rating", "list": {"selected": 1, "offset": 0}},
           "watchlist": {"sort": "title", "descending": true, "list": {"selected": 0, "offset": 0}}}}
        """

    static let routes: [Route] = [
        .movies, .detail(movieID: Fixtures.godfather), .compare(first: Fixtures.godfather, second: Fixtures.casablanca),
        .people(matching: PeopleSearch("coppola")!), .person(id: PeopleFixtures.coppola), .stats,
    ]

    @Test func aVersion2FileReadsAsTheSameVersion3State() throws {
        let upgraded = try SessionSnapshot.json(Self.version2)
        #expect(upgraded == (try SessionSnapshot.json(Self.version3)))
        #expect(upgraded.version == 3)
    }

    @Test(arguments: [version2, version3])
    func aSavedStateRestoresItsStackAndPlaces(text: String) throws {
        let harness = try BrowserHarness(session: MemorySessionStore(try SessionSnapshot.json(text)))
        #expect(harness.browser.message == "")
        #expect(harness.browser.navigator.routes == Self.routes)
        let memory = try harness.app.resolve(ScreenMemory.self)
        let movies = try #require(memory.movies)
        #expect(movies.query.genres == .drama)
        #expect(movies.query.text == "god")
        #expect(movies.query.sort == MovieSort(.rating, descending: true))
        #expect(movies.list.selected == 1)
        #expect(memory.watchlistSort == WatchlistSort(.title, descending: true))
        let detail = try #require(harness.browser.navigator.screens[1] as? DetailView)
        #expect(detail.presenter.list.selected == 2)
    }

    @Test func whatIsSavedIsVersion3() throws {
        let store = MemorySessionStore()
        let harness = try BrowserHarness(session: store)
        for route in Self.routes.dropFirst() { try harness.browser.navigator.push(route) }
        harness.browser.saveSession()
        let saved = try #require(store.snapshot)
        let text = try saved.jsonText()
        #expect(text.hasPrefix("{\"screens\":{"), "\(text)")
        #expect(
            text.contains(
                "\"stack\":[{\"screen\":\"movies\"},{\"argument\":{\"movieID\":20545},\"list\":{\"offset\":0,\"selected\":0},"
                    + "\"screen\":\"detail\"},{\"argument\":{\"movieIDs\":[20545,8882]},\"screen\":\"compare\"},"
                    + "{\"argument\":{\"search\":\"coppola\"},\"screen\":\"people\"},"
                    + "{\"argument\":{\"personID\":\"nm0000338\"},\"list\":{\"offset\":0,\"selected\":0},"
                    + "\"screen\":\"person\"},{\"screen\":\"stats\"}],\"version\":3}"),
            "\(text)")
        let next = try BrowserHarness(session: MemorySessionStore(try SessionSnapshot.json(text)))
        #expect(next.browser.navigator.routes == Self.routes)
    }

    @Test func anInvalidArgumentIsDroppedWithANote() throws {
        let snapshot = try SessionSnapshot.json(
            """
            {"version": 3, "stack": [{"screen": "movies"}, {"screen": "detail", "argument": {"movieID": 20545}},
               {"screen": "detail", "argument": {"movieID": "x"}}, {"screen": "stats"}]}
            """)
        let harness = try BrowserHarness(session: MemorySessionStore(snapshot))
        #expect(harness.browser.navigator.routes == [.movies, .detail(movieID: Fixtures.godfather)])
        #expect(
            harness.browser.message
                == "state.json: the detail screen's \"movieID\" is not a number; started on The Godfather")
    }

    @Test func aVersion2EntryWithoutItsArgumentIsDroppedWithANote() throws {
        let snapshot = try SessionSnapshot.json(
            #"{"version": 2, "stack": [{"screen": "movies"}, {"screen": "people"}], "screens": {}}"#)
        let harness = try BrowserHarness(session: MemorySessionStore(snapshot))
        #expect(harness.browser.navigator.routes == [.movies])
        #expect(harness.browser.message == "state.json: the people screen's \"search\" is missing; started on Movies")
    }

    @Test func anInvalidPlaceIsDroppedWithANoteAndTheRestKept() throws {
        let snapshot = try SessionSnapshot.json(
            """
            {"version": 3, "stack": [{"screen": "movies"}, {"screen": "watchlist"}],
             "screens": {"movies": {"list": {"selected": "1"}}, "watchlist": {"sort": "title"}}}
            """)
        let harness = try BrowserHarness(session: MemorySessionStore(snapshot))
        #expect(harness.browser.navigator.routes == [.movies, .watchlist])
        #expect(try harness.app.resolve(ScreenMemory.self).movies == nil)
        #expect(
            harness.browser.message
                == "state.json: the movies screen's place: \"list.selected\" is not a number; started on Watchlist")
    }

    @Test func aPeopleSearchWithoutWordsIsDroppedWithANote() throws {
        let snapshot = SessionSnapshot(stack: [
            .init(screen: "movies"), .init(screen: "people", argument: .object(["search": .string("  ")])),
        ])
        let harness = try BrowserHarness(session: MemorySessionStore(snapshot))
        #expect(harness.browser.navigator.routes == [.movies])
        #expect(harness.browser.message == "state.json: the people screen's \"search\" has no words; started on Movies")
    }
}
