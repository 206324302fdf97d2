import DIContainer
@testable import MovieBrowser
import MovieCatalog
import TerminalUI
import TestSupport
import Testing

@MainActor
@Suite struct WatchlistScreenTests {
    /// A harness whose watchlist holds Casablanca (rated 9, noted), Aliens, then The Godfather
    /// (rated 7), added in that order.
    private func filled(size: Size = Size(width: 80, height: 24), start: Route? = .watchlist) throws -> BrowserHarness {
        let harness = try BrowserHarness(size: size, start: nil)
        _ = try harness.watchlist.add(movieID: Fixtures.casablanca)
        _ = try harness.watchlist.setRating(PersonalRating(9), movieID: Fixtures.casablanca)
        _ = try harness.watchlist.setNote("with Ilsa\nsecond line", movieID: Fixtures.casablanca)
        _ = try harness.watchlist.add(movieID: 1679)
        _ = try harness.watchlist.add(movieID: Fixtures.godfather)
        _ = try harness.watchlist.setRating(PersonalRating(7), movieID: Fixtures.godfather)
        if let start { try harness.browser.start(at: start) }
        return harness
    }

    private func presenter(_ harness: BrowserHarness) throws -> WatchlistPresenter {
        try #require(harness.browser.navigator.top as? WatchlistView).presenter
    }

    @Test func sortsByTheNumberKeysAndTheSameKeyReverses() throws {
        let harness = try filled()
        #expect(
            try presenter(harness).entries.map(\.movieID) == [Fixtures.godfather, 1679, Fixtures.casablanca],
            "newest first")
        harness.type("1")
        #expect(
            try presenter(harness).entries.map(\.movieID) == [1679, Fixtures.casablanca, Fixtures.godfather],
            "title sorts without the article")
        #expect(try harness.draw().contains("Title ▲"))
        harness.type("1")
        #expect(try presenter(harness).entries.map(\.movieID) == [Fixtures.godfather, Fixtures.casablanca, 1679])
        #expect(try harness.draw().contains("Title ▼"))
        harness.type("3")
        #expect(
            try presenter(harness).entries.map(\.movieID) == [Fixtures.casablanca, Fixtures.godfather, 1679],
            "unrated last")
        harness.type("3")
        #expect(
            try presenter(harness).entries.map(\.movieID) == [Fixtures.godfather, Fixtures.casablanca, 1679],
            "unrated last either way")
        harness.type("2")
        #expect(try presenter(harness).entries.map(\.movieID) == [Fixtures.godfather, 1679, Fixtures.casablanca])
        harness.type("2")
        #expect(try presenter(harness).entries.map(\.movieID) == [Fixtures.casablanca, 1679, Fixtures.godfather])
    }

    @Test func anEntryNotInThisCatalogIsShownAndRemovableButNotOpened() throws {
        let harness = try filled(start: nil)
        let stamp = Timestamp(millisecondsSince1970: 1_795_000_900_000)
        harness.watchlist.insert(
            WatchlistEntry(
                movieID: -1, movie: nil, personalRating: PersonalRating(6), note: nil, addedAt: stamp, updatedAt: stamp,
                imdbID: IMDbID(42), title: "A Lost Film", year: 1950))
        try harness.browser.start(at: .watchlist)
        let screen = try harness.draw()
        let row = try #require(screen.split(separator: "\n").first { $0.contains("A Lost Film") }, "\(screen)")
        #expect(row.contains("not in this catalog"), "\(row)")
        #expect(screen.contains("1950"))
        #expect(try presenter(harness).entries.first?.movieID == -1)
        harness.press(.enter)
        #expect(harness.browser.navigator.top is WatchlistView, "no detail for a movie the catalog lacks")
        #expect(try presenter(harness).status.contains("not in this catalog"))
        harness.type("y")
        #expect(harness.terminal.clipboard.last == "A Lost Film (1950)")
        harness.type("d")
        #expect(try harness.watchlist.count() == 3)
        #expect(try !harness.watchlist.contains(movieID: -1))
    }

    @Test func theNotInThisCatalogMarkSurvivesALongTitleAt80Columns() throws {
        let harness = try filled(start: nil)
        let stamp = Timestamp(millisecondsSince1970: 1_795_000_900_000)
        harness.watchlist.insert(
            WatchlistEntry(
                movieID: -1, movie: nil, personalRating: nil, note: "seen twice", addedAt: stamp, updatedAt: stamp,
                imdbID: IMDbID(43), title: "A Rather Long Lost Film of the Silent Era", year: 1925))
        try harness.browser.start(at: .watchlist)
        let screen = try harness.draw()
        let row = try #require(screen.split(separator: "\n").first { $0.contains("A Rather Long") }, "\(screen)")
        #expect(row.contains("not in this catal"), "the mark leads the note column: \(row)")
        #expect(!row.contains("Era ·"), "the title column holds the title alone: \(row)")
        let entry = try #require(try harness.watchlist.entry(movieID: -1))
        #expect(WatchlistPresenter.note(of: entry) == "not in this catalog · seen twice")
    }

    @Test func removeThenUndoRestoresRatingAndNote() throws {
        let harness = try filled()
        harness.type("G")
        harness.type("d")
        #expect(try !harness.watchlist.contains(movieID: Fixtures.casablanca))
        #expect(try presenter(harness).summary.hasPrefix("2 on the watchlist · "))
        #expect(try presenter(harness).status == "removed Casablanca; u undoes")
        harness.type("u")
        let entry = try #require(try harness.watchlist.entry(movieID: Fixtures.casablanca))
        #expect(entry.personalRating?.value == 9)
        #expect(entry.note == "with Ilsa\nsecond line")
        #expect(try presenter(harness).summary.hasPrefix("3 on the watchlist · "))
        #expect(try presenter(harness).selectedEntry?.movieID == Fixtures.casablanca)
        harness.type("u")
        #expect(try presenter(harness).status == "nothing to undo")
    }

    /// Removing and restoring change the rows kept without reading the watchlist again: the rows and
    /// the selection are those a reload gives, in each order.
    @Test func removeAndUndoKeepTheRowsAReloadReads() throws {
        for order in ["", "1", "11", "3", "33", "2"] {
            let harness = try filled()
            harness.type(order)
            for keys in ["d", "u", "jd", "ju", "Gd", "dd", "u", "u"] {
                harness.type(keys)
                let presenter = try presenter(harness)
                let kept = (presenter.entries, presenter.selectedEntry?.movieID)
                presenter.reload()
                #expect(kept.0 == presenter.entries, "\(order) \(keys)")
                #expect(kept.1 == presenter.selectedEntry?.movieID, "\(order) \(keys)")
            }
        }
    }

    @Test func enterOpensTheDetailAndReturningReloads() throws {
        let harness = try filled()
        harness.press(.down, .enter)
        #expect(harness.app.children.map(\.name) == ["Watchlist", "Detail #1679"])
        harness.type("5")
        harness.press(.escape)
        #expect(harness.app.children.map(\.name) == ["Watchlist"])
        #expect(try presenter(harness).viewModel().rows.map(\.rating) == ["7/10", "5/10", "9/10"])
        #expect(try presenter(harness).selectedEntry?.movieID == 1679)
        #expect(harness.browser.navigator.inspection.leaks.isEmpty)
    }

    @Test func rowsShowRatingFirstNoteLineAndDate() throws {
        let harness = try filled()
        let rows = try presenter(harness).viewModel().rows
        #expect(rows.map(\.title) == ["The Godfather", "Aliens", "Casablanca"])
        #expect(rows.map(\.rating) == ["7/10", "-", "9/10"])
        #expect(rows.map(\.note) == ["", "", "with Ilsa …"], "a note of more lines says so")
        #expect(rows.map(\.added) == ["2026-11-18", "2026-11-18", "2026-11-18"])
    }

    @Test func theSelectionIsKeptBetweenPushes() throws {
        let harness = try filled(start: .movies)
        harness.type("W")
        #expect(harness.app.children.map(\.name) == ["Movies", "Watchlist"])
        harness.type("jj")
        harness.press(.escape)
        #expect(harness.browser.navigator.inspection.leaks.isEmpty)
        harness.type("W")
        #expect(try presenter(harness).selectedEntry?.movieID == Fixtures.casablanca)
    }

    @Test func anEmptyWatchlistSaysHowToFillIt() throws {
        let harness = try BrowserHarness(start: .watchlist)
        let frame = try harness.draw()
        #expect(frame.contains("Your watchlist is empty: press w on a movie to add it"))
        #expect(frame.contains("0 on the watchlist"))
        harness.type("d")
        #expect(try presenter(harness).status == "nothing to remove")
    }

    @Test func goldenFrames() throws {
        let harness = try filled()
        expectGolden(try harness.draw(), named: "watchlist-80x24")
        harness.resize(to: Size(width: 120, height: 40))
        expectGolden(try harness.draw(), named: "watchlist-120x40")
        let empty = try BrowserHarness(start: .watchlist)
        expectGolden(try empty.draw(), named: "watchlist-empty-80x24")
    }
}

@Suite struct CalendarDateTests {
    @Test func timestampsFormatAsUTCDates() {
        #expect(Timestamp(millisecondsSince1970: 0).isoDate == "1970-01-01")
        #expect(Timestamp(millisecondsSince1970: 1_795_000_060_000).isoDate == "2026-11-18")
        #expect(Timestamp(millisecondsSince1970: 951_782_400_000).isoDate == "2000-02-29")
        #expect(Timestamp(millisecondsSince1970: -1).isoDate == "1969-12-31")
    }
}
