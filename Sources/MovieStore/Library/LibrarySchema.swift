import GRDB

/// The schema of the user's library file (`library.sqlite`), as frozen SQL per version.
///
/// The library holds only what belongs to the user: the watchlist, the diary's viewings and their
/// tags, lists and their entries, and the rows of an import waiting for review. No table has a
/// foreign key to the catalog: every row keeps the movie's IMDb id, title and year beside its
/// catalog id, so a catalog can be rebuilt, replaced or read-only and the rows re-link to it
/// (``LibraryRelink``). Like ``CatalogSchema``, each migration is literal SQL and calls no
/// application code. The library's migrations run on a connection to the library file itself,
/// before the catalog attaches it as `library`, so the two files keep their own migration records.
enum LibrarySchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1 library") { db in try db.execute(sql: version1) }
        return migrator
    }

    /// Version 1: the watchlist as the catalog kept it (moved here once, see ``LibraryFile``), the diary,
    /// lists, and the import review.
    static let version1 = """
        CREATE TABLE watchlist (
            movie_id INTEGER PRIMARY KEY,
            added_at INTEGER NOT NULL,
            updated_at INTEGER NOT NULL,
            personal_rating INTEGER CHECK (personal_rating BETWEEN 1 AND 10),
            note TEXT,
            imdb_id INTEGER,
            title TEXT,
            year INTEGER
        );
        CREATE INDEX watchlist_by_added ON watchlist(added_at, movie_id);
        CREATE TABLE viewing (
            id INTEGER PRIMARY KEY,
            movie_id INTEGER NOT NULL,
            imdb_id INTEGER,
            title TEXT,
            year INTEGER,
            watched_on TEXT CHECK (watched_on IS NULL OR watched_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
            rating INTEGER CHECK (rating BETWEEN 1 AND 10),
            rewatch INTEGER NOT NULL DEFAULT 0 CHECK (rewatch IN (0, 1)),
            note TEXT,
            logged_at INTEGER NOT NULL,
            source_key TEXT UNIQUE
        );
        CREATE INDEX viewing_by_movie ON viewing(movie_id, watched_on, logged_at);
        CREATE INDEX viewing_by_day ON viewing(watched_on, logged_at) WHERE watched_on IS NOT NULL;
        CREATE TABLE viewing_tag (
            viewing_id INTEGER NOT NULL REFERENCES viewing(id) ON DELETE CASCADE,
            tag TEXT NOT NULL,
            place INTEGER NOT NULL,
            PRIMARY KEY (viewing_id, tag)
        ) WITHOUT ROWID;
        CREATE INDEX viewing_tag_by_tag ON viewing_tag(tag, viewing_id);
        CREATE TABLE list (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE COLLATE NOCASE,
            description TEXT,
            ranked INTEGER NOT NULL DEFAULT 0 CHECK (ranked IN (0, 1)),
            smart_query TEXT,
            created_at INTEGER NOT NULL,
            updated_at INTEGER NOT NULL
        );
        CREATE TABLE list_entry (
            list_id INTEGER NOT NULL REFERENCES list(id) ON DELETE CASCADE,
            movie_id INTEGER NOT NULL,
            position INTEGER NOT NULL,
            imdb_id INTEGER,
            title TEXT,
            year INTEGER,
            note TEXT,
            added_at INTEGER NOT NULL,
            PRIMARY KEY (list_id, movie_id)
        ) WITHOUT ROWID;
        CREATE INDEX list_entry_by_position ON list_entry(list_id, position);
        CREATE INDEX list_entry_by_movie ON list_entry(movie_id);
        CREATE TABLE import_pending (
            id INTEGER PRIMARY KEY,
            source TEXT NOT NULL,
            record TEXT NOT NULL,
            source_key TEXT NOT NULL UNIQUE,
            created_at INTEGER NOT NULL
        );
        CREATE TABLE library_note (
            key TEXT PRIMARY KEY,
            value TEXT NOT NULL
        );
        """
}
