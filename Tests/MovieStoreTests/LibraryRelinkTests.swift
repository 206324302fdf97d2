import Foundation
import GRDB
import MovieCatalog
import TestSupport
import Testing

@testable import MovieStore

/// The watchlist across catalog switches: the CSV's ids and IMDb's collide and mean different movies,
/// so entries re-link by IMDb id, then by title and year, and the unmatched stay, with negative ids.
@Suite struct LibraryRelinkTests {
    let catalog: TestCatalog
    let watchlist: SQLiteWatchlistRepository

    init() throws {
        catalog = try TestCatalog()
        watchlist = catalog.watchlist()
    }

    /// An IMDb-like catalog: ids are tconst numbers, titles article first, with IMDb ids. Its 8882 is
    /// another film than the CSV's 8882 (Casablanca); Star Wars and Blade Runner are missing.
    static let imdbMovies: [(id: Int, title: String, year: Int)] = [
        (68646, "The Godfather", 1972),
        (34583, "Casablanca", 1942),
        (8882, "Colliding Id", 1942),
        (245712, "AMORES PERROS", 2000),
        (24844, "L'Atalante", 1934),
        (71562, "The Godfather Part II", 1974),
    ]

    /// Replaces the catalog with `movies` and re-links, as an importer's transaction does.
    func switchCatalog(to movies: [(id: Int, title: String, year: Int)], imdb: Bool = true) throws {
        try catalog.database.write { db in
            try db.execute(sql: "DELETE FROM movie")
            for movie in movies {
                try db.execute(
                    sql: """
                        INSERT INTO movie (id, imdb_id, title, display_title, sort_title, year, rating, votes, genres)
                        VALUES (?, ?, ?, ?, ?, ?, 7, 100, 8)
                        """,
                    arguments: [
                        movie.id, imdb ? movie.id : nil, movie.title, movie.title, movie.title.lowercased(), movie.year,
                    ])
            }
            try LibraryRelink.run(db)
        }
    }

    func entriesByTitle() throws -> [String: WatchlistEntry] {
        Dictionary(
            uniqueKeysWithValues: try watchlist.entries(offset: 0, limit: 100).map { ($0.title ?? "?", $0) })
    }

    @Test func aSwitchToIMDbAndBackKeepsEveryEntryRatingAndNote() throws {
        for id in [20545, 8882, 2321, 3439, 48908, 6088] { try watchlist.add(movieID: id) }
        try watchlist.setRating(PersonalRating(10), movieID: 20545)
        try watchlist.setNote("with Dad", movieID: 20545)
        try watchlist.setRating(PersonalRating(8), movieID: 48908)
        try watchlist.setNote("the 1977 cut", movieID: 48908)
        try watchlist.setNote("again", movieID: 6088)

        try switchCatalog(to: Self.imdbMovies)
        var byTitle = try entriesByTitle()
        #expect(byTitle.count == 6, "nothing is dropped: \(byTitle.keys.sorted())")
        let godfather = try #require(byTitle["The Godfather"])
        #expect(godfather.movieID == 68646 && godfather.movie?.title.display == "The Godfather")
        #expect(godfather.imdbID == IMDbID(68646), "the IMDb id learned from the catalog is kept")
        #expect(godfather.personalRating?.value == 10 && godfather.note == "with Dad")
        #expect(byTitle["Casablanca"]?.movieID == 34583, "not 8882, which is another film in this catalog")
        #expect(byTitle["Amores perros"]?.movieID == 245712, "case is ignored")
        #expect(byTitle["L'Atalante"]?.movieID == 24844, "the CSV's \"Atalante, L'\" matches")
        let starWars = try #require(byTitle["Star Wars"])
        let bladeRunner = try #require(byTitle["Blade Runner"])
        #expect(starWars.movie == nil && bladeRunner.movie == nil)
        #expect(starWars.movieID < 0 && bladeRunner.movieID < 0 && starWars.movieID != bladeRunner.movieID)
        #expect(starWars.year == 1977 && starWars.personalRating?.value == 8 && starWars.note == "the 1977 cut")
        #expect(try watchlist.onWatchlist(ids: [8882, 68646]) == [68646], "the colliding id is not marked")

        // Unmatched entries can still be rated, noted and are counted; a re-link keeps their ids.
        try watchlist.setRating(PersonalRating(9), movieID: starWars.movieID)
        try switchCatalog(to: Self.imdbMovies)
        byTitle = try entriesByTitle()
        #expect(byTitle["Star Wars"]?.movieID == starWars.movieID)
        #expect(byTitle["Blade Runner"]?.movieID == bladeRunner.movieID)

        try CatalogImporter(database: catalog.database).importCatalog(from: TestPaths.sampleCSV)
        byTitle = try entriesByTitle()
        #expect(
            byTitle.mapValues(\.movieID)
                == [
                    "The Godfather": 20545, "Casablanca": 8882, "Amores perros": 2321, "L'Atalante": 3439,
                    "Star Wars": 48908, "Blade Runner": 6088,
                ])
        #expect(byTitle.values.allSatisfy { $0.movie != nil })
        #expect(byTitle["Star Wars"]?.personalRating?.value == 9 && byTitle["Star Wars"]?.note == "the 1977 cut")
        #expect(byTitle["The Godfather"]?.note == "with Dad" && byTitle["The Godfather"]?.imdbID == IMDbID(68646))
        #expect(byTitle["Blade Runner"]?.note == "again")

        // Back to IMDb: the ids learned on the first switch link first.
        try switchCatalog(to: [(68646, "Il padrino", 1972)])
        #expect(try watchlist.entry(movieID: 68646)?.title == "The Godfather", "linked by IMDb id, not by title")
    }

    @Test func viewingsAndListEntriesFollowTheirMoviesAndComeBack() throws {
        let diary = SQLiteDiaryRepository(database: catalog.database)
        let lists = SQLiteListRepository(database: catalog.database)
        let list = try lists.create(ListDetails(name: "Seventies"))
        try diary.log(movieID: 20545, ViewingDetails(date: CalendarDate(iso: "2026-11-20"), rating: PersonalRating(9)))
        try diary.log(movieID: 48908, ViewingDetails(date: nil, note: "the 1977 cut"))
        try lists.add(movieID: 20545, toList: list.id, note: "first")
        try lists.add(movieID: 48908, toList: list.id, note: nil)
        try watchlist.add(movieID: 48908)

        try switchCatalog(to: Self.imdbMovies)
        let godfather = try diary.viewings(year: 2026, offset: 0, limit: 10)
        #expect(godfather.map(\.movieID) == [68646] && godfather.first?.movie?.title.display == "The Godfather")
        #expect(try diary.myRatings(ids: [68646])[68646]?.value == 9)
        let entries = try lists.entries(listID: list.id, offset: 0, limit: 10)
        #expect(entries.first?.movieID == 68646 && entries.first?.note == "first" && entries.first?.isSeen == true)
        let starWars = try #require(entries.last)
        #expect(starWars.movieID < 0 && starWars.movie == nil && starWars.title == "Star Wars" && starWars.year == 1977)
        #expect(starWars.isSeen, "its viewing went to the same negative id")
        #expect(try watchlist.entries(offset: 0, limit: 10).first?.movieID == starWars.movieID)
        let parked = try diary.viewings(movieID: starWars.movieID)
        #expect(parked.count == 1 && parked.first?.note == "the 1977 cut" && parked.first?.displayTitle == "Star Wars")
        #expect(try lists.list(id: list.id)?.progress == ListProgress(seen: 2, total: 2))

        try CatalogImporter(database: catalog.database).importCatalog(from: TestPaths.sampleCSV)
        #expect(try lists.entries(listID: list.id, offset: 0, limit: 10).map(\.movieID) == [20545, 48908])
        #expect(try diary.viewings(movieID: 48908).first?.movie?.title.display == "Star Wars")
        #expect(try diary.viewings(movieID: 20545).first?.rating?.value == 9)
        #expect(try watchlist.contains(movieID: 48908))
    }

    @Test func reImportingTheSameCatalogKeepsTheLinks() throws {
        for id in [8882, 8883, 52346, 52347, 52348, 20545] { try watchlist.add(movieID: id) }
        try watchlist.setRating(PersonalRating(3), movieID: 8883)
        try CatalogImporter(database: catalog.database).importCatalog(from: TestPaths.sampleCSV)
        let entries = try watchlist.entries(offset: 0, limit: 100)
        #expect(Set(entries.map(\.movieID)) == [8882, 8883, 52346, 52347, 52348, 20545])
        #expect(entries.allSatisfy { $0.movie?.id == $0.movieID })
        #expect(try watchlist.entry(movieID: 8883)?.personalRating?.value == 3)
    }

    @Test func twoMoviesOfOneTitleAndYearKeepTheirOwnEntries() throws {
        let twins: [(id: Int, title: String, year: Int)] = [(100, "Hamlet", 1990), (101, "Hamlet", 1990)]
        try switchCatalog(to: twins, imdb: false)
        try watchlist.add(movieID: 101)
        try watchlist.add(movieID: 100)
        try watchlist.setNote("the second one", movieID: 101)
        try switchCatalog(to: twins, imdb: false)
        #expect(try watchlist.entry(movieID: 101)?.note == "the second one")
        #expect(try watchlist.entry(movieID: 100)?.note == nil)
        // In a catalog with one of them, one entry links and the other stays unmatched.
        try switchCatalog(to: [(7, "Hamlet", 1990)], imdb: false)
        let entries = try watchlist.entries(offset: 0, limit: 10)
        #expect(entries.filter { $0.movieID == 7 }.count == 1)
        #expect(entries.filter { $0.movieID < 0 }.count == 1)
    }

    @Test func titlesMatchAcrossArticlesCaseDiacriticsAndPunctuation() {
        #expect(TitleMatchKey.of("Godfather, The") == TitleMatchKey.of("The Godfather"))
        #expect(TitleMatchKey.of("Dolce vita, La") == TitleMatchKey.of("La Dolce Vita"))
        #expect(TitleMatchKey.of("Amélie") == TitleMatchKey.of("Amelie"))
        #expect(TitleMatchKey.of("Spider-Man") == TitleMatchKey.of("Spider Man"))
        #expect(TitleMatchKey.of("Godfather: Part II, The") == "the godfather part ii")
        #expect(TitleMatchKey.of("Casablanca") != TitleMatchKey.of("Casablanca Express"))
        #expect(TitleMatchKey.of("L'Atalante") == "latalante" && TitleMatchKey.of("Atalante, L'") == "latalante")
        // The ASCII path and the folding path agree.
        #expect(TitleMatchKey.of("Amélie: Part 2, The") == TitleMatchKey.of("The Amelie -- part 2"))
        #expect(TitleMatchKey.of("Ça, 2 (Part) ") == "ca 2 part")
    }

    @Test func anUnmatchedEntryIsExportedWithItsTitleYearAndIMDbID() throws {
        try watchlist.add(movieID: 48908)
        try watchlist.setRating(PersonalRating(8), movieID: 48908)
        try catalog.database.write { db in try db.execute(sql: "UPDATE watchlist SET imdb_id = 76759") }
        try switchCatalog(to: Self.imdbMovies)
        let entries = try watchlist.entries(offset: 0, limit: 10)
        let entry = try #require(entries.first)
        #expect(entry.movie == nil && entry.movieID < 0)
        #expect(entry.displayTitle == "Star Wars" && entry.displayYear == 1977)
        let records = try RFC4180.records(try CSVExport.text(rows: CSVExport.letterboxdRows(entries)))
        #expect(records == [CSVExport.letterboxdHeader, ["tt0076759", "Star Wars", "1977", "8", ""]])
        #expect(try watchlist.remove(movieID: entry.movieID), "an unmatched entry is still removable")
        #expect(try watchlist.count() == 0)
    }

    @Test func theVersion4MigrationKeepsAVersion3Watchlist() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("v3.sqlite")
        do {
            let queue = try DatabaseQueue(path: path)
            try CatalogSchema.migrator.migrate(queue, upTo: "v3 query columns")
            try queue.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO movie (id, title, display_title, sort_title, year, minutes, rating, votes,
                            r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, genres)
                        VALUES (20545, 'Godfather, The', 'The Godfather', 'godfather', 1972, 175, 9.1, 122755,
                            0, 0, 0, 0, 0, 0, 0, 0, 0, 100, 8);
                        INSERT INTO watchlist (movie_id, added_at, updated_at, personal_rating, note)
                        VALUES (20545, 1000, 2000, 9, 'with Dad'), (777, 500, 500, 4, 'gone before');
                        """)
            }
        }
        let database = try CatalogDatabase(path: path)
        let entries = try SQLiteWatchlistRepository(database: database).entries(offset: 0, limit: 10)
        #expect(entries.count == 2)
        let godfather = try #require(entries.first { $0.movieID == 20545 })
        #expect(godfather.title == "The Godfather" && godfather.year == 1972)
        #expect(godfather.personalRating?.value == 9 && godfather.note == "with Dad")
        #expect(godfather.addedAt == Timestamp(millisecondsSince1970: 1000))
        let gone = try #require(entries.first { $0.movieID == 777 })
        #expect(gone.movie == nil && gone.title == nil && gone.note == "gone before")
        // The first import after the migration re-links the kept title and parks the unknown one.
        try CatalogImporter(database: database).importCatalog(from: TestPaths.sampleCSV)
        let after = try SQLiteWatchlistRepository(database: database).entries(offset: 0, limit: 10)
        #expect(after.count == 2)
        #expect(after.first { $0.note == "with Dad" }?.movie?.id == 20545)
        #expect(after.first { $0.note == "gone before" }.map { $0.movieID < 0 && $0.movie == nil } == true)
    }
}

/// The catalog's genres are all 28 bits: kept with the filter columns per catalog generation, and
/// counted by the statistics.
@Suite struct CatalogGenresTests {
    @Test func aCatalogWithIMDbsGenresHasAll28AndCountsThem() throws {
        let catalog = try TestCatalog()
        let csvGenres = try catalog.movies.catalogGenres()
        #expect(csvGenres == (try catalog.movies.statistics(matching: MovieQuery()).genresWithMovies))
        #expect(!csvGenres.contains(.western) && csvGenres.contains(.drama))
        try catalog.database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO movie (id, imdb_id, title, display_title, sort_title, year, rating, votes, genres)
                    VALUES (900001, 900001, 'West', 'West', 'west', 1950, 7, 10, ?),
                        (900002, 900002, 'Noir', 'Noir', 'noir', 1950, 7, 10, ?);
                    UPDATE catalog_import SET generation = generation + 1;
                    """,
                arguments: [Genres.western.rawValue | Genres.drama.rawValue, Genres.filmNoir.rawValue])
        }
        let genres = try catalog.movies.catalogGenres()
        #expect(genres == csvGenres.union([.western, .filmNoir]), "read again for the new generation")
        let statistics = try catalog.movies.statistics(matching: MovieQuery())
        let counts = Dictionary(uniqueKeysWithValues: statistics.moviesPerGenre.map { ($0.genre, $0.count) })
        #expect(counts[.western] == 1 && counts[.filmNoir] == 1)
        #expect(statistics.genresWithMovies == genres)
    }
}
