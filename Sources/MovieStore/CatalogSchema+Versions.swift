extension CatalogSchema {
    /// "v1 catalog": the movies of the shipped CSV, their full-text index, the import's record, and
    /// the first indexes (before the length filter and the derived sort columns).
    static let version1Catalog = """
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
        CREATE INDEX movie_by_title ON movie(sort_title, id, year, genres, votes, rating, mpaa);
        CREATE INDEX movie_by_year ON movie(year, id, genres, votes, rating, mpaa);
        CREATE INDEX movie_by_rating ON movie(rating, id, year, genres, votes, mpaa);
        CREATE INDEX movie_by_votes ON movie(votes, id, year, genres, rating, mpaa);
        CREATE INDEX movie_by_length ON movie(minutes, id, year, genres, votes, rating, mpaa);
        CREATE INDEX movie_by_budget ON movie(budget, id, year, genres, votes, rating, mpaa);
        """

    /// "v3 query columns": the weighted rating (1,000 prior votes at the catalog's mean rating) and
    /// the spread (`reel_v3_spread`, ``version3Spread(_:)``) of every movie, and the indexes again,
    /// carrying the running time and ordering the two new keys.
    static let version3QueryColumns = """
        ALTER TABLE movie ADD COLUMN weighted_rating REAL NOT NULL DEFAULT 0;
        ALTER TABLE movie ADD COLUMN spread REAL;
        UPDATE movie SET spread = reel_v3_spread(r1, r2, r3, r4, r5, r6, r7, r8, r9, r10);
        UPDATE movie SET weighted_rating =
            (votes * rating + 1000.0 * coalesce((SELECT AVG(rating) FROM movie), 0.0)) / (votes + 1000.0);
        DROP INDEX IF EXISTS movie_by_title;
        DROP INDEX IF EXISTS movie_by_year;
        DROP INDEX IF EXISTS movie_by_rating;
        DROP INDEX IF EXISTS movie_by_votes;
        DROP INDEX IF EXISTS movie_by_length;
        DROP INDEX IF EXISTS movie_by_budget;
        CREATE INDEX movie_by_title ON movie(sort_title, id, year, genres, votes, rating, mpaa, minutes);
        CREATE INDEX movie_by_year ON movie(year, id, genres, votes, rating, mpaa, minutes);
        CREATE INDEX movie_by_rating ON movie(rating, id, year, genres, votes, mpaa, minutes);
        CREATE INDEX movie_by_votes ON movie(votes, id, year, genres, rating, mpaa, minutes);
        CREATE INDEX movie_by_length ON movie(minutes, id, year, genres, votes, rating, mpaa);
        CREATE INDEX movie_by_budget ON movie(budget, id, year, genres, votes, rating, mpaa, minutes);
        CREATE INDEX movie_by_weighted ON movie(weighted_rating, id, year, genres, votes, rating, mpaa, minutes);
        CREATE INDEX movie_by_spread ON movie(spread, id, year, genres, votes, rating, mpaa, minutes);
        """

    /// The spread of "v3 query columns": the standard deviation of the ten shares' distribution, `nil`
    /// when they are all zero. Written out here as it was when the migration shipped: the app's
    /// `RatingSpread` may change, an old migration must not.
    static func version3Spread(_ shares: [Double]) -> Double? {
        guard shares.count == 10 else { return nil }
        let weights = shares.map { $0.isFinite ? max($0, 0) : 0 }
        let sum = weights.reduce(0, +)
        guard sum > 0 else { return nil }
        var mean = 0.0
        for (index, weight) in weights.enumerated() { mean += Double(index + 1) * weight / sum }
        var variance = 0.0
        for (index, weight) in weights.enumerated() {
            let distance = Double(index + 1) - mean
            variance += weight / sum * distance * distance
        }
        return variance.squareRoot()
    }

    /// "v4 imdb": IMDb's datasets. A movie gains its IMDb id, and its running time and votes by stars
    /// become optional (IMDb has no votes by stars, and not every title a running time); SQLite cannot
    /// drop NOT NULL in place, so the table is rebuilt with its rows (and its indexes, with the IMDb
    /// id's). Genres keep their seven bits and gain 21 more (see Genres.all). People and credits are
    /// catalog tables, rewritten by each import; the watchlist gains what re-links an entry after a
    /// catalog switch: the IMDb id, the title and the year.
    static let version4IMDb = """
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
        CREATE INDEX movie_by_title ON movie(sort_title, id, year, genres, votes, rating, mpaa, minutes);
        CREATE INDEX movie_by_year ON movie(year, id, genres, votes, rating, mpaa, minutes);
        CREATE INDEX movie_by_rating ON movie(rating, id, year, genres, votes, mpaa, minutes);
        CREATE INDEX movie_by_votes ON movie(votes, id, year, genres, rating, mpaa, minutes);
        CREATE INDEX movie_by_length ON movie(minutes, id, year, genres, votes, rating, mpaa);
        CREATE INDEX movie_by_budget ON movie(budget, id, year, genres, votes, rating, mpaa, minutes);
        CREATE INDEX movie_by_weighted ON movie(weighted_rating, id, year, genres, votes, rating, mpaa, minutes);
        CREATE INDEX movie_by_spread ON movie(spread, id, year, genres, votes, rating, mpaa, minutes);
        CREATE INDEX movie_by_imdb ON movie(imdb_id);
        """

    /// "v5 search sets": prefix indexes of one to three letters for the search tables (a contentless
    /// table cannot gain an option: both are created again), and the tables of what ``SearchBitmaps``
    /// stores per catalog, the filter columns as blobs and the matches of the words many titles match,
    /// created empty: ``CatalogCaches`` fills them after migrating.
    static let version5SearchSets = """
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
        """

    /// "v10 series": a title's kind (0 movie, 1 series, 2 mini-series, as `TitleKind` numbers them) and a
    /// series' last year (`NULL` while it runs) on `movie`, and the episodes of the series in a table
    /// of their own, so that they never enter the movie table's searches, filters and orders. An episode's
    /// id is the number of its IMDb id; season and number may be unknown, and repeat.
    static let version10Series = """
        ALTER TABLE movie ADD COLUMN kind INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE movie ADD COLUMN end_year INTEGER;
        CREATE TABLE episode (
            id INTEGER PRIMARY KEY,
            series_id INTEGER NOT NULL,
            season INTEGER,
            number INTEGER,
            title TEXT NOT NULL,
            year INTEGER,
            minutes INTEGER,
            rating REAL NOT NULL DEFAULT 0,
            votes INTEGER NOT NULL DEFAULT 0
        );
        CREATE INDEX episode_by_series ON episode(series_id, season, number, id);
        DELETE FROM catalog_column;
        DELETE FROM search_bitmap;
        """
}
