import Foundation
import LibraryExchange
import MovieCatalog
import Testing

/// Letterboxd's import CSV and list files, as rows.
@Suite struct LetterboxdWriterTests {
    static let stamp = Timestamp(millisecondsSince1970: 1_795_000_000_000)

    static let backup = LibraryBackup(
        watchlist: [
            .init(
                movieID: 71562, imdbID: IMDbID(71562), title: "The Godfather Part II", year: 1974, rating: nil,
                note: nil, addedAt: stamp, updatedAt: stamp)
        ],
        viewings: [
            .init(
                id: 1, movieID: 68646, imdbID: IMDbID(68646), title: "The Godfather", year: 1972,
                details: ViewingDetails(
                    date: CalendarDate(year: 2024, month: 1, day: 4), rating: PersonalRating(7), isRewatch: true,
                    note: "An offer, \"refused\"", tags: ["cinema", "family"]),
                loggedAt: stamp, sourceKey: nil),
            .init(
                id: 2, movieID: -1, imdbID: nil, title: nil, year: nil, details: ViewingDetails(date: nil),
                loggedAt: stamp, sourceKey: nil),
        ],
        lists: [
            .init(
                id: 1, details: ListDetails(name: "Crime, ranked", description: "Mine", isRanked: true),
                createdAt: stamp, updatedAt: stamp,
                entries: [
                    .init(
                        movieID: 110912, position: 2, imdbID: IMDbID(110912), title: "Pulp Fiction", year: 1994,
                        note: nil, addedAt: stamp),
                    .init(
                        movieID: 68646, position: 1, imdbID: IMDbID(68646), title: "The Godfather", year: 1972,
                        note: "first", addedAt: stamp),
                ])
        ])

    @Test func oneRowPerViewingThenTheWatchlist() {
        let rows = LetterboxdWriter.importRows(Self.backup)
        #expect(rows.first == LetterboxdWriter.importHeader)
        #expect(rows.count == 3, "a viewing with neither IMDb id nor title is left out")
        #expect(
            rows[1] == [
                "", "", "tt0068646", "The Godfather", "1972", "", "3.5", "7", "2024-01-04", "true", "cinema, family",
                "An offer, \"refused\"",
            ])
        #expect(rows[2] == ["", "", "tt0071562", "The Godfather Part II", "1974", "", "", "", "", "false", "", ""])
    }

    @Test func aListFileReadsBackAsTheSameList() throws {
        let rows = LetterboxdWriter.listRows(Self.backup.lists[0])
        let text = rows.map { $0.map(Self.quoted).joined(separator: ",") }.joined(separator: "\n") + "\n"
        let batch = LetterboxdExport.read(files: ["lists/crime.csv": Data(text.utf8)])
        #expect(batch.badLines.isEmpty)
        #expect(batch.records.map(\.title) == ["The Godfather", "Pulp Fiction"])
        #expect(batch.records.map(\.position) == [1, 2])
        #expect(batch.records.first?.list == ImportedList(name: "Crime, ranked", description: "Mine", isRanked: true))
        #expect(batch.records.first?.details.note == "first")
    }

    /// RFC 4180 quoting, for the test's own text.
    static func quoted(_ field: String) -> String {
        field.contains { $0 == "," || $0 == "\"" || $0 == "\n" }
            ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
    }

    @Test func theTitlesThatAreNotFilmsAreLeftOut() {
        let rows = LetterboxdWriter.importRows(Self.backup, leavingOut: [71562])
        #expect(rows.count == 2, "the watchlist's entry is a series here")
        #expect(rows.dropFirst().allSatisfy { $0[2] == "tt0068646" })
        #expect(LetterboxdWriter.importRows(Self.backup, leavingOut: [68646]).count == 2)
        let list = LetterboxdWriter.listRows(Self.backup.lists[0], leavingOut: [68646])
        #expect(list.count == 6, "the format line, the list's block, a blank line, the header, one entry")
        #expect(list.last == ["2", "Pulp Fiction", "1994", "", "", "tt0110912"], "Pulp Fiction keeps its position")
    }
}
