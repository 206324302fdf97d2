import Foundation
import GRDB
import Testing

@testable import MovieStore

@Suite struct MakeMigrationFixtures {
    @Test func make() throws {
        let out = "/work/tmp/schema-fixtures"
        try? FileManager.default.removeItem(atPath: out)
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let migrator = CatalogSchema.migrator
        for (index, version) in MigrationFixture.versions.enumerated() {
            let number = index + 1
            let path = "\(out)/\(version.name).sqlite"
            let queue = try DatabaseQueue(path: path)
            try migrator.migrate(queue, upTo: "v1 watchlist")
            try queue.write { db in try db.execute(sql: MakeMigrationFixtures.version1Rows) }
            if number >= 2 {
                try migrator.migrate(queue, upTo: "v2 catalog generation")
                try queue.write { db in try db.execute(sql: "UPDATE catalog_import SET generation = 3") }
            }
            if number >= 4 {
                try migrator.migrate(queue, upTo: "v4 imdb")
                try queue.write { db in try db.execute(sql: MakeMigrationFixtures.version4Rows) }
            }
            try migrator.migrate(queue, upTo: version.lastMigration)
            try queue.close()
        }
    }

    @Test func upgrade() throws {
        let out = "/work/tmp/schema-fixtures"
        for version in MigrationFixture.versions {
            let sql = try String(contentsOfFile: MigrationFixture.path("\(version.name).sql"), encoding: .utf8)
            let path = "\(out)/\(version.name)-loaded.sqlite"
            try? FileManager.default.removeItem(atPath: path)
            try MigrationFixture.load(sql, into: path)
            let queue = try DatabaseQueue(path: path)
            try CatalogSchema.migrator.migrate(queue, upTo: "v8 letter sets")
            let text = try queue.read { db in try MigrationFixture.contents(db) }
            try text.write(toFile: "\(out)/\(version.name).upgraded.txt", atomically: true, encoding: .utf8)
        }
    }

    static let version1Rows = """
        INSERT INTO movie (id, title, display_title, sort_title, year, minutes, budget, rating, votes,
            r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, mpaa, genres) VALUES
            (1, 'Godfather, The', 'The Godfather', 'godfather', 1972, 175, 6000000, 9.1, 65000,
                4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 14.5, 14.5, 24.5, 44.5, 'R', 16),
            (2, 'Casablanca', 'Casablanca', 'casablanca', 1942, 102, 950000, 8.6, 32000,
                4.5, 0, 0, 0, 4.5, 4.5, 14.5, 24.5, 24.5, 24.5, 'PG', 48),
            (3, 'Split', 'Split', 'split', 2001, 90, NULL, 5.5, 40,
                44.5, 0, 0, 0, 0, 0, 0, 0, 0, 44.5, NULL, 2),
            (4, 'Nobody', 'Nobody', 'nobody', 1999, 80, NULL, 6, 0,
                0, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 1),
            (5, 'Amélie', 'Amélie', 'amelie', 2001, 122, 10000000, 8.4, 21000,
                4.5, 0, 4.5, 4.5, 4.5, 4.5, 14.5, 24.5, 24.5, 14.5, 'R', 5),
            (6, 'Consensus', 'Consensus', 'consensus', 1988, 95, 2500000, 7, 120,
                0, 0, 0, 0, 0, 0, 100, 0, 0, 0, 'PG-13', 64);
        INSERT INTO movie_fts (rowid, title) SELECT id, display_title FROM movie;
        INSERT INTO catalog_import (id, imported_at, source, movie_count, skipped_count, known_budget_count)
            VALUES (1, 1700000000000, 'movies.csv', 6, 1, 4);
        INSERT INTO watchlist (movie_id, added_at, updated_at, personal_rating, note) VALUES
            (2, 1700000100000, 1700000200000, 9, 'with Ilsa'),
            (999, 1700000300000, 1700000300000, NULL, NULL);
        """

    static let version4Rows = """
        UPDATE movie SET imdb_id = 68646 WHERE id = 1;
        UPDATE movie SET imdb_id = 34583 WHERE id = 2;
        UPDATE movie SET imdb_id = 211915 WHERE id = 5;
        INSERT INTO movie (id, imdb_id, title, display_title, sort_title, year, minutes, budget, rating, votes,
            mpaa, genres) VALUES (7, 71562, 'Godfather Part II, The', 'The Godfather Part II',
            'godfather part ii', 1974, NULL, NULL, 9.0, 1400000, NULL, 268435456);
        INSERT INTO movie_fts (rowid, title) VALUES (7, 'The Godfather Part II');
        INSERT INTO person (id, name, birth_year, death_year, professions) VALUES
            (8, 'Marlon Brando', 1924, 2004, 'actor,producer'),
            (199, 'Al Pacino', 1940, NULL, 'actor'),
            (338, 'Francis Ford Coppola', 1939, NULL, 'director,writer'),
            (851, 'Audrey Tautou', 1976, NULL, 'actress');
        INSERT INTO person_fts (rowid, name) SELECT id, name FROM person;
        INSERT INTO credit (movie_id, ordering, person_id, category, job, characters) VALUES
            (1, 1, 8, 'actor', NULL, '["Don Vito Corleone"]'),
            (1, 2, 199, 'actor', NULL, '["Michael Corleone","Narrator"]'),
            (1, 5, 338, 'director', NULL, NULL),
            (1, 6, 338, 'writer', 'screenplay', '[]'),
            (7, 1, 199, 'actor', NULL, '["Michael \\"Mike\\" Corleone"]'),
            (7, 4, 338, 'director', NULL, NULL),
            (5, 1, 851, 'actress', NULL, '["Amélie Poulain"]'),
            (5, 9, 999, 'actor', NULL, '["Unknown"]');
        UPDATE catalog_import SET kind = 'imdb', movie_count = 7, known_budget_count = 4, person_count = 4,
            credit_count = 8, source = '/cache/imdb';
        UPDATE watchlist SET imdb_id = 34583 WHERE movie_id = 2;
        """
}
