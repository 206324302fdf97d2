import Foundation
import LibraryExchange
import MovieCatalog
import TestSupport
import Testing

/// The Letterboxd fixture (Tests/TestSupport/Data/letterboxd, its traps in its README.md) read from its
/// folder and from zips made of it.
@Suite struct LetterboxdExportTests {
    static func batch() throws -> ImportBatch {
        try LetterboxdExport.read(at: LibraryFixture.letterboxdFolder)
    }

    @Test func readsEachFileIntoItsKindOfRecord() throws {
        let batch = try Self.batch()
        #expect(batch.source == "letterboxd")
        let kinds = Dictionary(grouping: batch.records, by: \.kind).mapValues(\.count)
        // 13 diary rows read (3 bad) + 1 review of its own; 2 ratings (1 bad); 3 watched; 3 watchlist; 4 on the list.
        #expect(kinds == [.viewing: 14, .rating: 2, .watched: 3, .watchlist: 3, .listEntry: 4])
    }

    @Test func badLinesNameTheirFileAndLine() throws {
        let bad = try Self.batch().badLines.map(\.description)
        #expect(
            bad == [
                "diary.csv:15: the rating \"11\" is not 0.5 to 5 in halves",
                "diary.csv:16: the Watched Date \"2024-13-01\" is not a date (YYYY-MM-DD)",
                "diary.csv:17: the Name is empty",
                "ratings.csv:4: the rating \"6\" is not 0.5 to 5 in halves",
            ])
    }

    @Test func titlesWithCommasQuotesAndLineBreaksKeepTheirLines() throws {
        let records = try Self.batch().records
        let byTitle = Dictionary(records.filter { $0.kind == .viewing }.map { ($0.title, $0) }) { first, _ in first }
        #expect(byTitle["The Good, the Bad and the Ugly"]?.line == 8)
        #expect(byTitle["Say \"Cheese\""]?.line == 9)
        #expect(byTitle["Say \"Cheese\""]?.details.rating == PersonalRating(1), "half a star is 1")
        #expect(byTitle["A Film\nWith A Line Break"]?.line == 12)
        #expect(byTitle["Nonexistent Picture"]?.line == 14, "the line break inside the title counts")
        #expect(byTitle["Pulp Fiction"]?.details.tags == ["cinema", "friends"])
    }

    @Test func rewatchesHalfStarsAndReviewsJoinTheirViewing() throws {
        let godfather = try Self.batch().records.filter { $0.kind == .viewing && $0.title == "The Godfather" }
        #expect(godfather.count == 2, "the review joins the viewing of the same day")
        #expect(godfather[0].details.date == CalendarDate(year: 2024, month: 1, day: 4))
        #expect(godfather[0].details.rating == PersonalRating(10))
        #expect(godfather[0].details.note == "An offer, \"refused\".\nSecond line.")
        #expect(godfather[0].details.tags == ["cinema", "family"])
        #expect(godfather[0].sourceKey == "letterboxd:diary:https://boxd.it/d1:2024-01-04")
        #expect(godfather[1].details.isRewatch)
        #expect(godfather[1].details.rating == PersonalRating(9))
        let apocalypse = try #require(try Self.batch().records.first { $0.title == "Apocalypse Now" })
        #expect(apocalypse.kind == .viewing)
        #expect(apocalypse.file == "reviews.csv")
        #expect(apocalypse.details.note == "Loud.")
    }

    @Test func aListKeepsItsNameDescriptionRankAndPlaces() throws {
        let entries = try Self.batch().records.filter { $0.kind == .listEntry }
        #expect(entries.map(\.title) == ["The Godfather", "Pulp Fiction", "Scarface", "Hamlet"])
        #expect(entries.map(\.position) == [1, 2, 3, 4])
        #expect(entries.map(\.line) == [6, 7, 8, 9])
        let list = try #require(entries.first?.list)
        #expect(list == ImportedList(name: "Crime, ranked", description: "My \"favourite\" crimes", isRanked: true))
        #expect(entries[1].details.note == "Royale, with cheese")
        #expect(entries[0].file == "lists/crime-ranked.csv")
        #expect(
            entries[0].sourceKey == "letterboxd:list:https://letterboxd.com/me/list/crime-ranked/:https://boxd.it/f1")
    }

    @Test func aZipReadsAsItsFolderWithOrWithoutAFolderAround() throws {
        let directory = try TemporaryDirectory()
        let plain = directory.path("export.zip")
        let wrapped = directory.path("wrapped.zip")
        try LibraryFixture.zip(folder: LibraryFixture.letterboxdFolder, to: plain)
        try LibraryFixture.zip(folder: LibraryFixture.letterboxdFolder, to: wrapped, prefix: "letterboxd-me/")
        let folder = try Self.batch()
        #expect(try LetterboxdExport.read(at: plain) == folder)
        #expect(try LetterboxdExport.read(at: wrapped) == folder)
    }

    @Test func theDeletedAndOrphanedCopiesAreLeftOut() throws {
        let directory = try TemporaryDirectory()
        let header = "Date,Name,Year,Letterboxd URI\n"
        for (path, film) in [
            ("watched.csv", "Kept"), ("deleted/watched.csv", "Deleted"), ("orphaned/watched.csv", "Gone"),
        ] {
            let url = directory.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data((header + "2024-01-01,\(film),2000,https://boxd.it/\(film)\n").utf8).write(to: url)
        }
        let batch = try LetterboxdExport.read(at: directory.url.path)
        #expect(batch.records.map(\.title) == ["Kept"])
        #expect(batch.records.first?.kind == .watched)
    }

    @Test func reReadingGivesTheSameKeys() throws {
        let keys = try Self.batch().records.compactMap(\.sourceKey)
        #expect(keys.count == 26)
        #expect(Set(keys).count == keys.count, "every record has a key of its own")
        #expect(try Self.batch().records.compactMap(\.sourceKey) == keys)
    }
}

/// Line numbers whatever the line breaks: CR LF (Windows), CR alone, inside quoted fields too.
@Suite struct LetterboxdLineTests {
    static func lines(_ text: String) -> [Int] {
        LetterboxdExport.read(files: ["watched.csv": Data(text.utf8)]).records.map(\.line)
    }

    @Test func crlfCrAndLfEachEndALine() {
        let header = "Date,Name,Year,Letterboxd URI"
        #expect(Self.lines(header + "\r\n,A,2000,a\r\n,B,2001,b\r\n") == [2, 3])
        #expect(Self.lines(header + "\r,A,2000,a\r,B,2001,b") == [2, 3])
        #expect(Self.lines(header + "\n,\"A\r\nB\",2000,a\n\n,C,2001,c\n") == [2, 5], "a blank line is skipped")
    }

    @Test func aByteOrderMarkAndInvalidUTF8DoNotHideTheHeader() {
        var bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
        bytes += Array("Date,Name,Year,Letterboxd URI\n,Caf".utf8) + [0xE9] + Array(",2000,a\n".utf8)
        let batch = LetterboxdExport.read(files: ["watched.csv": Data(bytes)])
        #expect(batch.records.map(\.title) == ["Caf\u{FFFD}"])
        #expect(batch.badLines.isEmpty)
    }
}
