import GRDB

/// People and credits written straight into a `reel` database's tables (as an IMDb import leaves
/// them), over the sample catalog's Godfathers: Coppola directed and wrote them, Pacino and Brando
/// act, one cast member is absent from the names (as IMDb's principals can be).
enum PeopleRows {
    /// Writes the rows into the database at `path`, which `reel` has already imported the sample into.
    static func add(toDatabaseAt path: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            let people: [(Int, String, Int?, Int?, String)] = [
                (338, "Francis Ford Coppola", 1939, nil, "producer,director,writer"),
                (199, "Al Pacino", 1940, nil, "actor,producer"),
                (8, "Marlon Brando", 1924, 2004, "actor,director"),
                (701_374, "Mario Puzo", 1920, 1999, "writer"),
            ]
            for (id, name, born, died, professions) in people {
                try db.execute(
                    sql: "INSERT INTO person (id, name, birth_year, death_year, professions) VALUES (?, ?, ?, ?, ?)",
                    arguments: [id, name, born, died, professions])
                try db.execute(sql: "INSERT INTO person_fts (rowid, name) VALUES (?, ?)", arguments: [id, name])
            }
            let credits: [(Int, Int, Int, String, String?)] = [
                (20545, 1, 8, "actor", "Don Vito Corleone"),
                (20545, 2, 199, "actor", "Michael Corleone"),
                (20545, 3, 9_999_999, "actor", "Sonny Corleone"),
                (20545, 5, 338, "director", nil),
                (20545, 6, 701_374, "writer", nil),
                (20545, 7, 338, "writer", nil),
                (20546, 1, 199, "actor", "Don Michael Corleone"),
                (20546, 5, 338, "director", nil),
                (20547, 1, 199, "actor", "Don Michael Corleone"),
                (20547, 5, 338, "director", nil),
            ]
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
            try db.execute(sql: "UPDATE movie SET imdb_id = 68646 WHERE id = 20545")
            try db.execute(sql: "UPDATE movie SET imdb_id = 71562 WHERE id = 20546")
        }
    }
}
