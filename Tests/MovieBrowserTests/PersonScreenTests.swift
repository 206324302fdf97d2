@testable import MovieBrowser
import MovieCatalog
import TerminalUI
import TestSupport
import Testing

/// The detail's credits, the Person screen, deep stacks of both and the key back to the first screen.
@MainActor
@Suite struct PersonScreenTests {
    private func person(_ harness: BrowserHarness) throws -> PersonPresenter {
        try #require(harness.browser.navigator.top as? PersonView).presenter
    }

    private func detail(_ harness: BrowserHarness) throws -> DetailPresenter {
        try #require(harness.browser.navigator.top as? DetailView).presenter
    }

    // MARK: The detail's credits

    @Test func theDetailListsDirectorsWritersAndTheCastWithTheirCharacters() throws {
        let harness = try BrowserHarness(start: .detail(movieID: Fixtures.godfather))
        let model = try detail(harness).viewModel()
        #expect(model.focus == .credits, "a movie with credits opens on them")
        #expect(
            model.credits.map { "\($0.role)|\($0.name)|\($0.characters)" } == [
                "Director|Francis Ford Coppola|", "Writers|Mario Puzo|", "|Francis Ford Coppola|",
                "Cast|Marlon Brando|Don Vito Corleone", "|Al Pacino|Michael Corleone", "|Robert Duvall|Tom Hagen",
                "|Diane Keaton|Kay Adams",
            ])
        #expect(!model.credits.contains { $0.name == "Nino Rota" }, "the other crew is the person screen's")
        let frame = try harness.draw()
        #expect(frame.contains("Marlon Brando"), "\(frame)")
        #expect(frame.contains("Don Vito Corleone"))
    }

    @Test func aMovieWithoutCreditsShowsItsSimilarMoviesAndTabSaysWhy() throws {
        let harness = try BrowserHarness(start: .detail(movieID: Fixtures.casablanca))
        let presenter = try detail(harness)
        #expect(presenter.viewModel().credits.isEmpty)
        #expect(presenter.focus == .similar)
        harness.press(.tab)
        #expect(presenter.focus == .similar)
        #expect(presenter.status == "no credits for this movie in this catalog")
        #expect(try !harness.draw().contains("Credits"))
    }

    @Test func aCatalogWithoutPeopleShowsNoCreditsAnywhere() throws {
        let harness = try BrowserHarness(start: .detail(movieID: Fixtures.godfather), credits: [])
        let frame = try harness.draw()
        #expect(!frame.contains("Credits"), "\(frame)")
        #expect(frame.contains("Similar movies"))
        harness.press(.escape)
        try harness.browser.navigator.push(.compare(first: Fixtures.godfather, second: Fixtures.casablanca))
        #expect(try !harness.draw().contains("Directed by"))
    }

    @Test func aMovieWithoutVotesByStarsSaysSoInsteadOfAnEmptyChart() throws {
        let imdbOnly = Movie(
            id: 500, title: "Godfather, The", year: 1972, minutes: 175, budget: nil, rating: 9.2, votes: 2_100_000,
            ratingShares: nil, mpaa: nil, genres: [.crime, .drama], imdbID: IMDbID(68646))
        for size in [Size(width: 80, height: 24), Size(width: 50, height: 40)] {
            let harness = try BrowserHarness(size: size, movies: [imdbOnly], start: .detail(movieID: 500))
            let frame = try harness.draw()
            #expect(frame.contains("No votes by stars in this catalog") || size.width < 60, "\(frame)")
            #expect(!frame.contains("Votes by stars (%)"), "\(frame)")
        }
        let harness = try BrowserHarness(movies: [imdbOnly], start: .compare(first: 500, second: 500))
        let frame = try harness.draw()
        #expect(frame.contains("No votes by stars in this catalog"), "\(frame)")
        #expect(!frame.contains("Votes by stars (% of voters)"))
    }

    @Test func tabMovesBetweenTheCreditsAndTheSimilarMovies() throws {
        let harness = try BrowserHarness(start: .detail(movieID: Fixtures.godfather))
        let presenter = try detail(harness)
        harness.press(.down, .down, .down)
        try harness.draw()
        #expect(presenter.creditsList.selected == 3)
        harness.press(.tab, .down)
        try harness.draw()
        #expect(presenter.focus == .similar)
        #expect(presenter.list.selected == 1)
        #expect(presenter.creditsList.selected == 3, "each list keeps its selection")
        let narrow = try harness.draw()
        #expect(narrow.contains("Similar movies · Tab: credits"), "\(narrow)")
        #expect(!narrow.contains("Marlon Brando"), "at 80 columns the focused list alone")
        harness.resize(to: Size(width: 120, height: 40))
        let wide = try harness.draw()
        #expect(wide.contains("Marlon Brando") && wide.contains("The Shawshank Redemption"), "side by side: \(wide)")
        harness.press(.backTab)
        #expect(presenter.focus == .credits)
    }

    @Test func enterOnAPersonOpensTheirScreenOnItsOwnContainer() throws {
        let harness = try BrowserHarness(start: .detail(movieID: Fixtures.godfather))
        harness.press(.down, .down, .down, .enter)
        #expect(harness.browser.navigator.routes.last == .person(id: PeopleFixtures.brando))
        #expect(harness.app.children.map(\.name) == ["Detail #20545", "Person nm0000008"])
        let frame = try harness.draw()
        #expect(frame.contains("Marlon Brando  1924–2004 · actor, soundtrack, director"), "\(frame)")
        #expect(frame.contains("Don Vito Corleo"), "the character, cut at 80 columns")
        harness.press(.escape)
        #expect(harness.app.children.map(\.name) == ["Detail #20545"])
        #expect(harness.browser.navigator.inspection.leaks.isEmpty)
    }

    // MARK: The person screen

    @Test func theFilmographyIsGroupedByRoleNewestFirst() throws {
        let harness = try BrowserHarness(start: .person(id: PeopleFixtures.coppola))
        let model = try person(harness).viewModel()
        #expect(model.name == "Francis Ford Coppola")
        #expect(model.facts == "b. 1939 · producer, director, writer")
        #expect(model.roles == "Director 3 · Writer 3 · Producer 1")
        #expect(
            model.rows.map { "\($0.role)|\($0.year)|\($0.title)" } == [
                "Director|1990|The Godfather: Part III", "|1974|The Godfather: Part II", "|1972|The Godfather",
                "Writer|1990|The Godfather: Part III", "|1974|The Godfather: Part II", "|1972|The Godfather",
                "Producer|1990|The Godfather: Part III",
            ])
        #expect(model.rows[2].rating == "9.1" && model.rows[2].votes == "122,755")
    }

    @Test func theCastShowsTheirCharactersAndCrewAfterThem() throws {
        let harness = try BrowserHarness(start: .person(id: PeopleFixtures.rota))
        let model = try person(harness).viewModel()
        #expect(model.rows.map(\.role) == ["Composer", ""])
        let pacino = try BrowserHarness(start: .person(id: PeopleFixtures.pacino))
        #expect(
            try person(pacino).viewModel().rows.map(\.characters) == [
                "Michael Corleone", "Michael", "Michael Corleone",
            ])
    }

    @Test func sortKeysSortWithinEachRoleAndAgainReverse() throws {
        let harness = try BrowserHarness(start: .person(id: PeopleFixtures.coppola))
        let presenter = try person(harness)
        func directed() -> [String] { Array(presenter.viewModel().rows.prefix(3).map(\.title)) }
        harness.press(.character("4"))
        #expect(presenter.sort == PersonSort(.rating, descending: true))
        #expect(directed() == ["The Godfather", "The Godfather: Part II", "The Godfather: Part III"])
        harness.press(.character("1"))
        #expect(directed() == ["The Godfather", "The Godfather: Part II", "The Godfather: Part III"])
        harness.press(.character("1"))
        #expect(directed() == ["The Godfather: Part III", "The Godfather: Part II", "The Godfather"])
        harness.press(.character("5"))
        #expect(directed() == ["The Godfather", "The Godfather: Part II", "The Godfather: Part III"])
        harness.press(.character("2"), .character("2"))
        #expect(presenter.sort == PersonSort(.year, descending: false))
        #expect(directed() == ["The Godfather", "The Godfather: Part II", "The Godfather: Part III"])
        #expect(presenter.viewModel().rows[3].role == "Writer", "the roles stay grouped")
    }

    @Test func slashFiltersTheTitlesAndEscClearsTheFilter() throws {
        let harness = try BrowserHarness(start: .person(id: PeopleFixtures.coppola))
        let presenter = try person(harness)
        harness.type("/part ii")
        #expect(presenter.isSearching)
        #expect(harness.browser.navigator.depth == 1, "the letters typed went to the filter")
        let rows = presenter.viewModel().rows
        #expect(rows.map(\.title).allSatisfy { $0.hasPrefix("The Godfather: Part II") }, "\(rows.map(\.title))")
        #expect(rows.map(\.role) == ["Director", "", "Writer", "", "Producer"])
        harness.type("i")
        #expect(presenter.viewModel().rows.map(\.title).allSatisfy { $0 == "The Godfather: Part III" })
        harness.press(.enter)
        #expect(!presenter.isSearching)
        #expect(presenter.summary == "1 of 3 (filtered)")
        let frame = try harness.draw()
        #expect(frame.contains("Filter: part iii"), "\(frame)")
        harness.type("/x")
        #expect(presenter.viewModel().emptyText == "No title of Francis Ford Coppola matches \"part iiix\"")
        harness.press(.escape)
        #expect(presenter.viewModel().rows.count == 7)
        #expect(!presenter.isSearching && presenter.search.text.isEmpty)
    }

    @Test func watchlistMarksAndWToggleTheSelectedMovie() throws {
        let harness = try BrowserHarness(start: nil)
        _ = try harness.watchlist.add(movieID: Fixtures.godfather)
        try harness.browser.start(at: .person(id: PeopleFixtures.coppola))
        let presenter = try person(harness)
        try harness.draw()
        #expect(presenter.viewModel().rows.map(\.mark) == ["", "", "•", "", "", "•", ""])
        harness.press(.character("w"))
        #expect(try harness.watchlist.contains(movieID: 20547))
        #expect(presenter.viewModel().rows.map(\.mark) == ["•", "", "•", "•", "", "•", "•"])
        #expect(presenter.status == "The Godfather: Part III added to the watchlist")
    }

    @Test func aPersonTheCatalogDoesNotKnowIsSaidPlainly() throws {
        let harness = try BrowserHarness(start: .person(id: PersonID(42)))
        let frame = try harness.draw()
        #expect(frame.contains("No person has id nm0000042 in this catalog"), "\(frame)")
        #expect(harness.browser.navigator.top?.title == "nm0000042")
        harness.press(.enter, .character("4"), .character("w"))
        #expect(harness.browser.navigator.depth == 1)
    }

    @Test func aPersonAbsentFromTheNamesStillListsTheirCredits() throws {
        let harness = try BrowserHarness(start: .detail(movieID: 20547))
        let presenter = try detail(harness)
        #expect(presenter.viewModel().credits.contains { $0.name == "nm9999999 (unknown)" })
        try harness.browser.navigator.push(.person(id: PeopleFixtures.unknownPerson))
        let frame = try harness.draw()
        #expect(frame.contains("nm9999999 (unknown)  not among this catalog's names"), "\(frame)")
        #expect(frame.contains("The Godfather: Part III") && frame.contains("Extra"))
    }

    // MARK: Deep stacks

    @Test func stacksGoMoviePersonMoviePersonAndHReturnsToTheFirstDisposingAll() throws {
        let harness = try BrowserHarness()
        let navigator = harness.browser.navigator
        try harness.draw()
        harness.type("/godfather")
        harness.press(.enter)
        try harness.draw()
        let table = try #require(navigator.top as? MoviesView).presenter
        let row = try #require((0..<table.total).first { table.movie(at: $0)?.id == Fixtures.godfather })
        for _ in 0..<row { harness.press(.down) }
        harness.press(.enter)  // The Godfather
        harness.press(.down, .down, .down, .enter)  // its fourth credit: Marlon Brando
        try harness.draw()
        harness.press(.enter)  // his only credit: The Godfather again
        harness.press(.down, .enter)  // its second credit, the first writer: Mario Puzo
        try harness.draw()
        harness.press(.end, .enter)  // his oldest credit: The Godfather
        harness.press(.enter)  // its first credit, the director: Francis Ford Coppola
        try harness.draw()
        #expect(
            navigator.routes == [
                .movies, .detail(movieID: Fixtures.godfather), .person(id: PeopleFixtures.brando),
                .detail(movieID: Fixtures.godfather), .person(id: PeopleFixtures.puzo),
                .detail(movieID: Fixtures.godfather),
                .person(id: PeopleFixtures.coppola),
            ])
        let frame = try harness.draw()
        let bar = frame.split(separator: "\n")[1]
        #expect(bar.contains("Movies › … › Mario Puzo › The Godfather › Francis Ford Coppola"), "\(bar)")
        #expect(!bar.contains("Marlon Brando"), "the middle is elided: \(bar)")

        var boxes: [ContainerLifecycleTests.WeakBox] = []
        let app = ContainerLifecycleTests.AppObjects(harness)
        for (route, screen) in zip(navigator.routes, navigator.screens).dropFirst() {
            boxes += ContainerLifecycleTests().weakReferences(to: screen, name: route.containerName, app: app)
        }
        #expect(boxes.count >= 12, "\(boxes.map(\.name))")
        harness.press(.character("H"))
        #expect(navigator.routes == [.movies])
        #expect(harness.app.children.map(\.name) == ["Movies"])
        #expect(navigator.inspection.leaks.isEmpty, "\(navigator.inspection.leaks)")
        for box in boxes where box.object != nil {
            Issue.record("\(box.name) is alive after H")
        }
        #expect(try harness.draw().split(separator: "\n")[1].contains("Movies"))
        harness.press(.character("H"))
        #expect(navigator.routes == [.movies], "H on the first screen does nothing")
        #expect(harness.browser.isRunning)
    }

    @Test func aThousandRoundsOfMoviePersonMovieLeaveNothingBehind() throws {
        let harness = try BrowserHarness()
        let navigator = harness.browser.navigator
        for round in 0..<1_000 {
            try navigator.push(.detail(movieID: Fixtures.godfather))
            try navigator.push(.person(id: PeopleFixtures.coppola))
            try navigator.push(.detail(movieID: 20546))
            try navigator.push(.person(id: PeopleFixtures.deNiro))
            if round % 100 == 0 { try harness.draw() }
            let reports = navigator.popToFirst()
            #expect(reports.count == 4)
            #expect(reports.allSatisfy { $0.allLeaks.isEmpty }, "\(reports)")
        }
        #expect(harness.app.children.map(\.name) == ["Movies"])
        #expect(navigator.inspection.leaks.isEmpty)
    }

    @Test func aStackWithAPersonIsSavedAndRestored() throws {
        let store = MemorySessionStore()
        let first = try BrowserHarness(session: store)
        try first.browser.navigator.push(.detail(movieID: Fixtures.godfather))
        try first.browser.navigator.push(.person(id: PeopleFixtures.coppola))
        first.press(.down, .down)
        try first.draw()
        first.browser.saveSession()
        let saved = try #require(store.snapshot)
        #expect(saved.stack.map(\.screen) == ["movies", "detail", "person"])
        #expect(saved.stack.last?.argument == .object(["personID": .string("nm0000338")]))
        let second = try BrowserHarness(session: MemorySessionStore(saved))
        #expect(
            second.browser.navigator.routes == [
                .movies, .detail(movieID: Fixtures.godfather), .person(id: PeopleFixtures.coppola),
            ])
        #expect(try person(second).list.selected == 2, "the place in the filmography is kept")
        var bad = saved
        bad.stack[2].argument = .object(["personID": .string("tt0068646")])
        let third = try BrowserHarness(session: MemorySessionStore(bad))
        #expect(third.browser.navigator.routes == [.movies, .detail(movieID: Fixtures.godfather)])
        #expect(third.browser.message.contains("\"tt0068646\" is not a person id"), "\(third.browser.message)")
    }

    // MARK: Frames

    /// 250 movies, every one credited to one person: as director of the first 50, actor of the rest.
    private static let prolific: (movies: [Movie], credits: [FakePeopleRepository.Credit]) = {
        let movies = (0..<250).map { index in
            let base = Fixtures.movies[index % 17]
            return Movie(
                id: 100_000 + index, title: "\(base.title.display) \(index)", year: 1950 + index % 50,
                minutes: base.minutes, budget: base.budget, rating: base.rating, votes: base.votes + index,
                ratingShares: base.ratingShares, mpaa: base.mpaa, genres: base.genres)
        }
        let credits = movies.enumerated().map { index, movie in
            index < 50
                ? FakePeopleRepository.Credit(movie.id, PeopleFixtures.brando, .director)
                : FakePeopleRepository.Credit(movie.id, PeopleFixtures.brando, .actor, ["Role \(index)"])
        }
        return (movies, credits)
    }()

    @Test func aRepeatedFrameOfAPersonRunsNoQuery() throws {
        let harness = try BrowserHarness(
            movies: Self.prolific.movies, start: nil, credits: Self.prolific.credits)
        _ = try harness.watchlist.add(movieID: 100_007)
        try harness.browser.start(at: .person(id: PeopleFixtures.brando))
        let presenter = try person(harness)
        func counts() -> [Int] {
            [
                harness.people.callCount, harness.movies.callCount, harness.watchlist.readCount,
                presenter.viewModelBuilds,
            ]
        }
        #expect(harness.people.callCount == 2, "the person and the filmography, once each")
        var before = counts()
        try harness.draw()
        #expect(counts() == [before[0], before[1], before[2] + 1, before[3] + 1], "the marks: one query")
        #expect(presenter.viewModel().rows.count == 250)
        for keys in [[], [Key.character("j")], [.end], [.character("4")], Array("/ 12".map(Key.character)), [.escape]] {
            before = counts()
            for key in keys { harness.press(key) }
            try harness.draw()
            #expect(
                counts() == [before[0], before[1], before[2], before[3] + 1], "\(keys): \(counts()) from \(before)")
        }
        // Back from a detail: the marks are asked again, once.
        harness.press(.enter)
        harness.press(.escape)
        before = counts()
        try harness.draw()
        try harness.draw()
        #expect(counts()[2] == before[2] + 1, "one watchlist query after the return")
    }

    @Test func goldenFrames() throws {
        let harness = try BrowserHarness(start: nil)
        _ = try harness.watchlist.add(movieID: Fixtures.godfather)
        try harness.browser.start(at: .movies)
        try harness.browser.navigator.push(.detail(movieID: Fixtures.godfather))
        try harness.browser.navigator.push(.person(id: PeopleFixtures.coppola))
        harness.press(.down)
        expectGolden(try harness.draw(), named: "person-80x24")
        harness.resize(to: Size(width: 120, height: 40))
        expectGolden(try harness.draw(), named: "person-120x40")
        let actor = try BrowserHarness(start: .person(id: PeopleFixtures.pacino))
        actor.type("/part")
        expectGolden(try actor.draw(), named: "person-80x24-filtered")
    }
}
