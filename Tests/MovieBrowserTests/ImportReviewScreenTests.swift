@testable import MovieBrowser
import MovieCatalog
import TerminalUI
import TestSupport
import Testing

/// The import review: the rows an import could not match, each with its candidates; a candidate is
/// chosen with Tab, h/l or a digit, Enter imports the row as it, `s` skips the row.
@MainActor
@Suite struct ImportReviewScreenTests {
    private func movie(_ id: Int) throws -> Movie {
        try #require(Fixtures.movies.first { $0.id == id })
    }

    /// Three rows: an ambiguous diary row (two Star Wars), an ambiguous rating (two Godfathers of
    /// 1974) and a film the catalog lacks.
    private func seeded(start: Route? = .importReview) throws -> BrowserHarness {
        let harness = try BrowserHarness(start: nil)
        harness.imports.seed([
            PendingImport(
                id: 11,
                record: ImportRecord(
                    kind: .viewing, file: "diary.csv", line: 12, title: "Star Wars", year: 1977,
                    details: ViewingDetails(date: CalendarDate(iso: "2024-05-04"))),
                candidates: [try movie(48908), try movie(48911)]),
            PendingImport(
                id: 12,
                record: ImportRecord(kind: .rating, file: "ratings.csv", line: 4, title: "Godfather", year: 1974),
                candidates: [try movie(20546), try movie(5932)]),
            PendingImport(
                id: 13,
                record: ImportRecord(
                    kind: .listEntry, file: "lists/best-of-2024.csv", line: 6, title: "A Lost Film", year: 1950,
                    list: ImportedList(name: "Best of 2024")),
                candidates: []),
        ])
        if let start { try harness.browser.start(at: start) }
        return harness
    }

    private func presenter(_ harness: BrowserHarness) throws -> ImportReviewPresenter {
        try #require(harness.browser.navigator.top as? ImportReviewView).presenter
    }

    @Test func goldenFrames() throws {
        let harness = try seeded(start: .movies)
        harness.type("I")
        #expect(harness.browser.navigator.top is ImportReviewView)
        let frame = try harness.draw()
        #expect(frame.contains("diary.csv:12"), "\(frame)")
        #expect(frame.contains("tt") == false, "the fixtures have no IMDb ids: the catalog id is shown")
        expectGolden(frame, named: "import-review-80x24")
        let empty = try BrowserHarness(start: .importReview)
        let emptyFrame = try empty.draw()
        #expect(emptyFrame.contains("Nothing to review. Import with `reel import --letterboxd FILE`"), "\(emptyFrame)")
    }

    /// Candidates with votes of different widths keep their years in one column, and a title with a
    /// line break (a CSV cell may hold one) reads on one line.
    @Test func theCandidatesLineUpAndTitlesStayOnOneLine() throws {
        let harness = try BrowserHarness(start: nil)
        let candidates = Fixtures.movies.sorted { $0.votes > $1.votes }
        let few = try #require(candidates.last)
        try #require(few.votes.counted("vote").count < candidates[0].votes.counted("vote").count)
        harness.imports.seed([
            PendingImport(
                id: 21,
                record: ImportRecord(
                    kind: .viewing, file: "diary.csv", line: 3, title: "A Film\nWith A Break", year: 2019),
                candidates: [try #require(candidates.first), few])
        ])
        try harness.browser.start(at: .importReview)
        let lines = try harness.draw().split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("A Film With A Break") }, "\(lines)")
        #expect(!lines.contains { $0.contains("^J") }, "\(lines)")
        let rows = lines.filter { $0.contains(" votes") }
        try #require(rows.count == 2, "\(lines)")
        let years = rows.map { row in
            row.ranges(of: /\b(1[89]|20)\d\d\b/).last.map { row.distance(from: row.startIndex, to: $0.lowerBound) }
        }
        #expect(years[0] != nil && years[0] == years[1], "\(rows)")
    }

    @Test func enterImportsTheFirstCandidateUnlessAnotherIsChosen() throws {
        let harness = try seeded()
        harness.press(.tab)
        #expect(try presenter(harness).chosen[11] == 1)
        harness.press(.tab)
        #expect(try presenter(harness).chosen[11] == 0, "Tab wraps around")
        harness.type("l")
        harness.press(.enter)
        #expect(harness.imports.resolved == [11: 48911])
        #expect(try presenter(harness).rows.map(\.id) == [12, 13])
        #expect(
            try presenter(harness).status
                == "imported diary.csv:12 as Star Wars: Episode V - The Empire Strikes Back (1980) · 2 left")
        harness.press(.enter)
        #expect(harness.imports.resolved == [11: 48911, 12: 20546], "the first candidate by default")
    }

    @Test func aDigitChoosesACandidateAndHGoesBack() throws {
        let harness = try seeded()
        harness.type("j2")
        #expect(try presenter(harness).chosen[12] == 1)
        harness.type("h")
        #expect(try presenter(harness).chosen[12] == 0)
        harness.type("2")
        harness.type("3")
        #expect(try presenter(harness).status == "there are 2 candidates")
        #expect(try harness.draw().contains("▶2"))
        harness.press(.enter)
        #expect(harness.imports.resolved == [12: 5932])
    }

    @Test func sSkipsARowAndARowWithoutCandidatesCanOnlyBeSkipped() throws {
        let harness = try seeded()
        harness.type("G")
        harness.press(.enter)
        #expect(try presenter(harness).status == ImportReviewPresenter.noCandidate)
        #expect(harness.imports.resolved.isEmpty)
        harness.type("s")
        #expect(harness.imports.skipped == [13])
        #expect(try presenter(harness).status == "skipped lists/best-of-2024.csv:6 · 2 left")
        harness.type("gss")
        #expect(harness.imports.skipped == [13, 11, 12])
        #expect(try presenter(harness).status == "skipped ratings.csv:4 · nothing left to review")
        #expect(try harness.draw().contains("Nothing to review"))
    }
}
