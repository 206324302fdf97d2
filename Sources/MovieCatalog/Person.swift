/// A person of IMDb's datasets: a director, a writer, a member of the cast or of the crew.
public struct Person: Sendable, Hashable, Identifiable {
    /// The person's IMDb id.
    public let id: PersonID
    /// The name, as IMDb writes it.
    public let name: String
    /// The year of birth, or `nil` when unknown.
    public let birthYear: Int?
    /// The year of death, or `nil` when unknown or alive.
    public let deathYear: Int?
    /// IMDb's professions, most prominent first (`["actor", "producer"]`), as IMDb writes them.
    public let professions: [String]

    /// Creates a person from their fields.
    ///
    /// - Parameter id: The IMDb id.
    /// - Parameter name: The name.
    /// - Parameter birthYear: The year of birth, `nil` when unknown.
    /// - Parameter deathYear: The year of death, `nil` when unknown or alive.
    /// - Parameter professions: IMDb's professions, most prominent first.
    public init(id: PersonID, name: String, birthYear: Int?, deathYear: Int?, professions: [String]) {
        self.id = id
        self.name = name
        self.birthYear = birthYear
        self.deathYear = deathYear
        self.professions = professions
    }

    /// The years as one text: `1924–2004`, `b. 1940`, or `""` when both are unknown.
    public var years: String {
        switch (birthYear, deathYear) {
        case (let born?, let died?): "\(born)–\(died)"
        case (let born?, nil): "b. \(born)"
        case (nil, let died?): "d. \(died)"
        case (nil, nil): ""
        }
    }
}

/// A person as a credit names them: the id, and the name when the catalog knows it.
///
/// IMDb's crews and principals can name people who are absent from its list of names; their
/// ``name`` is `nil` and ``displayName`` shows the id.
public struct PersonName: Sendable, Hashable, Identifiable {
    /// The person's IMDb id.
    public let id: PersonID
    /// The name, or `nil` when the catalog has no such person.
    public let name: String?

    /// Creates a credit's name.
    ///
    /// - Parameter id: The IMDb id.
    /// - Parameter name: The name, `nil` when unknown.
    public init(id: PersonID, name: String?) {
        self.id = id
        self.name = name
    }

    /// The name, or `nm0000001 (unknown)` when the catalog does not know the person.
    public var displayName: String { name ?? "\(id.text) (unknown)" }
}

/// What a person did on a movie: IMDb's principal category (`actor`, `director`, `composer`, ...).
public struct CreditCategory: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The category as IMDb writes it (`production_designer`).
    public let rawValue: String

    /// Creates a category from IMDb's name for it.
    ///
    /// - Parameter rawValue: The category as IMDb writes it.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Directors.
    public static let director = CreditCategory("director")
    /// Writers.
    public static let writer = CreditCategory("writer")
    /// Actors.
    public static let actor = CreditCategory("actor")
    /// Actresses.
    public static let actress = CreditCategory("actress")
    /// People appearing as themselves.
    public static let `self` = CreditCategory("self")

    /// Whether the category is part of the cast: actor, actress, self, archive footage or sound.
    public var isCast: Bool {
        ["actor", "actress", "self", "archive_footage", "archive_sound"].contains(rawValue)
    }

    /// The category for reading: `production designer`.
    public var label: String { rawValue.replacing("_", with: " ") }

    /// The category for reading.
    public var description: String { label }

    public static func < (lhs: CreditCategory, rhs: CreditCategory) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One member of a movie's cast, in billing order.
public struct CastMember: Sendable, Hashable {
    /// Who.
    public let person: PersonName
    /// As what: actor, actress, self.
    public let category: CreditCategory
    /// The characters played (`["Michael Corleone"]`), empty when unknown.
    public let characters: [String]

    /// Creates a cast member.
    ///
    /// - Parameter person: Who.
    /// - Parameter category: As what.
    /// - Parameter characters: The characters played.
    public init(person: PersonName, category: CreditCategory, characters: [String]) {
        self.person = person
        self.category = category
        self.characters = characters
    }
}

/// A movie's credits: directors, writers, the cast in billing order and the other crew by category.
public struct MovieCredits: Sendable, Hashable {
    /// The directors.
    public let directors: [PersonName]
    /// The writers.
    public let writers: [PersonName]
    /// The cast in billing order.
    public let cast: [CastMember]
    /// The rest of the crew, grouped by category in IMDb's billing order of each group's first person.
    public let crew: [(category: CreditCategory, people: [PersonName])]

    /// Creates a movie's credits.
    ///
    /// - Parameter directors: The directors.
    /// - Parameter writers: The writers.
    /// - Parameter cast: The cast in billing order.
    /// - Parameter crew: The other crew by category.
    public init(
        directors: [PersonName], writers: [PersonName], cast: [CastMember],
        crew: [(category: CreditCategory, people: [PersonName])]
    ) {
        self.directors = directors
        self.writers = writers
        self.cast = cast
        self.crew = crew
    }

    /// No credits: a catalog without people (the shipped CSV), or a movie IMDb lists no one for.
    public static let none = MovieCredits(directors: [], writers: [], cast: [], crew: [])

    /// Whether there is no credit at all.
    public var isEmpty: Bool { directors.isEmpty && writers.isEmpty && cast.isEmpty && crew.isEmpty }

    public static func == (lhs: MovieCredits, rhs: MovieCredits) -> Bool {
        lhs.directors == rhs.directors && lhs.writers == rhs.writers && lhs.cast == rhs.cast
            && lhs.crew.elementsEqual(rhs.crew, by: { $0.category == $1.category && $0.people == $1.people })
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(directors)
        hasher.combine(writers)
        hasher.combine(cast)
        for group in crew {
            hasher.combine(group.category)
            hasher.combine(group.people)
        }
    }
}

/// One line of a person's filmography: a movie and what they did on it.
public struct FilmographyCredit: Sendable, Hashable {
    /// The movie.
    public let movie: Movie
    /// What they did: director, actor, composer ...
    public let category: CreditCategory
    /// The characters played, for the cast; empty otherwise or when unknown.
    public let characters: [String]

    /// Creates a filmography line.
    ///
    /// - Parameter movie: The movie.
    /// - Parameter category: What the person did on it.
    /// - Parameter characters: The characters played.
    public init(movie: Movie, category: CreditCategory, characters: [String]) {
        self.movie = movie
        self.category = category
        self.characters = characters
    }
}

/// A person found by name, with how many movies of the catalog credit them.
public struct PersonMatch: Sendable, Hashable, Identifiable {
    /// The person.
    public let person: Person
    /// How many credits of the catalog name them.
    public let creditCount: Int

    /// The person's id.
    public var id: PersonID { person.id }

    /// Creates a match.
    ///
    /// - Parameter person: The person.
    /// - Parameter creditCount: How many credits name them.
    public init(person: Person, creditCount: Int) {
        self.person = person
        self.creditCount = creditCount
    }
}
