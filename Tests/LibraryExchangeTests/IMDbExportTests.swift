import Foundation
import LibraryExchange
import MovieCatalog
import TestSupport
import Testing

/// IMDb's ratings export (both headers) and its watchlist and list exports.
@Suite struct IMDbExportTests {
    @Test func ratingsCarryTheirIDsAndBadRowsTheirLines() throws {
        let batch = try IMDbExport.readRatings(at: LibraryFixture.imdbExport("ratings.csv"))
        #expect(batch.source == "imdb-ratings")
        #expect(batch.records.map(\.imdbID) == [IMDbID(68646), IMDbID(47478), IMDbID(7_777_777)])
        #expect(batch.records.map(\.details.rating) == [PersonalRating(10), PersonalRating(9), PersonalRating(7)])
        #expect(batch.records.allSatisfy { $0.kind == .rating && $0.details.date == nil })
        #expect(batch.records[1].originalTitle == "Shichinin no samurai")
        #expect(batch.records[0].originalTitle == nil, "an original title equal to the title adds nothing")
        #expect(batch.records[0].addedOn == CalendarDate(year: 2024, month: 1, day: 1))
        #expect(batch.records[0].sourceKey == "imdb:rating:tt0068646")
        #expect(
            batch.badLines.map(\.description) == [
                "ratings.csv:5: the rating \"12\" is not 1 to 10",
                "ratings.csv:6: the Const \"xx123\" is not an IMDb id (tt…)",
            ])
    }

    @Test func anOldRatingsExportUsesDateAdded() throws {
        let batch = try IMDbExport.readRatings(at: LibraryFixture.imdbExport("ratings-old.csv"))
        #expect(batch.records.count == 1)
        #expect(batch.records[0].title == "Pulp Fiction")
        #expect(batch.records[0].year == 1994)
        #expect(batch.records[0].addedOn == CalendarDate(year: 2017, month: 5, day: 22))
        #expect(batch.badLines.isEmpty)
    }

    @Test func aWatchlistByItsNameAndAListByItsFile() throws {
        let watchlist = try IMDbExport.readList(at: LibraryFixture.imdbExport("WATCHLIST.csv"))
        #expect(watchlist.records.map(\.kind) == [.watchlist, .watchlist])
        #expect(watchlist.records.map(\.imdbID) == [IMDbID(34583), IMDbID(78788)])
        let list = try IMDbExport.readList(at: LibraryFixture.imdbExport("Coppola.csv"))
        #expect(list.records.map(\.kind) == [.listEntry, .listEntry])
        #expect(list.records.map(\.position) == [1, 2])
        #expect(list.records.first?.list?.name == "Coppola")
        #expect(list.records.first?.details.note == "The first, and best")
        let forced = try IMDbExport.readList(at: LibraryFixture.imdbExport("Coppola.csv"), isWatchlist: true)
        #expect(forced.records.map(\.kind) == [.watchlist, .watchlist])
    }

    @Test func aFileWithoutConstIsNotAnIMDbExport() throws {
        #expect {
            try IMDbExport.readRatings(at: LibraryFixture.letterboxdFolder + "/diary.csv")
        } throws: { error in
            (error as? CatalogError)?.code == .importUnreadable
                && (error as? CatalogError)?.message.contains("Const") == true
        }
    }
}
