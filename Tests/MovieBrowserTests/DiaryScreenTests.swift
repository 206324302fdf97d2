import DIContainer
@testable import MovieBrowser
import MovieCatalog
import TerminalUI
import TestSupport
import Testing

@MainActor
@Suite struct DiaryScreenTests {
    /// A day of the diary.
    static func day(_ iso: String) -> CalendarDate? { CalendarDate(iso: iso) }

    /// A harness whose diary holds: Casablanca on 2026-11-20 (★★★½, a rewatch, tagged), The Godfather
    /// on 2026-11-02 (★★★★★), Aliens on 2026-10-31, and Fight Club on 2025-12-24.
    private func filled(size: Size = Size(width: 80, height: 24), start: Route? = .diary) throws -> BrowserHarness {
        let harness = try BrowserHarness(size: size, start: nil)
        harness.diary.insert([
            (17657, ViewingDetails(date: Self.day("2025-12-24"), rating: PersonalRating(6))),
            (1679, ViewingDetails(date: Self.day("2026-10-31"), rating: nil, tags: ["Halloween"])),
            (Fixtures.godfather, ViewingDetails(date: Self.day("2026-11-02"), rating: PersonalRating(10))),
            (
                Fixtures.casablanca,
                ViewingDetails(
                    date: Self.day("2026-11-20"), rating: PersonalRating(7), isRewatch: true,
                    tags: ["cinema", "with friends"])
            ),
        ])
        if let start { try harness.browser.start(at: start) }
        return harness
    }

    private func presenter(_ harness: BrowserHarness) throws -> DiaryPresenter {
        try #require(harness.browser.navigator.top as? DiaryView).presenter
    }

    @Test func viewingsAreGroupedByMonthWithCounts() throws {
        let harness = try filled()
        let screen = try harness.draw()
        let lines = screen.split(separator: "\n").map(String.init)
        let november = try #require(lines.firstIndex { $0.contains("November 2026 · 2 viewings") }, "\(screen)")
        #expect(lines[november + 1].contains("20") && lines[november + 1].contains("Casablanca"))
        #expect(lines[november + 1].contains("★★★½") && lines[november + 1].contains("↻"))
        #expect(lines[november + 1].contains("cinema, with"))
        #expect(lines[november + 2].contains("The Godfather") && lines[november + 2].contains("★★★★★"))
        #expect(lines[november + 3].contains("October 2026 · 1 viewing"))
        #expect(lines[november + 5].contains("December 2025 · 1 viewing"))
        #expect(screen.contains("All years · 4 viewings"))
    }

    @Test func theSelectionStepsOverTheHeadingsAndEnterOpensTheMovie() throws {
        let harness = try filled()
        try harness.draw()
        #expect(try presenter(harness).selectedViewing?.movieID == Fixtures.casablanca, "not the heading")
        harness.type("jj")
        #expect(try presenter(harness).selectedViewing?.movieID == 1679, "over October's heading")
        harness.type("k")
        #expect(try presenter(harness).selectedViewing?.movieID == Fixtures.godfather)
        harness.type("G")
        #expect(try presenter(harness).selectedViewing?.movieID == 17657)
        harness.type("g")
        #expect(try presenter(harness).selectedViewing?.movieID == Fixtures.casablanca)
        harness.press(.end, .up)
        #expect(try presenter(harness).selectedViewing?.movieID == 1679, "over December's heading")
        harness.press(.enter)
        #expect(harness.browser.navigator.routes == [.diary, .detail(movieID: 1679)])
    }

    @Test func theYearKeysShowOneYearThenEveryYear() throws {
        let harness = try filled()
        harness.type("[")
        #expect(try presenter(harness).year == 2026)
        var screen = try harness.draw()
        #expect(screen.contains("Diary 2026") && screen.contains("2026 · 3 viewings"))
        #expect(!screen.contains("Fight Club"))
        harness.type("[")
        #expect(try presenter(harness).year == 2025)
        screen = try harness.draw()
        #expect(screen.contains("Fight Club") && !screen.contains("Casablanca"))
        harness.type("[")
        #expect(try presenter(harness).status == "no earlier year in the diary")
        harness.type("]]")
        #expect(try presenter(harness).year == nil)
        #expect(harness.diary.pageReads.allSatisfy { $0.year == nil || [2025, 2026].contains($0.year) })
    }

    @Test func editingAViewingSavesItThroughTheDialog() throws {
        let harness = try filled()
        try harness.draw()
        harness.type("e")
        let form = try #require(try presenter(harness).logger.form)
        #expect(form.rating.text == "7" && form.date.text == "2026-11-20" && form.isRewatch)
        #expect(try harness.draw().contains("Edit the viewing · Casablanca (1942)"))
        harness.press(.backspace)
        harness.type("9")
        harness.press(.enter)
        let viewing = try #require(harness.diary.all.first { $0.movieID == Fixtures.casablanca })
        #expect(viewing.rating == PersonalRating(9))
        #expect(viewing.date == Self.day("2026-11-20") && viewing.tags == ["cinema", "with friends"])
        #expect(try harness.draw().contains("★★★★½"))
        #expect(harness.diary.all.count == 4, "edited, not logged again")
    }

    @Test func editingTheRatingKeepsAReviewsLineBreaks() throws {
        let harness = try BrowserHarness(start: nil)
        harness.diary.insert([
            (Fixtures.casablanca, ViewingDetails(date: Self.day("2026-11-20"), note: "Round up\nthe usual suspects"))
        ])
        try harness.browser.start(at: .diary)
        harness.type("e")
        harness.press(.backspace)
        harness.type("8")
        harness.press(.enter)
        #expect(harness.diary.all.first?.note == "Round up\nthe usual suspects")
        #expect(harness.diary.all.first?.rating == PersonalRating(8))
        harness.type("e")
        harness.press(.tab, .tab, .tab, .control("u"))
        harness.type("changed")
        harness.press(.enter)
        #expect(harness.diary.all.first?.note == "changed")
    }

    @Test func deletingAsksFirstAndYDeletes() throws {
        let harness = try filled()
        try harness.draw()
        harness.type("j")
        harness.type("d")
        #expect(try presenter(harness).status == "Delete the viewing of The Godfather on 2026-11-02? y/n")
        harness.type("n")
        #expect(harness.diary.all.count == 4)
        #expect(try presenter(harness).status == "viewing kept")
        harness.type("d")
        harness.type("y")
        #expect(harness.diary.all.map(\.movieID) == [Fixtures.casablanca, 1679, 17657])
        let screen = try harness.draw()
        #expect(screen.contains("November 2026 · 1 viewing") && !screen.contains("★★★★★"), "\(screen)")
        #expect(try presenter(harness).selectedViewing != nil)
    }

    @Test func anEmptyDiarySaysHowToLogAViewing() throws {
        let harness = try BrowserHarness(start: .diary)
        let screen = try harness.draw()
        #expect(screen.contains("No viewings yet — press l on a movie to log one"))
        #expect(screen.contains("All years · 0 viewings"))
        harness.type("jG")
        harness.press(.enter)
        harness.type("ed")
        #expect(harness.browser.navigator.routes == [.diary])
        #expect(try presenter(harness).status == "no viewing to delete")
        harness.type("[")
        #expect(try presenter(harness).year == nil)
    }

    @Test func aPushReadsTheMonthsAndOnePageOfTenThousandViewings() throws {
        let harness = try BrowserHarness(start: nil)
        let ids = Fixtures.movies.map(\.id)
        harness.diary.insert(
            (0..<10_000).map { index in
                (ids[index % ids.count], ViewingDetails(date: CalendarDate(daysSince1970: 20_000 - index / 3)))
            })
        try harness.browser.navigator.push(.diary)
        try harness.draw()
        #expect(harness.diary.pageReads.count == 1, "\(harness.diary.pageReads)")
        #expect(harness.diary.pageReads.allSatisfy { $0.limit <= DiaryRows.pageSize })
        #expect(try harness.draw().contains("10,000 viewings"))
        harness.type("G")
        try harness.draw()
        #expect(try presenter(harness).selectedViewing?.date == CalendarDate(daysSince1970: 20_000 - 9_999 / 3))
        #expect(harness.diary.pageReads.count == 2, "the last page, not the ones between")
    }

    @Test func theYearAndSelectionComeBackFromTheSession() throws {
        let store = MemorySessionStore()
        let first = try BrowserHarness(session: store)
        first.diary.insert([
            (1679, ViewingDetails(date: Self.day("2026-10-31"))),
            (Fixtures.godfather, ViewingDetails(date: Self.day("2026-11-02"))),
            (17657, ViewingDetails(date: Self.day("2025-12-24"))),
        ])
        try first.browser.navigator.push(.diary)
        first.type("[j")
        try first.draw()
        first.browser.saveSession()
        let saved = try #require(store.snapshot)
        let place = try #require(try saved.screens["diary"]?.decoded(as: DiaryScreen.SavedPlace.self))
        #expect(place.year == 2026 && place.list?.selected == 3)
        let next = try BrowserHarness(session: MemorySessionStore(try SessionSnapshot.json(saved.jsonText())))
        next.diary.insert([
            (1679, ViewingDetails(date: Self.day("2026-10-31"))),
            (Fixtures.godfather, ViewingDetails(date: Self.day("2026-11-02"))),
        ])
        next.browser.navigator.top?.didReturn()
        #expect(next.browser.navigator.routes == [.movies, .diary])
        let restored = try presenter(next)
        #expect(restored.year == 2026)
        #expect(restored.selectedViewing?.movieID == 1679)
    }

    @Test func aMoveOrAFrameWithNothingChangedReadsNothing() throws {
        let harness = try filled()
        try harness.draw()
        let reads = harness.diary.readCount
        harness.type("jjk")
        try harness.draw()
        try harness.draw()
        #expect(harness.diary.readCount == reads)
        #expect(harness.diary.pageReads.count == 1)
    }

    @Test func goldenFrames() throws {
        let harness = try filled()
        expectGolden(try harness.draw(), named: "diary-80x24")
        harness.type("e")
        expectGolden(try harness.draw(), named: "diary-editing-80x24")
        harness.press(.escape)
        harness.resize(to: Size(width: 120, height: 40))
        expectGolden(try harness.draw(), named: "diary-120x40")
        let empty = try BrowserHarness(start: .diary)
        expectGolden(try empty.draw(), named: "diary-empty-80x24")
    }
}
