import MovieCatalog
import MovieStore
import Testing

@Suite struct WatchlistTests {
    let catalog: TestCatalog
    let watchlist: SQLiteWatchlistRepository

    init() throws {
        catalog = try TestCatalog()
        watchlist = catalog.watchlist()
    }

    @Test func addListAndRemove() throws {
        let added = try watchlist.add(movieID: 20545)
        #expect(added.movie?.title.display == "The Godfather")
        #expect(added.addedAt == added.updatedAt)
        try watchlist.add(movieID: 8882)
        #expect(try watchlist.count() == 2)
        #expect(try watchlist.entries(offset: 0, limit: 10).map(\.movieID) == [8882, 20545])
        #expect(try watchlist.entries(offset: 1, limit: 10).map(\.movieID) == [20545])
        #expect(try watchlist.contains(movieID: 8882))
        #expect(try watchlist.remove(movieID: 8882))
        #expect(try watchlist.remove(movieID: 8882) == false)
        #expect(try watchlist.contains(movieID: 8882) == false)
    }

    @Test func onWatchlistAnswersWhichOfTheIdsAreOnIt() throws {
        try watchlist.add(movieID: 20545)
        try watchlist.add(movieID: 8882)
        #expect(try watchlist.onWatchlist(ids: [20545, 48908, 8882, 999_999]) == [20545, 8882])
        #expect(try watchlist.onWatchlist(ids: [48908]) == [])
        #expect(try watchlist.onWatchlist(ids: []) == [])
        // More ids than one statement binds (500 a statement): every chunk is asked.
        let many = Array(1...1_200) + [20545, 8882]
        #expect(try watchlist.onWatchlist(ids: many) == [20545, 8882])
    }

    @Test func addingTwiceKeepsRatingNoteAndDate() throws {
        let first = try watchlist.add(movieID: 20545)
        try watchlist.setRating(PersonalRating(9), movieID: 20545)
        try watchlist.add(movieID: 20545)
        let entry = try #require(try watchlist.entry(movieID: 20545))
        #expect(entry.addedAt == first.addedAt)
        #expect(entry.personalRating?.value == 9)
        #expect(try watchlist.count() == 1)
    }

    @Test func ratingAndNoteUpdateTheTimestamp() throws {
        let added = try watchlist.add(movieID: 48908)
        let rated = try watchlist.setRating(PersonalRating(7), movieID: 48908)
        #expect(rated.personalRating?.value == 7)
        #expect(rated.updatedAt > added.updatedAt)
        let noted = try watchlist.setNote("the 1977 cut, not the special edition", movieID: 48908)
        #expect(noted.note == "the 1977 cut, not the special edition")
        #expect(noted.updatedAt > rated.updatedAt)
        #expect(noted.addedAt == added.addedAt)
        #expect(try watchlist.setNote("   ", movieID: 48908).note == nil)
        #expect(try watchlist.setRating(nil, movieID: 48908).personalRating == nil)
    }

    @Test func personalRatingsOutsideOneToTenCannotExist() {
        #expect(PersonalRating(0) == nil)
        #expect(PersonalRating(11) == nil)
        #expect(PersonalRating(1)?.value == 1)
        #expect(PersonalRating(10)?.value == 10)
    }

    @Test func tooLongNoteIsRejected() throws {
        try watchlist.add(movieID: 1)
        let error = try #require(throws: CatalogError.self) {
            try watchlist.setNote(String(repeating: "x", count: 501), movieID: 1)
        }
        #expect(error.code == .invalidArgument)
        #expect(try watchlist.entry(movieID: 1)?.note == nil)
    }

    @Test func unknownMoviesAndMissingEntriesAreErrors() throws {
        let unknown = try #require(throws: CatalogError.self) { try watchlist.add(movieID: 4) }
        #expect(unknown.code == .movieNotFound)
        let missing = try #require(throws: CatalogError.self) { try watchlist.setRating(PersonalRating(5), movieID: 1) }
        #expect(missing.code == .notOnWatchlist)
        #expect(missing.message.contains("reel watchlist add 1"))
        #expect(try watchlist.count() == 0)
    }
}
