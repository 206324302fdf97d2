import MovieBrowser
import MovieCatalog
import TerminalUI
import Testing

/// The movie table through the whole browser: keys in, frames out, over the fake catalog.
@MainActor
@Suite struct MoviesScreenTests {
    // MARK: Helpers

    /// The Movies view on top of the harness's stack.
    func moviesView(_ harness: BrowserHarness) throws -> MoviesView {
        try #require(harness.browser.navigator.top as? MoviesView)
    }

    /// The titles of the rows of the current query, top to bottom, once a frame has fetched them.
    func rowTitles(_ harness: BrowserHarness) throws -> [String] {
        try harness.draw()
        let presenter = try moviesView(harness).presenter
        return (0..<presenter.total).compactMap { presenter.row($0)?.title }
    }

    /// The fixtures ordered by `sort`, the way the catalog orders them (ties by id, unknown budgets last).
    func expectedTitles(_ sort: MovieSort, matching include: (Movie) -> Bool = { _ in true }) -> [String] {
        Fixtures.movies.filter(include).sorted { a, b in
            func key(_ movie: Movie) -> Double? {
                switch sort.field {
                case .title: nil
                case .year: Double(movie.year)
                case .length: Double(movie.minutes ?? -1)
                case .rating: movie.rating
                case .votes: Double(movie.votes)
                case .budget: movie.budget.map(Double.init)
                case .weightedRating:
                    WeightedRating(mean: Fixtures.movies.map(\.rating).reduce(0, +) / Double(Fixtures.movies.count))
                        .of(rating: movie.rating, votes: movie.votes)
                case .divisive: movie.ratingShares.flatMap(RatingSpread.of(shares:))
                case .relevance: -Double(movie.votes)
                }
            }
            if sort.field == .title, a.title.sortKey != b.title.sortKey {
                return sort.descending ? a.title.sortKey > b.title.sortKey : a.title.sortKey < b.title.sortKey
            }
            if sort.field == .budget || sort.field == .divisive {
                switch (key(a), key(b)) {
                case (nil, nil): break
                case (nil, _): return false
                case (_, nil): return true
                default: break
                }
            }
            if let x = key(a), let y = key(b), x != y { return sort.descending ? x > y : x < y }
            return sort.descending ? a.id > b.id : a.id < b.id
        }.map(\.title.display)
    }

    /// Whether some word of `title` starts with every word of `text` (how the catalog searches).
    func titleMatches(_ title: String, _ text: String) -> Bool {
        let words = title.lowercased().split { !$0.isLetter && !$0.isNumber }
        return text.lowercased().split(separator: " ").allSatisfy { part in words.contains { $0.hasPrefix(part) } }
    }

    func line(_ harness: BrowserHarness, _ y: Int) -> String {
        harness.terminal.screen.lines[y]
    }

    // MARK: Start

    @Test func startShowsTheFirstOfEveryMovieInTheTitleBar() throws {
        let harness = try BrowserHarness()
        try harness.draw()
        let titleBar = line(harness, 0)
        #expect(titleBar.hasPrefix(" Movies") || titleBar.hasPrefix("Movies"), "\(titleBar)")
        #expect(titleBar.contains("1 of \(Fixtures.movies.count)"), "\(titleBar)")
        #expect(!titleBar.contains("filtered"))
        #expect(try rowTitles(harness) == expectedTitles(.byTitle))
        #expect(try rowTitles(harness).first == "3 Godfathers")
    }

    // MARK: Sorting

    @Test(arguments: [
        (Character("1"), MovieSort.Field.title, "Title"), ("2", .year, "Year"), ("3", .length, "Min"),
        ("4", .rating, "Rating"), ("5", .votes, "Votes"), ("6", .budget, "Budget"),
    ])
    func sortKeysOrderTheTableAndTheSameKeyReverses(key: Character, field: MovieSort.Field, header: String) throws {
        let harness = try BrowserHarness(size: Size(width: 120, height: 30))
        // Title starts ascending; a number starts largest first.
        let firstDescending = field != .title
        let initial =
            field == .title ? MovieSort(.title, descending: true) : MovieSort(field, descending: firstDescending)
        harness.type(String(key))
        try harness.draw()
        #expect(try moviesView(harness).presenter.query.sort == initial)
        #expect(try rowTitles(harness) == expectedTitles(initial))
        #expect(line(harness, 2).contains(header + (initial.descending ? " ▼" : " ▲")), "\(line(harness, 2))")

        harness.type(String(key))
        try harness.draw()
        let reversed = MovieSort(field, descending: !initial.descending)
        #expect(try moviesView(harness).presenter.query.sort == reversed)
        #expect(try rowTitles(harness) == expectedTitles(reversed))
        #expect(line(harness, 2).contains(header + (reversed.descending ? " ▼" : " ▲")), "\(line(harness, 2))")
        // Only the sorted column carries an arrow.
        #expect(line(harness, 2).filter { $0 == "▲" || $0 == "▼" }.count == 1)
    }

    @Test func ratingSortPutsTheBestRatedFirstWithTiesByIDDescending() throws {
        let harness = try BrowserHarness()
        harness.type("4")
        try harness.draw()
        let best = try #require(Fixtures.movies.map(\.rating).max())
        let top = Fixtures.movies.filter { $0.rating == best }.sorted { $0.id > $1.id }
        #expect(best == 9.1)
        #expect(top.map(\.title.display) == ["The Shawshank Redemption", "The Godfather"])
        #expect(try Array(rowTitles(harness).prefix(2)) == top.map(\.title.display))
        #expect(line(harness, 3).contains("The Shawshank Redemption"), "the first row is drawn selected")
        let worst = try #require(Fixtures.movies.min { $0.rating < $1.rating })
        #expect(try rowTitles(harness).last == worst.title.display)
        #expect(worst.title.display == "The Black Godfather")
    }

    @Test func budgetSortPutsUnknownBudgetsLastBothWays() throws {
        let harness = try BrowserHarness()
        let unknown = Set(Fixtures.movies.filter { $0.budget == nil }.map(\.title.display))
        harness.type("6")
        #expect(try Set(rowTitles(harness).suffix(unknown.count)) == unknown)
        harness.type("6")
        #expect(try Set(rowTitles(harness).suffix(unknown.count)) == unknown)
        #expect(try rowTitles(harness).first == "Casablanca", "smallest known budget first when ascending")
    }

    // MARK: Search

    @Test func searchNarrowsTheRowsAsEachKeyIsTyped() throws {
        let harness = try BrowserHarness()
        harness.press(.character("/"))
        #expect(try moviesView(harness).presenter.focus == .search)
        var typed = ""
        for character in "godf" {
            harness.type(String(character))
            typed.append(character)
            try harness.draw()
            let expected = expectedTitles(.byTitle) { self.titleMatches($0.title.display, typed) }
            #expect(try rowTitles(harness) == expected, "after \(typed)")
            #expect(line(harness, 0).contains("1 of \(expected.count) (filtered)"), "\(line(harness, 0))")
            #expect(line(harness, 1).contains(typed))
        }
        #expect(
            try rowTitles(harness) == [
                "3 Godfathers", "The Black Godfather", "The Godfather", "The Godfather: Part II",
                "The Godfather: Part III",
            ])
        #expect(!line(harness, 3 + 5).contains("Goodfellas"))
    }

    /// Below 110 columns the Budget column is hidden: the title bar names the order instead.
    @Test func theBudgetOrderIsNamedInTheTitleBar() throws {
        let harness = try BrowserHarness()
        harness.press(.character("6"))
        try harness.draw()
        #expect(line(harness, 0).contains("· budget ▼"), "\(line(harness, 0))")
        harness.press(.character("6"))
        try harness.draw()
        #expect(line(harness, 0).contains("· budget ▲"), "\(line(harness, 0))")
    }

    @Test func escapeClearsTheSearch() throws {
        let harness = try BrowserHarness()
        harness.press(.character("/"))
        harness.type("godf")
        harness.press(.escape)
        try harness.draw()
        let presenter = try moviesView(harness).presenter
        #expect(presenter.search.text == "")
        #expect(presenter.query.text == nil)
        #expect(presenter.focus == .table)
        #expect(presenter.total == Fixtures.movies.count)
        #expect(!line(harness, 0).contains("filtered"))
        #expect(harness.browser.isRunning)
        #expect(harness.browser.navigator.depth == 1)
    }

    @Test func enterKeepsTheResultsAndFocusesTheTableWhereNAndShiftNWrap() throws {
        let harness = try BrowserHarness()
        harness.press(.character("/"))
        harness.type("godf")
        harness.press(.enter)
        let presenter = try moviesView(harness).presenter
        #expect(presenter.focus == .table)
        #expect(presenter.query.text == "godf")
        #expect(harness.browser.navigator.depth == 1, "Enter in the search box does not open a movie")
        try harness.draw()
        #expect(presenter.total == 5)
        #expect(presenter.list.selection(rowCount: presenter.total) == 0)
        harness.press(.character("N"))
        #expect(presenter.list.selection(rowCount: presenter.total) == 4, "N wraps from the first to the last")
        harness.press(.character("n"))
        #expect(presenter.list.selection(rowCount: presenter.total) == 0, "n wraps from the last to the first")
        harness.press(.character("n"), .character("n"))
        #expect(presenter.list.selection(rowCount: presenter.total) == 2)
        try harness.draw()
        #expect(line(harness, 0).contains("3 of 5 (filtered)"), "\(line(harness, 0))")
        #expect(presenter.search.text == "godf", "n went to the table, not the search box")
    }

    @Test func aSearchThatMatchesNothingSaysSo() throws {
        let harness = try BrowserHarness()
        harness.press(.character("/"))
        harness.type("zzz")
        let screen = try harness.draw()
        #expect(screen.contains("No title matches \"zzz\""))
        #expect(line(harness, 0).contains("0 of 0 (filtered)"), "\(line(harness, 0))")
    }

    @Test func typingAheadRunsOneQueryWhenTheFrameIsDrawn() throws {
        let harness = try BrowserHarness()
        try harness.draw()
        let before = harness.movies.queryCount
        #expect(before == 1, "the first frame fetches one page of 18 rows")
        harness.press(.character("/"))
        harness.type("godfathe")
        // Keys only change the query: nothing has been fetched for the 8 intermediate texts.
        #expect(harness.movies.queryCount == before)
        try harness.draw()
        // The frame builds the view model once per query: one page for "godfathe".
        #expect(harness.movies.queryCount == before + 1)
        try harness.draw()
        #expect(harness.movies.queryCount == before + 1, "an unchanged query is not run again")
        #expect(try rowTitles(harness).count == 5)
    }

    // MARK: Filters

    @Test func theFilterPanelTogglesAGenreIntoAChip() throws {
        let harness = try BrowserHarness()
        harness.press(.character("f"))
        // The panel lists the catalog's genres, alphabetical, then the other filters.
        let genres = try harness.movies.catalogGenres().inAlphabeticalOrder
        let drama = try #require(genres.firstIndex { $0.genre == .drama })
        for _ in 0..<drama { harness.press(.character("j")) }
        harness.press(.character(" "))
        let panel = try harness.draw()
        #expect(panel.contains("Filters"))
        let dramaLine = try #require(harness.terminal.screen.lines.dropFirst(3).first { $0.contains("│ Drama") })
        #expect(dramaLine.contains("[x]"), "\(dramaLine)")
        harness.press(.escape)
        #expect(harness.browser.navigator.depth == 1, "Esc closes the panel, not the screen")
        try harness.draw()
        let count = Fixtures.movies.filter { $0.genres.contains(.drama) }.count
        #expect(count == 11)
        #expect(try moviesView(harness).presenter.total == count)
        #expect(line(harness, 0).contains("1 of \(count) (filtered)"), "\(line(harness, 0))")
        #expect(line(harness, 2).contains("Filters:") && line(harness, 2).contains(" Drama "), "\(line(harness, 2))")
        #expect(try rowTitles(harness) == expectedTitles(.byTitle) { $0.genres.contains(.drama) })
    }

    @Test func xRemovesTheLastChipAndShiftXClearsThemAll() throws {
        let harness = try BrowserHarness()
        let genres = try harness.movies.catalogGenres().inAlphabeticalOrder
        let action = try #require(genres.firstIndex { $0.genre == .action })
        let drama = try #require(genres.firstIndex { $0.genre == .drama })
        harness.press(.character("f"))
        for _ in 0..<action { harness.press(.character("j")) }
        harness.press(.character(" "))
        for _ in action..<drama { harness.press(.character("j")) }
        harness.press(.character(" "))
        // Rating at least 8.
        let ratingRow = genres.count + 1
        for _ in drama..<ratingRow { harness.press(.character("j")) }
        for _ in 0..<4 { harness.press(.character("l")) }
        harness.press(.character("f"))
        let presenter = try moviesView(harness).presenter
        #expect(presenter.query.minimumRating == 8)
        try harness.draw()
        let both = Fixtures.movies.filter { $0.genres.isSuperset(of: [.action, .drama]) && $0.rating >= 8 }.count
        #expect(presenter.total == both)
        #expect(line(harness, 2).contains("rating ≥ 8"), "\(line(harness, 2))")

        harness.press(.character("x"))
        try harness.draw()
        #expect(presenter.query.minimumRating == nil)
        #expect(!line(harness, 2).contains("rating"))
        #expect(presenter.total == Fixtures.movies.filter { $0.genres.isSuperset(of: [.action, .drama]) }.count)
        #expect(presenter.status.contains("rating ≥ 8"))

        harness.press(.character("X"))
        try harness.draw()
        #expect(presenter.query.genres.isEmpty)
        #expect(presenter.total == Fixtures.movies.count)
        #expect(!line(harness, 2).contains("Filters:"))
        #expect(!line(harness, 0).contains("filtered"))

        harness.press(.character("x"))
        #expect(presenter.status == "no filter to remove")
    }

    // MARK: Watchlist

    @Test func wTogglesTheSelectedMovieOnTheWatchlist() throws {
        let harness = try BrowserHarness()
        harness.press(.down)
        try harness.draw()
        let presenter = try moviesView(harness).presenter
        let movie = try #require(presenter.selectedMovie)
        #expect(movie.id == 1679, "Aliens is the second title")
        #expect(try !harness.watchlist.contains(movieID: movie.id))
        harness.press(.character("w"))
        #expect(try harness.watchlist.contains(movieID: movie.id))
        try harness.draw()
        #expect(line(harness, 4).hasPrefix("•") && line(harness, 4).contains("Aliens"), "\(line(harness, 4))")
        #expect(!line(harness, 3).contains("•"))
        #expect(line(harness, 23).contains("added to the watchlist: Aliens"), "\(line(harness, 23))")
        harness.press(.character("w"))
        #expect(try !harness.watchlist.contains(movieID: movie.id))
        try harness.draw()
        #expect(!line(harness, 4).contains("•"))
    }

    @Test func returningFromAScreenReloadsTheWatchlistMarks() throws {
        let harness = try BrowserHarness()
        try harness.draw()
        #expect(!line(harness, 3).contains("•"))
        harness.press(.enter)
        #expect(harness.browser.navigator.depth == 2)
        _ = try harness.watchlist.add(movieID: 352)
        harness.press(.escape)
        try harness.draw()
        #expect(line(harness, 3).hasPrefix("•") && line(harness, 3).contains("3 Godfathers"), "\(line(harness, 3))")
    }

    @Test func theTableStartsWhereItWasWhenItWasLastPopped() throws {
        let harness = try BrowserHarness()
        harness.type("4")
        harness.press(.character("/"))
        harness.type("star")
        harness.press(.enter, .down)
        try harness.draw()
        let navigator = harness.browser.navigator
        navigator.popAll()
        try navigator.push(.movies)
        try harness.draw()
        let presenter = try moviesView(harness).presenter
        #expect(presenter.query.text == "star")
        #expect(presenter.query.sort == MovieSort(.rating, descending: true))
        #expect(presenter.search.text == "star")
        #expect(presenter.list.selection(rowCount: presenter.total) == 1)
        #expect(line(harness, 0).contains("2 of 3 (filtered)"), "\(line(harness, 0))")
    }

    // MARK: Opening

    @Test func enterPushesTheSelectedMoviesDetail() throws {
        let harness = try BrowserHarness()
        harness.type("4")
        harness.press(.down)
        harness.press(.enter)
        let expected = Fixtures.movies.filter { $0.rating == 9.1 }.map(\.id).min()
        #expect(harness.browser.navigator.routes == [.movies, .detail(movieID: try #require(expected))])
        #expect(harness.app.children.map(\.name) == ["Movies", "Detail #\(Fixtures.godfather)"])
    }

    // MARK: Mouse

    @Test func clickingAHeaderSortsByItsColumn() throws {
        let harness = try BrowserHarness()
        try harness.draw()
        let header = line(harness, 2)
        let column = try #require(header.range(of: "Year"))
        let x = header.distance(from: header.startIndex, to: column.lowerBound)
        harness.press(.mouse(MouseEvent(.press(button: 1), at: Point(x: x + 1, y: 2))))
        try harness.draw()
        #expect(try moviesView(harness).presenter.query.sort == MovieSort(.year, descending: true))
        #expect(line(harness, 2).contains("Year ▼"))
        #expect(try rowTitles(harness).first == "Evil \u{1B}]2;pwned\u{07}Title \u{1B}[2J", "2001 is the newest year")
    }

    @Test func clickingARowSelectsItAndASecondClickOpensIt() throws {
        let harness = try BrowserHarness()
        try harness.draw()
        let presenter = try moviesView(harness).presenter
        let click = Key.mouse(MouseEvent(.press(button: 1), at: Point(x: 10, y: 3 + 3)))
        harness.press(click)
        #expect(presenter.list.selection(rowCount: presenter.total) == 3)
        #expect(harness.browser.navigator.depth == 1, "the first click only selects")
        try harness.draw()
        #expect(line(harness, 6).contains("Casablanca"))
        harness.press(click)
        #expect(harness.browser.navigator.routes == [.movies, .detail(movieID: Fixtures.casablanca)])
    }

    @Test func aClickBelowTheLastRowDoesNothing() throws {
        let harness = try BrowserHarness()
        try harness.draw()
        harness.press(.mouse(MouseEvent(.press(button: 1), at: Point(x: 10, y: 3 + Fixtures.movies.count + 1))))
        let presenter = try moviesView(harness).presenter
        #expect(presenter.list.selection(rowCount: presenter.total) == 0)
        #expect(harness.browser.navigator.depth == 1)
    }

    @Test func clicksDoNotReachTheTableBehindTheFilterPanel() throws {
        let harness = try BrowserHarness()
        harness.press(.character("f"))
        try harness.draw()
        let presenter = try moviesView(harness).presenter
        harness.press(.mouse(MouseEvent(.press(button: 1), at: Point(x: 3, y: 2))))
        harness.press(.mouse(MouseEvent(.press(button: 1), at: Point(x: 3, y: 6))))
        harness.press(.mouse(MouseEvent(.press(button: 1), at: Point(x: 3, y: 6))))
        #expect(presenter.query.sort == .byTitle)
        #expect(presenter.list.selection(rowCount: presenter.total) == 0)
        #expect(harness.browser.navigator.depth == 1)
    }

    @Test func theWheelScrollsTheTable() throws {
        let harness = try BrowserHarness(size: Size(width: 80, height: 12))
        try harness.draw()
        let presenter = try moviesView(harness).presenter
        #expect(presenter.list.viewportRows == 8)
        harness.press(.mouse(MouseEvent(.wheelDown, at: Point(x: 10, y: 5))))
        try harness.draw()
        #expect(presenter.list.offset == 3)
        #expect(presenter.list.selected == 3, "the selection is dragged along to stay visible")
        let titles = expectedTitles(.byTitle)
        #expect(line(harness, 3).contains(titles[3]), "\(line(harness, 3))")
        harness.press(.mouse(MouseEvent(.wheelDown, at: Point(x: 10, y: 5))))
        harness.press(.mouse(MouseEvent(.wheelDown, at: Point(x: 10, y: 5))))
        harness.press(.mouse(MouseEvent(.wheelDown, at: Point(x: 10, y: 5))))
        try harness.draw()
        #expect(presenter.list.offset == Fixtures.movies.count - 8, "the wheel stops at the last page")
        #expect(line(harness, 10).contains(titles[titles.count - 1].prefix(10)), "\(line(harness, 10))")
        harness.press(.mouse(MouseEvent(.wheelUp, at: Point(x: 10, y: 5))))
        try harness.draw()
        #expect(presenter.list.offset == Fixtures.movies.count - 8 - 3)
    }
}
