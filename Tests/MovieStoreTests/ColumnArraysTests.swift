import Foundation
import MovieCatalog
import TestSupport
import Testing

@testable import MovieStore

/// The filter columns are read an array at a time, as queries need them (``CatalogColumns/Arrays``):
/// every answer is the one given with every array read at once, in whatever order the arrays come.
@Suite struct ColumnArraysTests {
    /// A catalog imported with every word of two or more matches stored as a set.
    private func catalog(threshold: Int = 1) throws -> TestCatalog {
        let catalog = try TestCatalog(importing: nil)
        var importer = CatalogImporter(database: catalog.database)
        importer.searchSetThreshold = threshold
        try importer.importCatalog(from: TestPaths.sampleCSV)
        return catalog
    }

    private func keptArrays(_ catalog: TestCatalog) throws -> CatalogColumns.Arrays? {
        let generation = try catalog.database.read { db in try CatalogSize.fetch(db).generation }
        return catalog.database.filterColumns.kept(generation: generation)?.arrays
    }

    private static let queries: [MovieQuery] = {
        var queries: [MovieQuery] = []
        let sorts: [MovieSort] = [
            .byRelevance, MovieSort(.year, descending: true), MovieSort(.rating), MovieSort(.votes, descending: true),
            MovieSort(.length), MovieSort(.title),
        ]
        for text in ["the", "t", "godfather", "ca t"] {
            for sort in sorts {
                queries.append(MovieQuery(text: text, sort: sort, limit: 7))
                queries.append(MovieQuery(text: text, genres: .drama, sort: sort, limit: 7))
                var filtered = MovieQuery(text: text, sort: sort, offset: 1, limit: 5)
                filtered.years = 1950...1999
                filtered.minimumVotes = 20
                filtered.lengths = 80...150
                filtered.excludedGenres = .comedy
                queries.append(filtered)
                var rated = MovieQuery(text: text, sort: sort, limit: 5)
                rated.minimumRating = 6
                rated.maximumRating = 8.5
                rated.mpaa = .r
                queries.append(rated)
            }
        }
        return queries
    }()

    @Test func aPlainSearchReadsTheIDsAndVotesOnly() throws {
        let catalog = try catalog()
        _ = try catalog.movies.movies(matching: MovieQuery(text: "the", sort: .byRelevance, limit: 3))
        #expect(try keptArrays(catalog) == [.ids, .votes])
        _ = try catalog.movies.movies(matching: MovieQuery(text: "the", genres: .drama, sort: MovieSort(.year)))
        #expect(try keptArrays(catalog) == [.ids, .votes, .genres, .years])
        _ = try catalog.movies.catalogGenres()
        #expect(try keptArrays(catalog) == [.ids, .votes, .genres, .years])
        _ = try catalog.movies.statistics(matching: MovieQuery())
        #expect(try keptArrays(catalog) == .values)
    }

    /// Arrays read one query at a time answer as all of them read first, and as the table read
    /// row by row (no stored columns).
    @Test func arraysReadAsNeededGiveTheAnswersOfAllArrays() throws {
        let partial = try catalog()
        let whole = try catalog()
        _ = try whole.movies.statistics(matching: MovieQuery())
        #expect(try keptArrays(whole) == .values)
        let plain = try catalog(threshold: .max)
        for query in Self.queries {
            let expected = try whole.movies.movies(matching: query)
            let found = try partial.movies.movies(matching: query)
            #expect(found.movies.map(\.id) == expected.movies.map(\.id), "\(query)")
            #expect(found.total == expected.total, "\(query)")
            #expect(try plain.movies.movies(matching: query).movies.map(\.id) == expected.movies.map(\.id))
        }
        #expect(try keptArrays(partial) != .all)
        let fresh = try catalog()
        for query in Self.queries.prefix(24) {
            #expect(try fresh.movies.facetCounts(matching: query) == whole.movies.facetCounts(matching: query))
            let pickSecond = { (count: Int) in min(1, count - 1) }
            #expect(
                try fresh.movies.randomMovie(matching: query, excluding: [], pick: pickSecond)?.id
                    == whole.movies.randomMovie(matching: query, excluding: [], pick: pickSecond)?.id)
        }
        #expect(try fresh.movies.catalogGenres() == whole.movies.catalogGenres())
        #expect(try fresh.movies.statistics(matching: MovieQuery()) == whole.movies.statistics(matching: MovieQuery()))
    }

    /// Each stored array read alone is the array read with the others, and the table's.
    @Test func storedArraysReadAloneAreTheTables() throws {
        let catalog = try catalog()
        try catalog.database.read { db in
            let movies = try CatalogSize.fetch(db).movies
            let table = try CatalogColumns.load(db, stored: false)
            #expect(!table.hasSearchBitmaps)
            let votes = try #require(try SearchBitmaps.storedColumns(db, movies: movies, arrays: .votes))
            #expect(votes.arrays == .votes)
            #expect(votes.votes == table.votes)
            #expect(votes.ids.isEmpty && votes.genres.isEmpty)
            let all = try #require(try SearchBitmaps.storedColumns(db, movies: movies, arrays: .all))
            #expect(all.ids == table.ids)
            #expect(all.genres == table.genres)
            #expect(all.allGenres == table.allGenres)
            #expect(all.years == table.years)
            #expect(all.minutes == table.minutes)
            #expect(all.mpaa == table.mpaa)
            #expect(all.ratings == table.ratings)
            #expect(all.hasBudget == table.hasBudget)
            #expect(try SearchBitmaps.storedColumns(db, movies: movies + 1, arrays: .votes) == nil)
        }
    }

    /// The last id is checked without reading the ids: a catalog changed without the step is read
    /// from the table even when the first array asked for is not the ids.
    @Test func aChangedCatalogIsReadFromTheTableWhateverTheArrays() throws {
        let catalog = try catalog()
        let genres = try catalog.movies.catalogGenres()
        let lastID = try #require(try catalog.database.fetchInt("SELECT MAX(id) FROM movie"))
        let other = try self.catalog()
        try other.database.execute("DELETE FROM movie WHERE id = \(lastID)")
        let stored = try other.database.read { db in
            try SearchBitmaps.storedColumns(db, movies: CatalogSize.fetch(db).movies, arrays: .genres)
        }
        #expect(stored == nil)
        #expect(try other.movies.catalogGenres().isSubset(of: genres))
        let columns = try other.database.read { db in try other.database.filterColumns.columns(db, needing: .genres) }
        #expect(!columns.hasSearchBitmaps)
        #expect(columns.arrays == .all)
        #expect(!columns.ids.contains(Int32(lastID)))
    }
}
