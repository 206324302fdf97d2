import MovieCatalog

/// People of the fixture movies and their credits (as IMDb lists them), plus one person the
/// catalog's names lack: the data of ``FakePeopleRepository``.
enum PeopleFixtures {
    static let brando = PersonID(8)
    static let pacino = PersonID(199)
    static let coppola = PersonID(338)
    static let puzo = PersonID(701_374)
    static let duvall = PersonID(380)
    static let keaton = PersonID(473)
    static let deNiro = PersonID(134)
    static let scorsese = PersonID(217)
    static let rota = PersonID(65)
    /// Credited on a movie, absent from the names.
    static let unknownPerson = PersonID(9_999_999)

    static let people: [Person] = [
        Person(
            id: brando, name: "Marlon Brando", birthYear: 1924, deathYear: 2004,
            professions: ["actor", "soundtrack", "director"]),
        Person(
            id: pacino, name: "Al Pacino", birthYear: 1940, deathYear: nil,
            professions: ["actor", "producer", "soundtrack"]),
        Person(
            id: coppola, name: "Francis Ford Coppola", birthYear: 1939, deathYear: nil,
            professions: ["producer", "director", "writer"]),
        Person(id: puzo, name: "Mario Puzo", birthYear: 1920, deathYear: 1999, professions: ["writer", "actor"]),
        Person(
            id: duvall, name: "Robert Duvall", birthYear: 1931, deathYear: nil,
            professions: ["actor", "producer", "director"]),
        Person(
            id: keaton, name: "Diane Keaton", birthYear: 1946, deathYear: nil,
            professions: ["actress", "producer", "director"]),
        Person(
            id: deNiro, name: "Robert De Niro", birthYear: 1943, deathYear: nil,
            professions: ["actor", "producer", "director"]),
        Person(
            id: scorsese, name: "Martin Scorsese", birthYear: 1942, deathYear: nil,
            professions: ["director", "producer", "writer"]),
        Person(
            id: rota, name: "Nino Rota", birthYear: 1911, deathYear: 1979,
            professions: ["composer", "soundtrack", "music_department"]),
    ]

    typealias Credit = FakePeopleRepository.Credit

    static let credits: [Credit] = [
        Credit(Fixtures.godfather, brando, .actor, ["Don Vito Corleone"]),
        Credit(Fixtures.godfather, pacino, .actor, ["Michael Corleone"]),
        Credit(Fixtures.godfather, duvall, .actor, ["Tom Hagen"]),
        Credit(Fixtures.godfather, keaton, .actress, ["Kay Adams"]),
        Credit(Fixtures.godfather, coppola, .director),
        Credit(Fixtures.godfather, puzo, .writer),
        Credit(Fixtures.godfather, coppola, .writer),
        Credit(Fixtures.godfather, rota, CreditCategory("composer")),
        Credit(20546, pacino, .actor, ["Michael"]),
        Credit(20546, duvall, .actor, ["Tom Hagen"]),
        Credit(20546, keaton, .actress, ["Kay"]),
        Credit(20546, deNiro, .actor, ["Vito Corleone"]),
        Credit(20546, coppola, .director),
        Credit(20546, coppola, .writer),
        Credit(20546, puzo, .writer),
        Credit(20546, rota, CreditCategory("composer")),
        Credit(20547, pacino, .actor, ["Michael Corleone"]),
        Credit(20547, keaton, .actress, ["Kay Adams Michelson"]),
        Credit(20547, unknownPerson, .actor, ["Extra"]),
        Credit(20547, coppola, .director),
        Credit(20547, puzo, .writer),
        Credit(20547, coppola, .writer),
        Credit(20547, coppola, CreditCategory("producer")),
        Credit(20873, deNiro, .actor, ["James Conway"]),
        Credit(20873, scorsese, .director),
        Credit(20873, scorsese, .writer),
    ]
}
