import DIContainer
@testable import MovieBrowser
import MovieCatalog
import TerminalUI
import TestSupport
import Testing

/// `l` on the detail, the movie table and the watchlist: the dialog's keys, what reaches the diary,
/// and the offer to take a logged movie off the watchlist.
@MainActor
@Suite struct LogViewingTests {
    static let today = CalendarDate(iso: "2026-11-20")

    private func detail(_ harness: BrowserHarness) throws -> DetailPresenter {
        try #require(harness.browser.navigator.top as? DetailView).presenter
    }

    @Test func theDetailLogsTodayWithTheRatingTyped() throws {
        let harness = try BrowserHarness(start: .detail(movieID: Fixtures.godfather))
        harness.type("l")
        #expect(try detail(harness).isEditing)
        #expect(try harness.draw().contains("Log a viewing · The Godfather (1972)"))
        harness.type("7")
        harness.press(.enter)
        let viewing = try #require(harness.diary.all.first)
        #expect(harness.diary.all.count == 1)
        #expect(viewing.movieID == Fixtures.godfather)
        #expect(viewing.date == Self.today && viewing.rating == PersonalRating(7) && !viewing.isRewatch)
        #expect(try detail(harness).status == "Logged The Godfather (1972) on 2026-11-20 ★★★½")
        let screen = try harness.draw()
        let lines = screen.split(separator: "\n")
        #expect(lines.contains { $0.contains("Diary rating") && $0.contains("★★★½ (7/10)") }, "\(screen)")
        #expect(lines.contains { $0.contains("Viewings") && $0.contains("2026-11-20  ★★★½") }, "\(screen)")
    }

    @Test func goldenFramesOfTheDialogAndTheDetailsViewings() throws {
        let harness = try BrowserHarness(start: .detail(movieID: Fixtures.godfather))
        harness.type("l7")
        harness.press(.tab, .tab)
        harness.type("cinema")
        expectGolden(try harness.draw(), named: "detail-log-80x24")
        harness.press(.enter)
        harness.type("l")
        harness.press(.enter)
        expectGolden(try harness.draw(), named: "detail-viewings-80x24")
    }

    @Test func theTableLogsStarsADayTypedARewatchTagsAndANote() throws {
        let harness = try BrowserHarness()
        try harness.draw()
        harness.type("jjj")
        harness.type("l")
        harness.type("3.5")
        harness.press(.backTab, .control("u"))
        harness.type("yesterday")
        harness.press(.tab, .tab)
        harness.type(" ")
        harness.press(.tab)
        harness.type("Cinema, friends ,")
        harness.press(.tab)
        harness.type("the train station")
        harness.press(.enter)
        let viewing = try #require(harness.diary.all.first)
        #expect(viewing.movieID == Fixtures.casablanca)
        #expect(viewing.date == CalendarDate(iso: "2026-11-19"))
        #expect(viewing.rating == PersonalRating(7) && viewing.isRewatch)
        #expect(viewing.tags == ["cinema", "friends"] && viewing.note == "the train station")
    }

    @Test func aMovieSeenBeforeIsARewatchByDefault() throws {
        let harness = try BrowserHarness(start: nil)
        harness.diary.insert([(Fixtures.godfather, ViewingDetails(date: CalendarDate(iso: "2020-01-01")))])
        try harness.browser.start(at: .detail(movieID: Fixtures.godfather))
        harness.type("l")
        #expect(try detail(harness).logger.form?.isRewatch == true)
        harness.press(.enter)
        #expect(harness.diary.all.first?.isRewatch == true)
        #expect(harness.diary.all.first?.date == Self.today)
    }

    @Test func escCancelsAndKeysStayInTheDialog() throws {
        let harness = try BrowserHarness(start: .detail(movieID: Fixtures.godfather))
        harness.type("lqD")
        #expect(harness.browser.navigator.routes == [.detail(movieID: Fixtures.godfather)], "q and D were typed")
        harness.press(.enter)
        #expect(harness.diary.all.isEmpty)
        #expect(try detail(harness).logger.form?.problem?.contains("is not a rating") == true)
        #expect(try harness.draw().contains("is not a rating"))
        harness.press(.escape)
        #expect(try !detail(harness).isEditing)
        #expect(try detail(harness).status == "nothing logged")
        #expect(
            harness.browser.navigator.routes == [.detail(movieID: Fixtures.godfather)], "Esc closed the dialog only")
        #expect(harness.diary.all.isEmpty)
    }

    @Test func aDayThatDoesNotReadIsShownAndNothingLogged() throws {
        let harness = try BrowserHarness(start: .detail(movieID: Fixtures.godfather))
        harness.type("l8")
        harness.press(.backTab, .control("u"))
        harness.type("2026-02-30")
        harness.press(.enter)
        #expect(harness.diary.all.isEmpty)
        #expect(
            try detail(harness).logger.form?.problem == "“2026-02-30” is not a day: type YYYY-MM-DD, today or yesterday"
        )
    }

    @Test func loggingAMovieOnTheWatchlistOffersToTakeItOffAndYDoes() throws {
        let harness = try BrowserHarness(start: nil)
        _ = try harness.watchlist.add(movieID: Fixtures.casablanca)
        try harness.browser.start(at: .watchlist)
        harness.type("l9")
        harness.press(.enter)
        let presenter = try #require(harness.browser.navigator.top as? WatchlistView).presenter
        #expect(presenter.status == "Logged. Remove from watchlist? y/n · Casablanca (1942) on 2026-11-20 ★★★★½")
        #expect(harness.diary.all.first?.rating == PersonalRating(9))
        harness.type("y")
        #expect(try !harness.watchlist.contains(movieID: Fixtures.casablanca))
        #expect(presenter.entries.isEmpty)
        #expect(presenter.status == "took Casablanca (1942) off the watchlist")
        #expect(harness.terminal.clipboard.isEmpty, "y answered the offer, it did not copy")
    }

    /// The offer's question stays on a narrow status line, whatever the title's length.
    @Test func theWatchlistQuestionShowsOnANarrowStatusLine() throws {
        let harness = try BrowserHarness(size: Size(width: 50, height: 24), start: nil)
        _ = try harness.watchlist.add(movieID: Fixtures.casablanca)
        try harness.browser.start(at: .watchlist)
        harness.type("l9")
        harness.press(.enter)
        let screen = try harness.draw()
        let bar = try #require(screen.split(separator: "\n").last)
        #expect(bar.contains("Remove from watchlist? y/n"), "\(screen)")
    }

    /// While the dialog is open the hint bar names its keys, not those of the screen under it.
    @Test func theHintBarNamesTheDialogsKeysWhileItIsOpen() throws {
        for start in [Route.detail(movieID: Fixtures.godfather), .movies, .diary] {
            let harness = try BrowserHarness(start: nil)
            _ = try harness.diary.log(
                movieID: Fixtures.casablanca, ViewingDetails(date: CalendarDate(iso: "2026-11-02")))
            try harness.browser.start(at: start)
            harness.type(start == .diary ? "e" : "l")
            let bar = try #require(try harness.draw().split(separator: "\n").last)
            #expect(bar.contains("Enter Save") && bar.contains("Esc Cancel"), "\(start): \(bar)")
            #expect(!bar.contains("Enter Open"), "\(start): \(bar)")
            harness.press(.escape)
            let after = try #require(try harness.draw().split(separator: "\n").last)
            #expect(after.contains("Enter Open"), "\(start): \(after)")
        }
    }

    @Test func nKeepsTheMovieOnTheWatchlist() throws {
        let harness = try BrowserHarness(start: nil)
        _ = try harness.watchlist.add(movieID: Fixtures.godfather)
        try harness.browser.start(at: .detail(movieID: Fixtures.godfather))
        harness.type("l")
        harness.press(.enter)
        #expect(try detail(harness).status.hasPrefix("Logged. Remove from watchlist? y/n"))
        harness.type("n")
        #expect(try harness.watchlist.contains(movieID: Fixtures.godfather))
        #expect(try detail(harness).status == "The Godfather (1972) stays on the watchlist")
        #expect(harness.diary.all.count == 1 && harness.diary.all.first?.rating == nil)
    }

    @Test func theDetailTakesTheMovieOffWithY() throws {
        let harness = try BrowserHarness(start: nil)
        _ = try harness.watchlist.add(movieID: Fixtures.godfather)
        try harness.browser.start(at: .detail(movieID: Fixtures.godfather))
        harness.type("l0")
        harness.press(.enter)
        harness.type("y")
        #expect(try !harness.watchlist.contains(movieID: Fixtures.godfather))
        #expect(try harness.draw().contains("not on your watchlist"))
        #expect(harness.diary.all.first?.rating == PersonalRating(10))
    }

    @Test func theOfferGoesAwayOnAnotherKey() throws {
        let harness = try BrowserHarness(start: nil)
        _ = try harness.watchlist.add(movieID: Fixtures.casablanca)
        try harness.browser.start(at: .watchlist)
        harness.type("l")
        harness.press(.enter)
        harness.type("1")
        harness.type("y")
        #expect(try harness.watchlist.contains(movieID: Fixtures.casablanca), "the y after another key copies")
        #expect(harness.terminal.clipboard.last == "Casablanca (1942)")
    }
}

@Suite struct ViewingFormTests {
    @Test func ratingsReadAsHalfStarsOrStars() throws {
        #expect(try ViewingForm.rating("7").get() == PersonalRating(7))
        #expect(try ViewingForm.rating("0").get() == PersonalRating(10))
        #expect(try ViewingForm.rating("10").get() == PersonalRating(10))
        #expect(try ViewingForm.rating("3.5").get() == PersonalRating(7))
        #expect(try ViewingForm.rating(" 5.0 ").get() == PersonalRating(10))
        #expect(try ViewingForm.rating("").get() == nil)
        #expect(throws: ViewingFormProblem.self) { try ViewingForm.rating("11").get() }
        #expect(throws: ViewingFormProblem.self) { try ViewingForm.rating("3.3").get() }
        #expect(throws: ViewingFormProblem.self) { try ViewingForm.rating("x").get() }
    }

    @Test func daysReadAsTodayYesterdayOrISO() throws {
        let today = try #require(CalendarDate(iso: "2026-03-01"))
        #expect(try ViewingForm.day("today", today: today).get() == today)
        #expect(try ViewingForm.day("Yesterday", today: today).get() == CalendarDate(iso: "2026-02-28"))
        #expect(try ViewingForm.day("2024-02-29", today: today).get() == CalendarDate(iso: "2024-02-29"))
        #expect(try ViewingForm.day("", today: today).get() == nil)
        #expect(throws: ViewingFormProblem.self) { try ViewingForm.day("2023-02-29", today: today).get() }
        #expect(throws: ViewingFormProblem.self) { try ViewingForm.day("20/11/2026", today: today).get() }
    }
}
