import MovieCatalog
import MovieStore
import Testing

/// Letterboxd's import CSV: `imdbID,Title,Year,Rating10,Review`, quoted by RFC 4180, re-read field by
/// field with a reader of its own.
@Suite struct LetterboxdExportTests {
    @Test func rowsReReadFieldByField() throws {
        let catalog = try TestCatalog()
        let watchlist = catalog.watchlist()
        let godfather = try #require(
            try catalog.movies.movies(matching: MovieQuery(text: "the godfather")).movies.first)
        let other = try #require(try catalog.movies.movies(matching: MovieQuery(text: "spider man")).movies.first)
        try watchlist.add(movieID: godfather.id)
        try watchlist.setRating(PersonalRating(10), movieID: godfather.id)
        try watchlist.setNote("with Dad, at \"Christmas\"\nsecond line", movieID: godfather.id)
        try watchlist.add(movieID: other.id)
        let entries = try watchlist.entries(offset: 0, limit: 10)
        let text = try CSVExport.text(rows: CSVExport.letterboxdRows(entries))
        let records = try RFC4180.records(text)
        #expect(records.first == ["imdbID", "Title", "Year", "Rating10", "Review"])
        #expect(records.count == 3)
        let byTitle = Dictionary(uniqueKeysWithValues: records.dropFirst().map { ($0[1], $0) })
        #expect(
            byTitle["The Godfather"] == ["", "The Godfather", "1972", "10", "with Dad, at \"Christmas\"\nsecond line"])
        #expect(byTitle["Spider-Man"] == ["", "Spider-Man", "2002", "", ""])
        #expect(text.contains("\"with Dad, at \"\"Christmas\"\"\nsecond line\""), "quotes are doubled inside quotes")
    }

    @Test func titlesWithCommasAndQuotesSurvive() throws {
        let stamp = Timestamp(millisecondsSince1970: 0)
        let movie = Movie(
            id: 1, title: "Good, the Bad and the \"Ugly\", The", year: 1966, minutes: 161, budget: nil, rating: 8.9,
            votes: 1, ratingShares: Array(repeating: 10, count: 10), mpaa: nil, genres: [], imdbID: IMDbID(60196))
        let entries = [
            WatchlistEntry(
                movieID: 1, movie: movie, personalRating: PersonalRating(7), note: nil, addedAt: stamp, updatedAt: stamp
            ),
            WatchlistEntry(
                movieID: -1, movie: nil, personalRating: nil, note: "gone", addedAt: stamp, updatedAt: stamp),
            WatchlistEntry(
                movieID: -2, movie: nil, personalRating: PersonalRating(6), note: nil, addedAt: stamp, updatedAt: stamp,
                title: "Kept Title", year: 1980),
        ]
        let records = try RFC4180.records(try CSVExport.text(rows: CSVExport.letterboxdRows(entries)))
        #expect(records.count == 3, "an entry with neither title nor IMDb id cannot be matched and is left out")
        #expect(records[1] == ["tt0060196", "The Good, the Bad and the \"Ugly\"", "1966", "7", ""])
        #expect(records[2] == ["", "Kept Title", "1980", "6", ""], "an entry not in the catalog keeps its title")
    }

    @Test func theReaderItselfReadsQuotedLineBreaksAndEmptyFields() throws {
        #expect(try RFC4180.records("a,\"b,\"\"c\"\"\nd\",\n1,,3\n") == [["a", "b,\"c\"\nd", ""], ["1", "", "3"]])
        #expect(throws: RFC4180.Failure.self) { try RFC4180.records("\"open") }
    }
}
