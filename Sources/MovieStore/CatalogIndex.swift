/// An index of the catalog tables as the latest schema has it: the one description the importers use
/// (they drop the indexes before their bulk inserts and create them again after) and a test holds
/// against a fresh database's `sqlite_master`.
///
/// The migrations keep their own literal text of the indexes they created (``CatalogSchema``): an old
/// migration must do what it did when it shipped, whatever this list becomes. A change here comes with
/// a migration that makes an existing catalog's indexes the same.
struct CatalogIndex: Sendable, Hashable {
    /// The index's name.
    let name: String
    /// The table and its key columns: `movie(year, id, ...)`.
    let definition: String

    /// The statement that creates it.
    var create: String { "CREATE INDEX \(name) ON \(definition);" }

    /// The statement that drops it, if it exists.
    var drop: String { "DROP INDEX IF EXISTS \(name);" }

    /// The indexes of `movie`: one per sort field, ordered by the field then the id (the tie-break of
    /// every sort), each carrying the filter columns, so a page walks an index, skipping the movies its
    /// filters reject, and reads only the rows it returns; `movie_by_year` also counts matches. Then
    /// the IMDb id, which re-links the watchlist.
    ///
    /// An import drops them, inserts the rows, and creates them again: building an index from sorted
    /// rows once is faster than updating it 58,788 times.
    static let movie: [CatalogIndex] = [
        CatalogIndex(
            name: "movie_by_title", definition: "movie(sort_title, id, year, genres, votes, rating, mpaa, minutes)"),
        CatalogIndex(name: "movie_by_year", definition: "movie(year, id, genres, votes, rating, mpaa, minutes)"),
        CatalogIndex(name: "movie_by_rating", definition: "movie(rating, id, year, genres, votes, mpaa, minutes)"),
        CatalogIndex(name: "movie_by_votes", definition: "movie(votes, id, year, genres, rating, mpaa, minutes)"),
        CatalogIndex(name: "movie_by_length", definition: "movie(minutes, id, year, genres, votes, rating, mpaa)"),
        CatalogIndex(
            name: "movie_by_budget", definition: "movie(budget, id, year, genres, votes, rating, mpaa, minutes)"),
        CatalogIndex(
            name: "movie_by_weighted",
            definition: "movie(weighted_rating, id, year, genres, votes, rating, mpaa, minutes)"),
        CatalogIndex(
            name: "movie_by_spread", definition: "movie(spread, id, year, genres, votes, rating, mpaa, minutes)"),
        CatalogIndex(name: "movie_by_imdb", definition: "movie(imdb_id)"),
    ]

    /// A person's credits (filmographies, people terms, the credit counts).
    static let creditsByPerson = CatalogIndex(name: "credit_by_person", definition: "credit(person_id, movie_id)")

    /// The people, most credited first (the `@name` search when many names match); built on
    /// `person.credit_count`, so after the counts.
    static let peopleByCredits = CatalogIndex(
        name: "person_by_credits", definition: "person(credit_count DESC, name, id)")

    /// A series' episodes in broadcast order.
    static let episodeBySeries = CatalogIndex(
        name: "episode_by_series", definition: "episode(series_id, season, number, id)")

    /// Every index of the catalog tables.
    static let all = movie + [creditsByPerson, peopleByCredits, episodeBySeries]

    /// The statements that create `indexes`, one a line.
    static func create(_ indexes: [CatalogIndex]) -> String {
        indexes.map(\.create).joined(separator: "\n")
    }

    /// The statements that drop `indexes`, one a line.
    static func drop(_ indexes: [CatalogIndex]) -> String {
        indexes.map(\.drop).joined(separator: "\n")
    }
}
