import GRDB
@testable import MovieStore

/// People and credits written straight into a test catalog's tables (as an IMDb import would
/// leave them) over the sample catalog's movies.
///
/// Francis Ford Coppola directed and wrote the three Godfathers; Sofia Coppola acts in Part III and,
/// for the tests, in Blade Runner; Al Pacino acts in the three, Marlon Brando in the first; George
/// Lucas directed and wrote Star Wars; Alejandro González Iñárritu directed Amores perros; Quentin
/// Tarantino directed, wrote and acts in Pulp Fiction.
enum SampleCredits {
    struct Person {
        let id: Int
        let name: String
        let born: Int?
        let died: Int?
        let professions: String
    }

    static let people = [
        Person(id: 338, name: "Francis Ford Coppola", born: 1939, died: nil, professions: "producer,director,writer"),
        Person(id: 1068, name: "Sofia Coppola", born: 1971, died: nil, professions: "writer,director,actress"),
        Person(id: 199, name: "Al Pacino", born: 1940, died: nil, professions: "actor,producer"),
        Person(id: 8, name: "Marlon Brando", born: 1924, died: 2004, professions: "actor,director"),
        Person(id: 184, name: "George Lucas", born: 1944, died: nil, professions: "producer,writer,director"),
        Person(id: 327_944, name: "Alejandro González Iñárritu", born: 1963, died: nil, professions: "director"),
        Person(id: 233, name: "Quentin Tarantino", born: 1963, died: nil, professions: "writer,director,actor"),
    ]

    /// `(movie, ordering, person, category, characters)`.
    static let credits: [(Int, Int, Int, String, String?)] = [
        (20545, 1, 8, "actor", "Don Vito Corleone"),
        (20545, 2, 199, "actor", "Michael Corleone"),
        (20545, 5, 338, "director", nil),
        (20545, 6, 338, "writer", nil),
        (20546, 1, 199, "actor", "Don Michael Corleone"),
        (20546, 5, 338, "director", nil),
        (20546, 6, 338, "writer", nil),
        (20547, 1, 199, "actor", "Don Michael Corleone"),
        (20547, 3, 1068, "actress", "Mary Corleone"),
        (20547, 5, 338, "director", nil),
        (20547, 6, 338, "writer", nil),
        (6088, 9, 1068, "actress", "Extra"),
        (48908, 5, 184, "director", nil),
        (48908, 6, 184, "writer", nil),
        (2321, 5, 327_944, "director", nil),
        (41662, 1, 233, "actor", "Jimmie"),
        (41662, 5, 233, "director", nil),
        (41662, 6, 233, "writer", nil),
    ]

    /// IMDb ids of some sample movies.
    static let imdbIDs = [20545: 68646, 20546: 71562, 48908: 76759]

    /// Writes the people, their credits and the IMDb ids into `database`.
    static func add(to database: CatalogDatabase) throws {
        try database.write { db in
            for person in people {
                try db.execute(
                    sql: "INSERT INTO person (id, name, birth_year, death_year, professions) VALUES (?, ?, ?, ?, ?)",
                    arguments: [person.id, person.name, person.born, person.died, person.professions])
                try db.execute(
                    sql: "INSERT INTO person_fts (rowid, name) VALUES (?, ?)", arguments: [person.id, person.name])
            }
            for (movie, ordering, person, category, characters) in credits {
                try db.execute(
                    sql: """
                        INSERT INTO credit (movie_id, ordering, person_id, category, characters)
                        VALUES (?, ?, ?, ?, ?)
                        """, arguments: [movie, ordering, person, category, characters])
            }
            // Each person's credits counted, as an import stores them.
            try db.execute(
                sql: "UPDATE person SET credit_count = (SELECT COUNT(*) FROM credit WHERE person_id = person.id)")
            for (movie, imdb) in imdbIDs {
                try db.execute(sql: "UPDATE movie SET imdb_id = ? WHERE id = ?", arguments: [imdb, movie])
            }
        }
    }
}
