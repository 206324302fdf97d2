import GRDB
import MovieCatalog

/// Re-links the watchlist to the catalog just written, inside the import's transaction.
///
/// Movie ids belong to a catalog: the CSV's row ids and IMDb's tconst numbers collide and name
/// different movies. So every entry keeps the movie's IMDb id, title and year, and after each import
/// every entry is matched again, strongest match first:
///
/// 1. by IMDb id, when the entry knows it;
/// 2. to the id it already has, when the movie there has the entry's title and year (a re-import of
///    the same catalog, even one with two movies of the same title and year);
/// 3. by title and year (``TitleMatchKey``: case, diacritics, punctuation and the article-last form
///    "Godfather, The" are ignored), the lowest id first, never to a movie whose IMDb id differs from
///    the entry's.
///
/// A movie takes at most one entry. An entry without a match keeps its rating, note, dates, IMDb id,
/// title and year, and gets a negative id: never a movie's, and unique on the watchlist because each
/// new one is one below the lowest id there; an entry already unmatched keeps its negative id. A later
/// import that has the movie links it again. Nothing is deleted.
///
/// Both importers call ``run(_:)`` at the end of their write transaction, after the movies and their
/// indexes are written.
enum WatchlistRelink {
    /// What a re-link did.
    struct Outcome: Sendable, Hashable {
        /// Entries linked to a movie of the new catalog.
        var linked = 0
        /// Entries the new catalog has no movie for.
        var unmatched = 0
    }

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

    /// Matches every watchlist entry against the `movie` table and rewrites the entries' movie ids,
    /// filling an entry's missing IMDb id, title and year from the movie it links to.
    ///
    /// - Parameter db: A connection inside the import's write transaction.
    /// - Returns: How many entries were linked and how many stay unmatched.
    /// - Throws: The database's error; the caller's transaction then rolls back.
    @discardableResult
    static func run(_ db: Database) throws -> Outcome {
        var entries = try Row.fetchAll(
            db, sql: "SELECT movie_id, imdb_id, title, year FROM library.watchlist ORDER BY added_at, movie_id"
        ).map { row in
            let title: String? = row[2]
            return Entry(
                movieID: row[0], imdbID: row[1], title: title, year: row[3], key: title.map(TitleMatchKey.of))
        }
        guard !entries.isEmpty else { return Outcome() }
        var taken = Set<Int>()
        var movies: [Int: Candidate] = [:]

        // 1. By IMDb id.
        for index in entries.indices {
            guard let imdbID = entries[index].imdbID,
                let row = try Row.fetchOne(
                    db, sql: "SELECT id, imdb_id, title, year FROM movie WHERE imdb_id = ? ORDER BY id LIMIT 1",
                    arguments: [imdbID])
            else { continue }
            let movie = candidate(row)
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

    private static func candidate(_ row: Row) -> Candidate {
        Candidate(id: row[0], imdbID: row[1], title: MovieTitle(catalog: row[2]).display, year: row[3])
    }

    /// Moves every entry whose id changes to a free temporary id, then to its final id, so that no
    /// two entries share an id at any step (the id is the table's primary key).
    private static func write(_ entries: [Entry], movies: [Int: Candidate], _ db: Database) throws -> Outcome {
        var outcome = Outcome()
        let lowest = min(0, entries.map(\.movieID).min() ?? 0)
        var nextUnmatched = lowest - 1
        var finals: [(entry: Entry, id: Int)] = []
        for entry in entries {
            if let target = entry.target {
                outcome.linked += 1
                finals.append((entry, target))
            } else {
                outcome.unmatched += 1
                if entry.movieID < 0 {
                    finals.append((entry, entry.movieID))
                } else {
                    finals.append((entry, nextUnmatched))
                    nextUnmatched -= 1
                }
            }
        }
        var temporary = nextUnmatched - 1
        var moved: [(temporary: Int, entry: Entry, id: Int)] = []
        for (entry, id) in finals where id != entry.movieID {
            try db.execute(
                sql: "UPDATE library.watchlist SET movie_id = ? WHERE movie_id = ?", arguments: [temporary, entry.movieID])
            moved.append((temporary, entry, id))
            temporary -= 1
        }
        for (temporary, _, id) in moved {
            try db.execute(sql: "UPDATE library.watchlist SET movie_id = ? WHERE movie_id = ?", arguments: [id, temporary])
        }
        for (entry, id) in finals {
            guard let movie = movies[id] else { continue }
            if entry.imdbID == nil && movie.imdbID != nil || entry.title == nil || entry.year == nil {
                try db.execute(
                    sql: """
                        UPDATE library.watchlist SET imdb_id = COALESCE(imdb_id, ?), title = COALESCE(title, ?),
                            year = COALESCE(year, ?)
                        WHERE movie_id = ?
                        """,
                    arguments: [movie.imdbID, movie.title, movie.year, id])
            }
        }
        return outcome
    }
}
