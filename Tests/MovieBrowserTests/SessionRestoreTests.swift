import MovieBrowser
import MovieCatalog
import TerminalUI
import Testing

/// The session state through the whole browser: what one browser saves, the next restores; stale
/// and unreadable states start on the defaults with a note.
@MainActor
@Suite struct SessionRestoreTests {
    /// A browser of 80×12 (six table rows) that filtered on Drama, sorted by rating, searched "god",
    /// then cleared the search, scrolled down and opened the selected movie.
    private func browsedSession(_ store: MemorySessionStore) throws -> BrowserHarness {
        let harness = try BrowserHarness(size: Size(width: 80, height: 12), session: store)
        harness.press(.character("f"))
        let drama = try #require(
            try harness.movies.catalogGenres().inAlphabeticalOrder.firstIndex { $0.genre == .drama })
        for _ in 0..<drama { harness.press(.character("j")) }
        harness.press(.character(" "), .escape, .character("4"))
        try harness.draw()
        for _ in 0..<8 { harness.press(.down) }
        try harness.draw()
        return harness
    }

    private func table(_ harness: BrowserHarness) throws -> MoviesPresenter {
        try #require(harness.browser.navigator.screens.first as? MoviesView).presenter
    }

    @Test func aRestartShowsTheSameStackRowsAndSelection() throws {
        let store = MemorySessionStore()
        let first = try browsedSession(store)
        let before = try first.draw()
        first.press(.enter)
        let opened = first.browser.navigator.routes
        #expect(opened.count == 2)
        #expect(store.saves == 1, "opening the detail saved the state")
        first.press(.escape)
        #expect(store.saves == 2)
        first.press(.enter)

        let second = try BrowserHarness(size: Size(width: 80, height: 12), session: store)
        #expect(second.browser.navigator.routes == opened)
        #expect(second.browser.message == "")
        let presenter = try table(second)
        #expect(presenter.query.genres == .drama)
        #expect(presenter.query.sort == MovieSort(.rating, descending: true))
        #expect(presenter.list.selected == 8)
        second.press(.escape)
        #expect(try second.draw() == before, "the table shows the same rows, scrolled, with the same selection")
    }

    @Test func theSearchTextAndTheWatchlistOrderAreKept() throws {
        let store = MemorySessionStore()
        let first = try BrowserHarness(session: store)
        first.press(.character("/"))
        first.type("godf")
        first.press(.enter, .character("W"), .character("1"))
        #expect(store.snapshot?.stack.map(\.screen) == ["movies", "watchlist"])
        first.press(.escape)

        let second = try BrowserHarness(session: store)
        let presenter = try table(second)
        #expect(presenter.query.text == "godf")
        #expect(presenter.search.text == "godf")
        second.press(.character("W"))
        let watchlist = try #require(second.browser.navigator.top as? WatchlistView).presenter
        #expect(watchlist.sort == WatchlistSort(.title, descending: false))
    }

    @Test func quittingSavesTheStateOfTheScreensOnTheStack() throws {
        let store = MemorySessionStore()
        let harness = try BrowserHarness(session: store)
        harness.press(.character("5"), .down, .down)
        #expect(store.saves == 0, "keys that do not change the screen do not write")
        harness.terminal.press(.character("q"))
        try harness.browser.run()
        let movies = try #require(store.snapshot?.screens["movies"]).decoded(as: MoviesScreen.SavedPlace.self)
        #expect(movies.query == "sort:-votes")
        #expect(movies.list?.selected == 2)
        #expect(store.snapshot?.stack.map(\.screen) == ["movies"])
    }

    @Test func overlaysAreNotKept() throws {
        let store = MemorySessionStore()
        let harness = try BrowserHarness(session: store)
        harness.press(.character("W"), .character("?"))
        #expect(harness.browser.navigator.routes == [.movies, .watchlist, .help])
        #expect(store.snapshot?.stack.map(\.screen) == ["movies", "watchlist"])
    }

    @Test func aMovieThatNoLongerExistsIsDroppedWithANote() throws {
        let snapshot = try SessionSnapshot.json(
            """
            {"version": 3, "stack": [{"screen": "movies"}, {"screen": "detail", "argument": {"movieID": 20545}},
               {"screen": "detail", "argument": {"movieID": 123}}, {"screen": "watchlist"}],
             "screens": {"movies": {"query": "god", "list": {"selected": 1, "offset": 0}}}}
            """)
        let harness = try BrowserHarness(session: MemorySessionStore(snapshot))
        #expect(harness.browser.navigator.routes == [.movies, .detail(movieID: 20545)])
        #expect(harness.browser.message == "state.json: movie #123 no longer exists; started on The Godfather")
        #expect(try table(harness).query.text == "god", "the rest of the state is kept")
        let frame = try harness.draw()
        #expect(frame.contains("movie #123 no longer exists"))
    }

    @Test func aScreenThatNoLongerExistsIsDroppedWithANote() throws {
        let snapshot = SessionSnapshot(stack: [.init(screen: "movies"), .init(screen: "charts")])
        let harness = try BrowserHarness(session: MemorySessionStore(snapshot))
        #expect(harness.browser.navigator.routes == [.movies])
        #expect(harness.browser.message == "state.json: no screen named \"charts\"; started on Movies")
    }

    @Test func unknownNamesInTheQueryAreDroppedAndTheRestKept() throws {
        let snapshot = SessionSnapshot(
            stack: [.init(screen: "movies")],
            screens: ["movies": .object(["query": .string("g:drama votes>=1k g:westerns sort:popularity")])])
        let harness = try BrowserHarness(session: MemorySessionStore(snapshot))
        let presenter = try table(harness)
        #expect(presenter.query.genres == .drama)
        #expect(presenter.query.minimumVotes == 1_000)
        #expect(presenter.query.sort == .byTitle)
        #expect(harness.browser.message.hasPrefix("state.json: the movie table's g:westerns: unknown genre"))
        #expect(harness.browser.message.contains("; the movie table's sort:popularity: "))
        #expect(harness.browser.message.hasSuffix("; started on Movies"))
    }

    @Test func anUnreadableStateStartsOnTheDefaultsWithItsReason() throws {
        let store = MemorySessionStore(loadError: SessionStateError("state.json: not valid JSON"))
        let harness = try BrowserHarness(session: store)
        #expect(harness.browser.navigator.routes == [.movies])
        #expect(try table(harness).query == MovieQuery())
        #expect(harness.browser.message == "state.json: not valid JSON; started on Movies")
        harness.press(.down)
        #expect(harness.browser.message == "", "the note lasts until the next key")
    }

    @Test func aFailedSaveIsAStatusNoteShownOnce() throws {
        let store = MemorySessionStore(
            saveError: SessionStateError("state.json: cannot create /ro (Read-only file system)"))
        let harness = try BrowserHarness(session: store)
        harness.press(.character("W"))
        #expect(harness.browser.navigator.routes == [.movies, .watchlist], "the screen still opens")
        #expect(harness.browser.message == "state.json: cannot create /ro (Read-only file system)")
        #expect(harness.browser.sessionSaveFailure == harness.browser.message)
        harness.press(.escape)
        #expect(harness.browser.message == "", "not repeated on every screen change")
        #expect(harness.browser.sessionSaveFailure != nil)
    }

    @Test func theDetailsSimilarListPositionIsKept() throws {
        let store = MemorySessionStore()
        let first = try BrowserHarness(session: store)
        first.press(.enter, .down, .down, .character("W"))
        #expect(store.snapshot?.stack[1].list?.selected == 2)
        let second = try BrowserHarness(session: store)
        second.press(.escape)
        let detail = try #require(second.browser.navigator.top as? DetailView)
        #expect(detail.presenter.list.selected == 2)
    }
}
