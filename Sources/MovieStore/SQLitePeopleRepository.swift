import Foundation
import GRDB
import MovieCatalog

/// The ``PeopleRepository`` over a ``CatalogDatabase``: the `person`, `person_fts` and `credit`
/// tables an IMDb import fills (a CSV import leaves them empty, and every answer is then empty).
///
/// Every call is one read transaction on an index: a movie's credits walk the `credit` primary key,
/// a filmography `credit_by_person`, a name search `person_fts`.
public struct SQLitePeopleRepository: PeopleRepository {
    /// The database read from.
    public let database: CatalogDatabase

    /// Creates a repository reading from `database`.
    ///
    /// - Parameter database: An open catalog database.
    public init(database: CatalogDatabase) {
        self.database = database
    }

    /// The credits of movie `movieID`, in billing order.
    ///
    /// - Parameter movieID: The catalog id of the movie.
    /// - Throws: ``CatalogError`` when storage fails.
    public func credits(movieID: Int) throws(CatalogError) -> MovieCredits {
        let rows = try database.read { db in
            try Row.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT credit.person_id, person.name, credit.category, credit.characters
                        FROM credit LEFT JOIN person ON person.id = credit.person_id
                        WHERE credit.movie_id = ? ORDER BY credit.ordering, credit.person_id
                        """), arguments: [movieID])
        }
        var directors: [PersonName] = []
        var writers: [PersonName] = []
        var cast: [CastMember] = []
        var crew: [(category: CreditCategory, people: [PersonName])] = []
        for row in rows {
            let name = PersonName(id: PersonID(row[0]), name: row[1])
            let category = CreditCategory(row[2])
            switch category {
            case .director:
                if !directors.contains(name) { directors.append(name) }
            case .writer:
                if !writers.contains(name) { writers.append(name) }
            case let category where category.isCast:
                cast.append(
                    CastMember(person: name, category: category, characters: Self.characters(row[3])))
            default:
                if let index = crew.firstIndex(where: { $0.category == category }) {
                    if !crew[index].people.contains(name) { crew[index].people.append(name) }
                } else {
                    crew.append((category, [name]))
                }
            }
        }
        return MovieCredits(directors: directors, writers: writers, cast: cast, crew: crew)
    }

    /// The person with id `id`, or `nil` when the catalog has none.
    ///
    /// - Parameter id: The IMDb person id.
    /// - Throws: ``CatalogError`` when storage fails.
    public func person(id: PersonID) throws(CatalogError) -> Person? {
        try database.read { db in
            try Row.fetchOne(
                db.cachedStatement(
                    sql: "SELECT id, name, birth_year, death_year, professions FROM person WHERE id = ?"),
                arguments: [id.number]
            ).map(Self.person)
        }
    }

    /// A person's credits: the category and the characters, then the movie's columns from
    /// ``filmographyMovieStart`` (``Movie/columns``, which ``Movie/init(row:from:)`` decodes).
    static let filmographySelect = """
        SELECT credit.category, credit.characters, \(Movie.columns)
        FROM credit JOIN movie ON movie.id = credit.movie_id
        WHERE credit.person_id = ?
        ORDER BY movie.year DESC, movie.sort_title, movie.id, credit.ordering
        """
    /// Where the movie's columns start in a row of ``filmographySelect``.
    static let filmographyMovieStart = 2

    /// Every credit of person `id`: newest first, then by title; one line per movie and category.
    ///
    /// - Parameter id: The IMDb person id.
    /// - Throws: ``CatalogError`` when storage fails.
    public func filmography(of id: PersonID) throws(CatalogError) -> [FilmographyCredit] {
        try database.read { db in
            let rows = try Row.fetchAll(db.cachedStatement(sql: Self.filmographySelect), arguments: [id.number])
            struct Credit: Hashable {
                let movie: Int
                let category: CreditCategory
            }
            var seen = Set<Credit>()
            var credits: [FilmographyCredit] = []
            credits.reserveCapacity(rows.count)
            for row in rows {
                let category = CreditCategory(row[0])
                let movie = Movie(row: row, from: Self.filmographyMovieStart)
                guard seen.insert(Credit(movie: movie.id, category: category)).inserted else { continue }
                credits.append(
                    FilmographyCredit(movie: movie, category: category, characters: Self.characters(row[1])))
            }
            return credits
        }
    }

    /// People whose name has a word starting with each of `words`, most credited first.
    ///
    /// - Parameter words: Word prefixes; empty matches no one.
    /// - Parameter limit: The largest number of people returned.
    /// - Throws: ``CatalogError`` when storage fails.
    public func people(matching words: [String], limit: Int) throws(CatalogError) -> [PersonMatch] {
        let stored = try database.read { db -> [PersonMatch]? in
            let words = SearchText(words.joined(separator: " ")).words
            guard let ids = try LetterSets.people(db, matching: words, limit: limit) else { return nil }
            return try Self.people(db, ids: ids)
        }
        if let stored { return stored }
        return try people(matching: words, limit: limit, walkAbove: Self.walkThreshold)
    }

    /// Above this many matching names, the people are read in credit order and kept when they match;
    /// at or below it, the matches are read and sorted.
    static let walkThreshold = 2_000

    /// ``people(matching:limit:)`` with the strategy's threshold given (the tests try both).
    ///
    /// Either way the order is the stored credit count, then the name and the id. A letter that many
    /// names begin with has its most credited people stored at import (``LetterSets``). Many matches (`@j`:
    /// 365,000 of 2.1 M people) would be read one by one to be sorted; walking the people in that
    /// order (the `person_by_credits` index) finds the first 200 at once. Few matches are read
    /// directly: walking would pass most of the index before finding them.
    func people(
        matching words: [String], limit: Int, walkAbove threshold: Int
    ) throws(CatalogError)
        -> [PersonMatch]
    {
        guard let match = SearchText(words.joined(separator: " ")).matchExpression, limit > 0 else { return [] }
        return try database.read { db in
            let matches =
                try Int.fetchOne(
                    db.cachedStatement(sql: "SELECT COUNT(*) FROM person_fts WHERE person_fts MATCH ?"),
                    arguments: [match]) ?? 0
            let access = matches > threshold ? "INDEXED BY person_by_credits" : "NOT INDEXED"
            return try Row.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT id, name, birth_year, death_year, professions, credit_count
                        FROM person \(access)
                        WHERE id IN (SELECT rowid FROM person_fts WHERE person_fts MATCH ?)
                        ORDER BY credit_count DESC, name, id LIMIT ?
                        """), arguments: [match, limit]
            ).map { PersonMatch(person: Self.person($0), creditCount: $0[5]) }
        }
    }

    /// The movie or series with IMDb id `imdbID`, or, for an episode's id, its series (episodes are
    /// not rows of the table: they are reached through their series); `nil` when the catalog has
    /// neither.
    ///
    /// - Parameter imdbID: The IMDb title id.
    /// - Throws: ``CatalogError`` when storage fails.
    public func movie(imdbID: IMDbID) throws(CatalogError) -> Movie? {
        try database.read { db in
            let title = try Row.fetchOne(
                db.cachedStatement(sql: "SELECT \(Movie.columns) FROM movie WHERE imdb_id = ? LIMIT 1"),
                arguments: [imdbID.number])
            // An episode's id is the number of its IMDb id; its series is a row of `movie`.
            let series =
                try title == nil && db.tableExists("episode")
                ? Row.fetchOne(
                    db.cachedStatement(
                        sql: """
                            SELECT \(Movie.columns) FROM movie
                            WHERE id = (SELECT series_id FROM episode WHERE id = ?)
                            """),
                    arguments: [imdbID.number]) : nil
            return (title ?? series).map { Movie(row: $0) }
        }
    }

    /// The people with `ids`, with their credit counts, in that order.
    private static func people(_ db: Database, ids: [Int]) throws -> [PersonMatch] {
        let rows = try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT id, name, birth_year, death_year, professions, credit_count
                    FROM person WHERE id IN (SELECT value FROM json_each(?))
                    """), arguments: ["[" + ids.map(String.init).joined(separator: ",") + "]"])
        let byID = Dictionary(rows.map { ($0[0] as Int, $0) }, uniquingKeysWith: { first, _ in first })
        return ids.compactMap { byID[$0] }.map { PersonMatch(person: Self.person($0), creditCount: $0[5]) }
    }

    private static func person(_ row: Row) -> Person {
        let professions: String = row[4]
        return Person(
            id: PersonID(row[0]), name: row[1], birthYear: row[2], deathYear: row[3],
            professions: professions.split(separator: ",").map(String.init))
    }

    /// The characters of a credit, stored as their names joined by U+001F (``CharacterNames``), or none.
    static func characters(_ text: String?) -> [String] {
        CharacterNames.names(text)
    }
}
