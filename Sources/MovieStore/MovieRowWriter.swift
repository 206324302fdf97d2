import GRDB

/// The two prepared statements an import runs for every movie: the row and its search entry.
struct MovieRowWriter {
    private let movie: Statement
    private let search: Statement

    init(_ db: Database) throws {
        movie = try db.makeStatement(sql: """
            INSERT INTO movie (id, title, display_title, sort_title, year, minutes, budget, rating, votes,
                r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, mpaa, genres)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        search = try db.makeStatement(sql: "INSERT INTO movie_fts (rowid, title) VALUES (?, ?)")
    }

    mutating func insert(_ row: CatalogRow) throws {
        var values: [(any DatabaseValueConvertible)?] = [
            row.id, row.title.catalog, row.title.display, row.title.sortKey, row.year, row.minutes, row.budget,
            row.rating, row.votes,
        ]
        values += row.shares.map { $0 as (any DatabaseValueConvertible)? }
        values.append(row.mpaa?.rawValue)
        values.append(row.genres.rawValue)
        try movie.execute(arguments: StatementArguments(values))
        try search.execute(arguments: [row.id, row.title.display])
    }
}
