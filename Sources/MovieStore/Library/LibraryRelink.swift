import GRDB
import MovieCatalog

/// Re-links the user's library (the watchlist, the diary's viewings and the lists' entries) to the
/// catalog just written, inside the import's transaction.
///
/// Movie ids belong to a catalog: the CSV's row ids and IMDb's tconst numbers collide and name
/// different movies. So every row keeps the movie's IMDb id, title and year, and after each import
/// every movie the library names is matched again, strongest match first:
///
/// 1. by IMDb id, when the library knows it: a movie's, else an episode's (an episode is named by its
///    IMDb id, so it follows its series across imports and never becomes "not in catalog" while the
///    catalog keeps it);
/// 2. to the id it already has, when the movie there has the row's title and year (a re-import of
///    the same catalog, even one with two movies of the same title and year);
/// 3. by title and year (``TitleMatchKey``: case, diacritics, punctuation and the article-last form
///    "Godfather, The" are ignored), the lowest id first, never to a movie whose IMDb id differs from
///    the row's.
///
/// The movies are matched once for the three tables (the watchlist's first, in the order added), so
/// a movie's viewings, entries and watchlist entry keep one id. A movie takes at most one of the
/// library's ids. One without a match keeps its rows with their IMDb id, title and year, under a
/// negative id: never a movie's, and unique because each new one is one below the lowest id the
/// library holds; one already unmatched keeps its negative id. A later import that has the movie links
/// it again. Nothing is deleted.
///
/// Both importers call ``run(_:)`` at the end of their write transaction, after the movies and their
/// indexes are written.
enum LibraryRelink {
    /// What a re-link did to the watchlist (what the import's report counts).
    struct Outcome: Sendable, Hashable {
        /// Watchlist entries linked to a movie of the new catalog.
        var linked = 0
        /// Watchlist entries the new catalog has no movie for.
        var unmatched = 0
    }

    /// The library's tables that name movies, each with the column ordering its movies (oldest first).
    static let tables: [(name: String, order: String)] = [
        ("watchlist", "added_at, movie_id"), ("viewing", "logged_at, id"), ("list_entry", "added_at, list_id"),
    ]

    private struct Entry {
        let movieID: Int
        var imdbID: Int?
        var title: String?
        var year: Int?
        var key: String?
        var target: Int?
    }

    private struct Candidate {
        let id: Int
        let imdbID: Int?
        let title: String
        let year: Int
    }

    /// Matches every movie the library names against the `movie` table and rewrites the rows' movie
    /// ids, filling a row's missing IMDb id, title and year from the movie it links to.
    ///
    /// - Parameter db: A connection inside the import's write transaction.
    /// - Returns: How many watchlist entries were linked and how many stay unmatched.
    /// - Throws: The database's error; the caller's transaction then rolls back.
    @discardableResult
    static func run(_ db: Database) throws -> Outcome {
        var entries = try libraryMovies(db)
        guard !entries.isEmpty else { return Outcome() }
        var taken = Set<Int>()
        var movies: [Int: Candidate] = [:]

        // 1. By IMDb id, a movie's or else an episode's.
        for index in entries.indices {
            guard let imdbID = entries[index].imdbID else { continue }
            let row = try Row.fetchOne(
                db, sql: "SELECT id, imdb_id, title, year FROM movie WHERE imdb_id = ? ORDER BY id LIMIT 1",
                arguments: [imdbID])
            guard let movie = try row.map(candidate) ?? episode(imdbID, db) else { continue }
            if taken.insert(movie.id).inserted {
                entries[index].target = movie.id
                movies[movie.id] = movie
            }
        }
        // 2. The id it has, when that movie is the same title and year.
        for index in entries.indices where entries[index].target == nil && entries[index].movieID > 0 {
            let entry = entries[index]
            guard !taken.contains(entry.movieID), let key = entry.key, let year = entry.year,
                let row = try Row.fetchOne(
                    db, sql: "SELECT id, imdb_id, title, year FROM movie WHERE id = ?", arguments: [entry.movieID])
            else { continue }
            let movie = candidate(row)
            if movie.year == year, TitleMatchKey.of(movie.title) == key, compatible(entry, movie) {
                taken.insert(movie.id)
                entries[index].target = movie.id
                movies[movie.id] = movie
            }
        }
        // 3. By title and year, one query per year.
        let years = Set(entries.compactMap { $0.target == nil && $0.key != nil ? $0.year : nil })
        for year in years.sorted() {
            var byKey: [String: [Candidate]] = [:]
            let rows = try Row.fetchCursor(
                db, sql: "SELECT id, imdb_id, title, year FROM movie WHERE year = ? ORDER BY id", arguments: [year])
            while let row = try rows.next() {
                let movie = candidate(row)
                byKey[TitleMatchKey.of(movie.title), default: []].append(movie)
            }
            for index in entries.indices where entries[index].target == nil && entries[index].year == year {
                guard let key = entries[index].key,
                    let movie = byKey[key]?.first(where: { !taken.contains($0.id) && compatible(entries[index], $0) })
                else { continue }
                taken.insert(movie.id)
                entries[index].target = movie.id
                movies[movie.id] = movie
            }
        }
        return try write(entries, movies: movies, db)
    }

    /// Whether an entry and a movie may be the same film: their IMDb ids agree or one is unknown.
    private static func compatible(_ entry: Entry, _ movie: Candidate) -> Bool {
        entry.imdbID == nil || movie.imdbID == nil || entry.imdbID == movie.imdbID
    }

    /// The episode whose IMDb id is `imdbID` (its id), as a candidate titled as ``EpisodeRow`` titles it.
    private static func episode(_ imdbID: Int, _ db: Database) throws -> Candidate? {
        try EpisodeRow.kept(db, id: imdbID).map {
            Candidate(id: $0.imdbID, imdbID: $0.imdbID, title: $0.title, year: $0.year ?? 0)
        }
    }

    private static func candidate(_ row: Row) -> Candidate {
        Candidate(id: row[0], imdbID: row[1], title: MovieTitle(catalog: row[2]).display, year: row[3])
    }

    /// Every movie the library names, once, in the order of ``tables``: its id, and the IMDb id, title
    /// and year its rows keep (the first row knowing each).
    private static func libraryMovies(_ db: Database) throws -> [Entry] {
        var entries: [Entry] = []
        var places: [Int: Int] = [:]
        for table in tables {
            let rows = try Row.fetchCursor(
                db, sql: "SELECT movie_id, imdb_id, title, year FROM library.\(table.name) ORDER BY \(table.order)")
            while let row = try rows.next() {
                let movieID: Int = row[0]
                guard let place = places[movieID] else {
                    places[movieID] = entries.count
                    let title: String? = row[2]
                    entries.append(
                        Entry(
                            movieID: movieID, imdbID: row[1], title: title, year: row[3],
                            key: title.map(TitleMatchKey.of)))
                    continue
                }
                if entries[place].imdbID == nil { entries[place].imdbID = row[1] }
                if entries[place].title == nil {
                    entries[place].title = row[2]
                    entries[place].key = entries[place].title.map(TitleMatchKey.of)
                }
                if entries[place].year == nil { entries[place].year = row[3] }
            }
        }
        return entries
    }

    /// Gives every movie its final id in the three tables, through a temporary id below every other
    /// (each table keys its rows by movie id), and fills the rows' missing IMDb id, title and year.
    private static func write(_ entries: [Entry], movies: [Int: Candidate], _ db: Database) throws -> Outcome {
        let lowest = min(0, entries.map(\.movieID).min() ?? 0)
        var nextUnmatched = lowest - 1
        var finals: [Int: Int] = [:]
        for entry in entries {
            if let target = entry.target {
                finals[entry.movieID] = target
            } else if entry.movieID < 0 {
                finals[entry.movieID] = entry.movieID
            } else {
                finals[entry.movieID] = nextUnmatched
                nextUnmatched -= 1
            }
        }
        try db.execute(
            sql: """
                CREATE TEMP TABLE library_relink (
                    old INTEGER PRIMARY KEY, temporary INTEGER NOT NULL UNIQUE, new INTEGER NOT NULL UNIQUE,
                    imdb_id INTEGER, title TEXT, year INTEGER)
                """)
        defer { try? db.execute(sql: "DROP TABLE IF EXISTS temp.library_relink") }
        var temporary = nextUnmatched - 1
        for entry in entries {
            guard let id = finals[entry.movieID] else { continue }
            let movie = movies[id]
            try db.execute(
                sql: "INSERT INTO temp.library_relink VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [entry.movieID, temporary, id, movie?.imdbID, movie?.title, movie?.year])
            temporary -= 1
        }
        for table in tables.map(\.name) {
            try db.execute(
                sql: """
                    UPDATE library.\(table)
                    SET movie_id = (SELECT temporary FROM temp.library_relink WHERE old = \(table).movie_id)
                    WHERE movie_id IN (SELECT old FROM temp.library_relink WHERE old != new);
                    UPDATE library.\(table)
                    SET movie_id = (SELECT new FROM temp.library_relink WHERE temporary = \(table).movie_id)
                    WHERE movie_id IN (SELECT temporary FROM temp.library_relink);
                    UPDATE library.\(table) SET
                        imdb_id = COALESCE(imdb_id, (SELECT imdb_id FROM temp.library_relink WHERE new = movie_id)),
                        title = COALESCE(title, (SELECT title FROM temp.library_relink WHERE new = movie_id)),
                        year = COALESCE(year, (SELECT year FROM temp.library_relink WHERE new = movie_id))
                    WHERE (imdb_id IS NULL OR title IS NULL OR year IS NULL)
                        AND movie_id IN (SELECT new FROM temp.library_relink WHERE title IS NOT NULL);
                    """)
        }
        var outcome = Outcome()
        for id in try Int.fetchAll(db, sql: "SELECT movie_id FROM library.watchlist") {
            if id > 0 { outcome.linked += 1 } else { outcome.unmatched += 1 }
        }
        return outcome
    }
}
