import GRDB

/// The database schema, as GRDB migrations.
///
/// Catalog tables and user tables are kept apart: imports rewrite `movie`, `movie_fts` and
/// `catalog_import`; only the watchlist commands write `watchlist`, which has no foreign key to `movie`
/// so that replacing the catalog can never delete the user's entries.
///
/// Each migration holds its version's statements as literal SQL and calls no application code: an old
/// migration must do, on a catalog of its version, what it did when it shipped, whatever the code
/// becomes (``CatalogIndex`` describes today's indexes; the migrations keep the text they created).
/// What only Swift computes from the rows (the filter columns, search sets, order ranks and letter
/// sets) is a cache, not schema: a migration creates or empties its tables, and ``CatalogCaches``
/// rebuilds them with today's code after migrating. `MigrationTests` migrates a database of each
/// earlier version, checked in under `Tests/MovieStoreTests/Support/Migrations`.
enum CatalogSchema {
    /// The statements that create the latest schema's indexes of `movie` (``CatalogIndex/movie``).
    static var createMovieIndexes: String { CatalogIndex.create(CatalogIndex.movie) }

    /// The statements that drop the latest schema's indexes of `movie` (``CatalogIndex/movie``).
    static var dropMovieIndexes: String { CatalogIndex.drop(CatalogIndex.movie) }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1 catalog") { db in try db.execute(sql: version1Catalog) }
        migrator.registerMigration("v1 watchlist") { db in
            try db.execute(
                sql: """
                    CREATE TABLE watchlist (
                        movie_id INTEGER PRIMARY KEY,
                        added_at INTEGER NOT NULL,
                        updated_at INTEGER NOT NULL,
                        personal_rating INTEGER CHECK (personal_rating BETWEEN 1 AND 10),
                        note TEXT
                    );
                    CREATE INDEX watchlist_by_added ON watchlist(added_at, movie_id);
                    """)
        }
        migrator.registerMigration("v2 catalog generation") { db in
            // Numbers each completed import, so that counts cached per catalog (FilterCountCache) can
            // tell, in any process, whether the catalog they were counted in is still the current one.
            try db.execute(sql: "ALTER TABLE catalog_import ADD COLUMN generation INTEGER NOT NULL DEFAULT 0")
        }
        migrator.registerMigration("v3 query columns") { db in
            // The sort keys of the weighted and divisive orders, computed once per catalog so a page
            // walks an index instead of sorting 58,788 computed values; the indexes also carry the
            // running time, which the length filter and the runtime budget read.
            let spread = DatabaseFunction("reel_v3_spread", argumentCount: 10, pure: true) { values in
                version3Spread(values.map { Double.fromDatabaseValue($0) ?? 0 })
            }
            db.add(function: spread)
            defer { db.remove(function: spread) }
            try db.execute(sql: version3QueryColumns)
        }
        migrator.registerMigration("v4 imdb") { db in try db.execute(sql: version4IMDb) }
        migrator.registerMigration("v5 search sets") { db in try db.execute(sql: version5SearchSets) }
        migrator.registerMigration("v6 people by credits") { db in
            // Each person's number of credits, stored, and the people in that order: a name search
            // that many people match (`@j`: 365,000 of 2.1 M) walks this index instead of counting
            // every match's credits.
            try db.execute(
                sql: """
                    ALTER TABLE person ADD COLUMN credit_count INTEGER NOT NULL DEFAULT 0;
                    UPDATE person SET credit_count = counted.credits
                    FROM (SELECT person_id, COUNT(*) AS credits FROM credit GROUP BY person_id) AS counted
                    WHERE counted.person_id = person.id;
                    CREATE INDEX person_by_credits ON person(credit_count DESC, name, id);
                    """)
        }
        migrator.registerMigration("v7 order ranks") { db in
            // Each movie's rank in the orders the filter columns did not hold (title, budget, weighted
            // rating, spread), stored with them: a search in one of these orders picks its page in
            // memory instead of passing every match to SQLite to sort (OrderRanks). The stored columns
            // lack them: emptied, they are rebuilt after migrating (CatalogCaches).
            try db.execute(sql: "DELETE FROM catalog_column; DELETE FROM search_bitmap;")
        }
        migrator.registerMigration("v8 letter sets") { db in
            // What a one-letter name finds: the movies crediting such a person in each role, and the
            // most credited such people (LetterSets), rebuilt with the other caches after migrating.
            try db.execute(
                sql: """
                    CREATE TABLE letter_set (
                        kind TEXT NOT NULL,
                        letter TEXT NOT NULL,
                        data BLOB NOT NULL,
                        PRIMARY KEY (kind, letter)
                    );
                    DELETE FROM catalog_column;
                    DELETE FROM search_bitmap;
                    """)
        }
        migrator.registerMigration("v9 credit characters") { db in
            // A credit's characters as their names joined by U+001F (unit separator), NULL when there
            // are none, instead of IMDb's JSON array text: a person's filmography splits them
            // instead of parsing JSON at every push.
            try db.execute(
                sql: """
                    UPDATE credit SET characters = (
                        SELECT group_concat(value, char(31))
                        FROM (SELECT value FROM json_each(credit.characters) ORDER BY key)
                    )
                    WHERE characters LIKE '[%' AND json_valid(characters);
                    """)
        }
        migrator.registerMigration("v10 series") { db in try db.execute(sql: version10Series) }
        return migrator
    }
}
