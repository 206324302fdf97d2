import Foundation
import GRDB
import MovieCatalog
import TestSupport
import Testing

@testable import MovieStore

/// The pages picked in memory (the filter columns, the ranks of ``OrderRanks``, the people terms'
/// sets, the similar movies) are those the plain SQL gives: the same movies in the same order, and
/// the same totals, in every order, both ways, near the start and near the end.
@Suite struct OrderRankTests {
    /// The shipped catalog (58,788 movies), every word of 2,000 or more matches stored as a set, with
    /// synthetic people: 3,000 of them, from 10 first and 10 last names, 3 credits each on movies spread
    /// over the catalog, so that one-letter terms credit thousands of movies.
    private static let catalog: Result<TestCatalog, any Error> = Result {
        let catalog = try TestCatalog(importing: nil)
        var importer = CatalogImporter(database: catalog.database)
        importer.searchSetThreshold = 2_000
        try importer.importCatalog(from: TestPaths.fullCatalogCSV)
        try catalog.database.write { db in
            let ids = try Int.fetchAll(db, sql: "SELECT id FROM movie ORDER BY id")
            let first = ["ann", "sam", "shiro", "ada", "sasha", "bo", "al", "cy", "dora", "eli"]
            let last = ["smith", "shaw", "abe", "arden", "stone", "berg", "cole", "sheen", "ames", "tosano"]
            let categories = ["director", "writer", "actor", "actress", "self", "producer"]
            var generator = SplitMix64(seed: 22)
            for person in 1...3_000 {
                let name = "\(first[person % 10].capitalized) \(last[(person / 10) % 10].capitalized) \(person / 100)"
                try db.execute(
                    sql: "INSERT INTO person (id, name, professions) VALUES (?, ?, '')", arguments: [person, name])
                try db.execute(sql: "INSERT INTO person_fts (rowid, name) VALUES (?, ?)", arguments: [person, name])
                for ordering in 0..<3 {
                    let movie = ids[Int(generator.next() % UInt64(ids.count))]
                    let category = categories[Int(generator.next() % UInt64(categories.count))]
                    try db.execute(
                        sql: """
                            INSERT OR IGNORE INTO credit (movie_id, ordering, person_id, category)
                            VALUES (?, ?, ?, ?)
                            """, arguments: [movie, ordering, person, category])
                }
            }
            // Some spreads unknown (movies without vote shares), so both orders put them last.
            try db.execute(sql: "UPDATE movie SET spread = NULL WHERE id % 11 = 0")
            try SearchBitmaps.rebuild(db, threshold: 2_000)
            try LetterSets.rebuild(db, threshold: 100)
        }
        return catalog
    }

    private static let texts = [
        "g", "gh", "ghost", "the", "t", "godfather", "g:drama", "director:s", "director:sh", "person:a",
        "cast:\"sh\"", "g director:a", "the person:s year:1990..1999", "ghost cast:s",
    ]

    /// Every order of every field, both ways.
    private static let sorts: [MovieSort] = MovieSort.Field.allCases.flatMap {
        [MovieSort($0), MovieSort($0, descending: true)]
    }

    /// The page of `query` by the plain SQL plan (no columns, no sets, no ranks).
    private func plain(_ catalog: TestCatalog, _ query: MovieQuery) throws -> MoviePage {
        try catalog.database.read { db in
            try MovieQueryPlan.page(
                db, MovieQuerySQL(query), sort: query.sort, offset: query.offset, limit: query.limit,
                cache: FilterCountCache(), filter: FilterCountCache.key(query), columns: nil)
        }
    }

    @Test func everyOrderOfASearchIsTheSQLOrder() throws {
        let catalog = try Self.catalog.get()
        let repository = catalog.movies
        for text in Self.texts {
            for sort in Self.sorts {
                var query = try FieldQuery.parse(text)
                (query.sort, query.offset, query.limit) = (sort, 0, 60)
                let first = try plain(catalog, query)
                #expect(first.total > 0, "\(text)")
                let found = try repository.movies(matching: query)
                #expect(found.movies.map(\.id) == first.movies.map(\.id), "\(text) \(sort)")
                #expect(found.total == first.total, "\(text) \(sort)")
                // Near the end: the page is read from the other end of the order.
                (query.offset, query.limit) = (max(0, first.total - 7), 5)
                let end = try repository.movies(matching: query)
                #expect(end.movies.map(\.id) == (try plain(catalog, query)).movies.map(\.id), "\(text) \(sort) end")
            }
        }
    }

    /// A one-letter name's movies and most credited people, stored, are those the search tables give.
    @Test func letterSetsAreWhatTheSearchTablesFind() throws {
        let catalog = try Self.catalog.get()
        #expect(try catalog.database.fetchInt("SELECT COUNT(*) FROM letter_set WHERE kind = 'cast'") ?? 0 > 5)
        #expect(try catalog.database.fetchInt("SELECT COUNT(*) FROM letter_set WHERE letter = 'z'") == 0)
        let people = SQLitePeopleRepository(database: catalog.database)
        for letter in ["a", "s", "b", "c", "z", "sh"] {
            for role in PeopleFilter.Role.allCases {
                let query = MovieQuery(people: [try #require(PeopleFilter(role, name: letter))], limit: 10_000)
                let expected = try plain(catalog, query)
                let found = try catalog.movies.movies(matching: query)
                #expect(found.total == expected.total, "\(role):\(letter)")
                #expect(found.movies.map(\.id) == expected.movies.map(\.id), "\(role):\(letter)")
            }
            for limit in [1, 20, 500] {
                let expected = try people.people(matching: [letter], limit: limit, walkAbove: .max)
                let found = try people.people(matching: [letter], limit: limit)
                #expect(found.map(\.person.id) == expected.map(\.person.id), "@\(letter) \(limit)")
                #expect(found.map(\.creditCount) == expected.map(\.creditCount))
            }
        }
    }

    @Test func theStoredRanksAreThoseOfTheSortIndexes() throws {
        let catalog = try Self.catalog.get()
        try catalog.database.read { db in
            let table = try CatalogColumns.load(db, stored: false)
            let stored = try #require(
                try SearchBitmaps.storedColumns(db, movies: table.count, arrays: .all))
            for (field, _) in OrderRanks.fields {
                let ranks = try #require(table.ranks[field])
                #expect(stored.ranks[field] == ranks, "\(field)")
                // Every known value ranked once, from 0; unknown values -1.
                let known = ranks.filter { $0 >= 0 }.sorted()
                #expect(known == Array(0..<Int32(known.count)), "\(field)")
            }
            #expect(table.ranks[.divisive]?.contains(-1) == true)
            #expect(table.ranks[.budget]?.contains(-1) == true)
            #expect(table.ranks[.title]?.contains(-1) == false)
        }
    }

    /// A catalog stored by a version without the ranks gains them when opened (the "v7 order ranks"
    /// migration), and pages them as a new import does.
    @Test func theMigrationAddsTheRanksToAnOlderCatalog() throws {
        let catalog = try TestCatalog(importing: nil)
        var importer = CatalogImporter(database: catalog.database)
        importer.searchSetThreshold = 1
        try importer.importCatalog(from: TestPaths.sampleCSV)
        let names = OrderRanks.fields.map { "'\($0.name)'" }.joined(separator: ", ")
        try catalog.database.write { db in
            try db.execute(sql: "DELETE FROM catalog_column WHERE name IN (\(names))")
            try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = 'v7 order ranks'")
        }
        #expect(try catalog.database.fetchInt("SELECT COUNT(*) FROM catalog_column WHERE name IN (\(names))") == 0)
        let reopened = try CatalogDatabase(path: catalog.database.path)
        #expect(try reopened.fetchInt("SELECT COUNT(*) FROM catalog_column WHERE name IN (\(names))") == 4)
        let repository = SQLiteMovieRepository(database: reopened)
        for sort in Self.sorts {
            let query = MovieQuery(text: "t", sort: sort, limit: 50)
            let expected = try reopened.read { db in
                try MovieQueryPlan.page(
                    db, MovieQuerySQL(query), sort: sort, offset: 0, limit: 50, cache: FilterCountCache(),
                    filter: FilterCountCache.key(query), columns: nil)
            }
            #expect(try repository.movies(matching: query).movies.map(\.id) == expected.movies.map(\.id), "\(sort)")
        }
    }

    /// Unordered, repeated ids (people's credits) give the positions of the ids sorted once each.
    @Test func positionsOfUnorderedIDs() throws {
        let catalog = try Self.catalog.get()
        let columns = try catalog.database.read { db in
            try catalog.database.filterColumns.columns(db, needing: .ids)
        }
        var generator = SplitMix64(seed: 7)
        for count in [0, 3, 1_000, 40_000] {
            let ids = (0..<count).map { _ in Int(generator.next() % 2_000_000) - 1_000 }
            let expected = columns.positionSet(ofAscending: Array(Set(ids)).sorted())
            #expect(columns.positionSet(of: ids) == expected, "\(count)")
        }
    }
}
