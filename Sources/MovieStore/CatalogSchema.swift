import GRDB

/// The database schema, as GRDB migrations.
///
/// Catalog tables and user tables are kept apart: imports rewrite `movie`, `movie_fts` and
/// `catalog_import`; only the watchlist commands write `watchlist`, which has no foreign key to `movie`
/// so that replacing the catalog can never delete the user's entries.
enum CatalogSchema {
    /// The indexes of `movie`: one per sort field, ordered by the field then the id (the tie-break of
    /// every sort), each carrying the filter columns, so a page walks an index, skipping the movies its
    /// filters reject, and reads only the rows it returns; `movie_by_year` also counts matches.
    ///
    /// An import drops them, inserts the rows, and creates them again: building an index from sorted
    /// rows once is faster than updating it 58,788 times.
    static let movieIndexes: [(name: String, definition: String)] =
        version3Indexes + [("movie_by_imdb", "movie(imdb_id)")]

    /// The indexes the "v3 query columns" migration created, before the IMDb id.
    private static let version3Indexes: [(name: String, definition: String)] = [
        ("movie_by_title", "movie(sort_title, id, year, genres, votes, rating, mpaa, minutes)"),
        ("movie_by_year", "movie(year, id, genres, votes, rating, mpaa, minutes)"),
        ("movie_by_rating", "movie(rating, id, year, genres, votes, mpaa, minutes)"),
        ("movie_by_votes", "movie(votes, id, year, genres, rating, mpaa, minutes)"),
        ("movie_by_length", "movie(minutes, id, year, genres, votes, rating, mpaa)"),
        ("movie_by_budget", "movie(budget, id, year, genres, votes, rating, mpaa, minutes)"),
        ("movie_by_weighted", "movie(weighted_rating, id, year, genres, votes, rating, mpaa, minutes)"),
        ("movie_by_spread", "movie(spread, id, year, genres, votes, rating, mpaa, minutes)"),
    ]

    /// The indexes the first schema created (before the length filter and the derived sort columns);
    /// the "v3 query columns" migration replaces them with ``movieIndexes``.
    private static let version1Indexes: [(name: String, definition: String)] = [
        ("movie_by_title", "movie(sort_title, id, year, genres, votes, rating, mpaa)"),
        ("movie_by_year", "movie(year, id, genres, votes, rating, mpaa)"),
        ("movie_by_rating", "movie(rating, id, year, genres, votes, mpaa)"),
        ("movie_by_votes", "movie(votes, id, year, genres, rating, mpaa)"),
        ("movie_by_length", "movie(minutes, id, year, genres, votes, rating, mpaa)"),
        ("movie_by_budget", "movie(budget, id, year, genres, votes, rating, mpaa)"),
    ]

    static var createMovieIndexes: String {
        movieIndexes.map { "CREATE INDEX \($0.name) ON \($0.definition);" }.joined(separator: "\n")
    }

    static var dropMovieIndexes: String {
        movieIndexes.map { "DROP INDEX IF EXISTS \($0.name);" }.joined(separator: "\n")
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1 catalog") { db in
            try db.execute(
                sql: """
                    CREATE TABLE movie (
                        id INTEGER PRIMARY KEY,
                        title TEXT NOT NULL,
                        display_title TEXT NOT NULL,
                        sort_title TEXT NOT NULL,
                        year INTEGER NOT NULL,
                        minutes INTEGER NOT NULL,
                        budget INTEGER,
                        rating REAL NOT NULL,
                        votes INTEGER NOT NULL,
                        r1 REAL NOT NULL, r2 REAL NOT NULL, r3 REAL NOT NULL, r4 REAL NOT NULL, r5 REAL NOT NULL,
                        r6 REAL NOT NULL, r7 REAL NOT NULL, r8 REAL NOT NULL, r9 REAL NOT NULL, r10 REAL NOT NULL,
                        mpaa TEXT,
                        genres INTEGER NOT NULL
                    );
                    CREATE VIRTUAL TABLE movie_fts USING fts5(
                        title, content = '', tokenize = 'unicode61 remove_diacritics 2'
                    );
                    CREATE TABLE catalog_import (
                        id INTEGER PRIMARY KEY CHECK (id = 1),
                        imported_at INTEGER NOT NULL,
                        source TEXT NOT NULL,
                        movie_count INTEGER NOT NULL,
                        skipped_count INTEGER NOT NULL,
                        known_budget_count INTEGER NOT NULL
                    );
                    """)
            try db.execute(
                sql: version1Indexes.map { "CREATE INDEX \($0.name) ON \($0.definition);" }.joined(separator: "\n"))
        }
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
            try db.execute(
                sql: """
                    ALTER TABLE movie ADD COLUMN weighted_rating REAL NOT NULL DEFAULT 0;
                    ALTER TABLE movie ADD COLUMN spread REAL;
                    """)
            try DerivedColumns.updateSpread(db)
            try DerivedColumns.updateWeightedRating(db)
            try db.execute(sql: version1Indexes.map { "DROP INDEX IF EXISTS \($0.name);" }.joined(separator: "\n"))
            try db.execute(
                sql: version3Indexes.map { "CREATE INDEX \($0.name) ON \($0.definition);" }.joined(separator: "\n"))
        }
        migrator.registerMigration("v4 imdb") { db in
            // IMDb's datasets: a movie gains its IMDb id, and its running time and votes by stars
            // become optional (IMDb has no votes by stars, and not every title a running time);
            // SQLite cannot drop NOT NULL in place, so the table is rebuilt with its rows. Genres
            // keep their seven bits and gain 21 more (see Genres.all). People and credits are
            // catalog tables, rewritten by each import; the watchlist gains what re-links an entry
            // after a catalog switch: the IMDb id, the title and the year.
            try db.execute(
                sql: """
                    CREATE TABLE movie_v4 (
                        id INTEGER PRIMARY KEY,
                        imdb_id INTEGER,
                        title TEXT NOT NULL,
                        display_title TEXT NOT NULL,
                        sort_title TEXT NOT NULL,
                        year INTEGER NOT NULL,
                        minutes INTEGER,
                        budget INTEGER,
                        rating REAL NOT NULL,
                        votes INTEGER NOT NULL,
                        r1 REAL, r2 REAL, r3 REAL, r4 REAL, r5 REAL, r6 REAL, r7 REAL, r8 REAL, r9 REAL, r10 REAL,
                        mpaa TEXT,
                        genres INTEGER NOT NULL,
                        weighted_rating REAL NOT NULL DEFAULT 0,
                        spread REAL
                    );
                    INSERT INTO movie_v4 (id, title, display_title, sort_title, year, minutes, budget, rating, votes,
                        r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, mpaa, genres, weighted_rating, spread)
                    SELECT id, title, display_title, sort_title, year, minutes, budget, rating, votes,
                        r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, mpaa, genres, weighted_rating, spread FROM movie;
                    DROP TABLE movie;
                    ALTER TABLE movie_v4 RENAME TO movie;
                    CREATE TABLE person (
                        id INTEGER PRIMARY KEY,
                        name TEXT NOT NULL,
                        birth_year INTEGER,
                        death_year INTEGER,
                        professions TEXT NOT NULL DEFAULT ''
                    );
                    CREATE VIRTUAL TABLE person_fts USING fts5(
                        name, content = '', tokenize = 'unicode61 remove_diacritics 2'
                    );
                    CREATE TABLE credit (
                        movie_id INTEGER NOT NULL,
                        ordering INTEGER NOT NULL,
                        person_id INTEGER NOT NULL,
                        category TEXT NOT NULL,
                        job TEXT,
                        characters TEXT,
                        PRIMARY KEY (movie_id, ordering, person_id, category)
                    ) WITHOUT ROWID;
                    CREATE INDEX credit_by_person ON credit(person_id, movie_id);
                    ALTER TABLE catalog_import ADD COLUMN kind TEXT NOT NULL DEFAULT 'csv';
                    ALTER TABLE catalog_import ADD COLUMN person_count INTEGER NOT NULL DEFAULT 0;
                    ALTER TABLE catalog_import ADD COLUMN credit_count INTEGER NOT NULL DEFAULT 0;
                    ALTER TABLE watchlist ADD COLUMN imdb_id INTEGER;
                    ALTER TABLE watchlist ADD COLUMN title TEXT;
                    ALTER TABLE watchlist ADD COLUMN year INTEGER;
                    UPDATE watchlist SET title = (SELECT display_title FROM movie WHERE movie.id = watchlist.movie_id),
                        year = (SELECT year FROM movie WHERE movie.id = watchlist.movie_id);
                    """)
            try db.execute(sql: createMovieIndexes)
        }
        migrator.registerMigration("v5 search sets") { db in
            // Prefix indexes of one to three letters for the search tables, and what SearchBitmaps
            // stores per catalog: the filter columns as blobs, and the matches of the words many
            // titles match. A contentless table cannot gain an option: both are created again.
            try db.execute(
                sql: """
                    DROP TABLE movie_fts;
                    CREATE VIRTUAL TABLE movie_fts USING fts5(
                        title, content = '', tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'
                    );
                    INSERT INTO movie_fts (rowid, title) SELECT id, display_title FROM movie;
                    DROP TABLE person_fts;
                    CREATE VIRTUAL TABLE person_fts USING fts5(
                        name, content = '', tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'
                    );
                    INSERT INTO person_fts (rowid, name) SELECT id, name FROM person;
                    CREATE TABLE catalog_column (
                        name TEXT PRIMARY KEY,
                        count INTEGER NOT NULL,
                        data BLOB NOT NULL
                    );
                    CREATE TABLE search_bitmap (
                        term TEXT NOT NULL,
                        whole INTEGER NOT NULL,
                        bits BLOB NOT NULL,
                        PRIMARY KEY (term, whole)
                    );
                    """)
            try SearchBitmaps.rebuild(db)
        }
        migrator.registerMigration("v6 people by credits") { db in
            // Each person's number of credits, stored, and the people in that order: a name search
            // that many people match (`@j`: 365,000 of 2.1 M) walks this index instead of counting
            // every match's credits.
            try db.execute(sql: "ALTER TABLE person ADD COLUMN credit_count INTEGER NOT NULL DEFAULT 0")
            try db.execute(sql: IMDbImporter.countCredits)
            try db.execute(sql: IMDbImporter.peopleByCredits.create)
        }
        migrator.registerMigration("v7 order ranks") { db in
            // Each movie's rank in the orders the filter columns did not hold (title, budget, weighted
            // rating, spread), stored with them: a search in one of these orders picks its page in
            // memory instead of passing every match to SQLite to sort (OrderRanks).
            try SearchBitmaps.storeOrderRanks(db)
        }
        migrator.registerMigration("v8 letter sets") { db in
            // What a one-letter name finds: the movies crediting such a person in each role, and the
            // most credited such people (LetterSets).
            try db.execute(
                sql: """
                    CREATE TABLE letter_set (
                        kind TEXT NOT NULL,
                        letter TEXT NOT NULL,
                        data BLOB NOT NULL,
                        PRIMARY KEY (kind, letter)
                    );
                    """)
            try LetterSets.rebuild(db)
        }
        return migrator
    }
}
