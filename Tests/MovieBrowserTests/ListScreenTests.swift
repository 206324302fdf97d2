@testable import MovieBrowser
import MovieCatalog
import TerminalUI
import TestSupport
import Testing

/// One list: its header with the progress, its entries in order read a page at a time, and the
/// keys that move, remove and note an entry; a smart list is read-only.
@MainActor
@Suite struct ListScreenTests {
    /// A harness showing the ranked list of ``ListsScreenTests/seeded(_:)``.
    private func ranked(size: Size = Size(width: 80, height: 24)) throws -> (BrowserHarness, MovieList) {
        let harness = try BrowserHarness(size: size, start: nil)
        let list = try ListsScreenTests.seeded(harness).ranked
        try harness.browser.start(at: .list(id: list.id))
        return (harness, list)
    }

    private func presenter(_ harness: BrowserHarness) throws -> ListPresenter {
        try #require(harness.browser.navigator.top as? ListView).presenter
    }

    @Test func goldenFrame() throws {
        let (harness, _) = try ranked()
        let frame = try harness.draw()
        #expect(frame.contains("seen 2 of 5"), "\(frame)")
        #expect(frame.contains("Ten years, ranked"))
        expectGolden(frame, named: "list-ranked-80x24")
    }

    @Test func jAndKMoveTheSelectedEntryAndTheSelectionFollows() throws {
        let (harness, list) = try ranked()
        try harness.draw()
        harness.type("J")
        #expect(harness.lists.movieIDs(of: list.id) == [20546, Fixtures.godfather, 48908, 57052, 42237])
        #expect(try presenter(harness).selectedEntry == nil, "the page is read again by the next frame")
        try harness.draw()
        #expect(try presenter(harness).selectedEntry?.movieID == Fixtures.godfather)
        #expect(try presenter(harness).status == "moved “The Godfather” to 2")
        harness.type("JJ")
        #expect(harness.lists.movieIDs(of: list.id) == [20546, 48908, 57052, Fixtures.godfather, 42237])
        harness.type("K")
        #expect(harness.lists.movieIDs(of: list.id) == [20546, 48908, Fixtures.godfather, 57052, 42237])
        harness.type("gK")
        #expect(try presenter(harness).status == "“The Godfather: Part II” is already first")
        #expect(harness.lists.movieIDs(of: list.id).first == 20546)
    }

    @Test func xRemovesTheSelectedEntryAndTheProgressFollows() throws {
        let (harness, list) = try ranked()
        try harness.draw()
        harness.type("jjx")
        #expect(harness.lists.movieIDs(of: list.id) == [Fixtures.godfather, 20546, 57052, 42237])
        #expect(try presenter(harness).status == "took “Star Wars” off the list")
        let frame = try harness.draw()
        #expect(frame.contains("seen 1 of 4"), "Star Wars was the other seen movie: \(frame)")
        #expect(try presenter(harness).selectedEntry?.movieID == 57052, "the selection stays on its row")
    }

    @Test func eEditsTheSelectedEntrysNote() throws {
        let (harness, list) = try ranked()
        try harness.draw()
        harness.type("je")
        #expect(harness.browser.navigator.top?.isEditingText == true)
        harness.type("better than the first")
        harness.press(.enter)
        let entry = try #require(try harness.lists.entries(listID: list.id, offset: 1, limit: 1).first)
        #expect(entry.note == "better than the first")
        #expect(try presenter(harness).status == "note saved")
        #expect(try harness.draw().contains("better than the first"))
        harness.type("e")
        harness.press(.escape)
        #expect(try presenter(harness).status == "note not changed")
        #expect(harness.browser.navigator.top is ListView, "Esc closed the note, not the screen")
    }

    @Test func theProgressMovesWhenAnEntryIsSeen() throws {
        let (harness, list) = try ranked()
        #expect(try harness.draw().contains("seen 2 of 5"))
        harness.type("j")
        harness.press(.enter)
        #expect(harness.browser.navigator.top is DetailView)
        harness.lists.markSeen(20546)
        harness.press(.escape)
        #expect(try presenter(harness).movieList?.progress == ListProgress(seen: 3, total: 5))
        let frame = try harness.draw()
        #expect(frame.contains("seen 3 of 5"), "\(frame)")
        let row = try #require(frame.split(separator: "\n").first { $0.contains("Part II") })
        #expect(row.contains("✓"), "\(row)")
        #expect(try harness.lists.list(id: list.id)?.progress.seen == 3)
    }

    @Test func aSmartListIsReadOnlyAndShowsItsQuery() throws {
        let harness = try BrowserHarness(start: nil)
        let smart = try ListsScreenTests.seeded(harness).smart
        try harness.browser.start(at: .list(id: smart.id))
        let frame = try harness.draw()
        #expect(frame.contains("Smart list: g:action sort:year"), "\(frame)")
        #expect(frame.contains("read-only"), "the hint says so: \(frame)")
        let help = try presenter(harness).keyHelp
        #expect(!help.hints.contains { $0.label == "Move" || $0.label == "Remove" })
        let before = harness.lists.movieIDs(of: smart.id)
        harness.type("x")
        #expect(harness.lists.movieIDs(of: smart.id) == before)
        #expect(try presenter(harness).status.contains("smart list"))
        #expect(before.first == 57052, "by year, The Wild Bunch (1969) first")
    }

    @Test func aMissingListSaysSo() throws {
        let harness = try BrowserHarness(start: .list(id: 42))
        #expect(try harness.draw().contains("No list has id 42"))
        harness.type("x")
        #expect(harness.browser.navigator.top is ListView)
    }

    /// 1,000 movies, all on one list.
    private static let thousand: [Movie] = (0..<1_000).map { index in
        let base = Fixtures.movies[index % 17]
        return Movie(
            id: 200_000 + index, title: "\(base.title.display) \(index)", year: base.year, minutes: base.minutes,
            budget: base.budget, rating: base.rating, votes: base.votes, ratingShares: base.ratingShares,
            mpaa: base.mpaa, genres: base.genres)
    }

    @Test func aLongListIsReadAPageAtATime() throws {
        let harness = try BrowserHarness(movies: Self.thousand, start: nil)
        let list = try harness.lists.create(ListDetails(name: "Everything", isRanked: true))
        for movie in Self.thousand { try harness.lists.add(movieID: movie.id, toList: list.id, note: nil) }
        try harness.browser.start(at: .list(id: list.id))
        let frame = try harness.draw()
        #expect(frame.contains("1,000 movies"), "\(frame)")
        #expect(harness.lists.pagesRead == [0..<ListEntryPages.pageSize], "one page for the first frame")
        harness.type("G")
        try harness.draw()
        #expect(harness.lists.pagesRead.last == 900..<1_000, "the last page, and not those between")
        #expect(harness.lists.pagesRead.count == 2)
        #expect(try presenter(harness).selectedEntry?.position == 1_000)
    }

    @Test func aFrameWithNothingChangedReadsNothing() throws {
        let (harness, _) = try ranked()
        try harness.draw()
        let (reads, pages) = (harness.lists.readCount, harness.lists.pagesRead)
        try harness.draw()
        harness.press(.down)
        try harness.draw()
        #expect(harness.lists.readCount == reads, "a move and a frame read the list again")
        #expect(harness.lists.pagesRead == pages)
    }

    @Test func theListComesBackFromTheSessionWithItsIdAndPlace() throws {
        let store = MemorySessionStore()
        let harness = try BrowserHarness(session: store)
        let list = try ListsScreenTests.seeded(harness).ranked
        try harness.browser.navigator.push(.list(id: list.id))
        try harness.draw()
        harness.type("jj")
        harness.browser.saveSession()
        let saved = try #require(store.snapshot)
        #expect(saved.stack.last?.screen == "list")
        #expect(saved.stack.last?.argument == .object(["listID": .int(Int(list.id))]))
        // The next run's library holds the same list before the session is restored.
        let next = try BrowserHarness(start: nil)
        try ListsScreenTests.seeded(next)
        next.app.register(instance: MemorySessionStore(saved) as any SessionStore)
        let browser = try Browser(app: next.app, driver: next.terminal)
        try browser.restoreSession()
        #expect(browser.navigator.routes == [.movies, .list(id: list.id)])
        #expect(browser.message.isEmpty, "\(browser.message)")
        try next.terminal.draw(browser.frame(size: next.terminal.size))
        let restored = try #require(browser.navigator.top as? ListView).presenter
        #expect(restored.selectedEntry?.movieID == 48908, "the third entry, as it was")
    }
}
