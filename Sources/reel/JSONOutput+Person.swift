import MovieCatalog

extension JSONOutput {
    /// A person as a credit names them: `{id, name}`, the name `null` when the catalog lacks the person.
    struct PersonNameJSON: Encodable {
        let id: String
        let name: String?

        init(_ person: PersonName) {
            id = person.id.text
            name = person.name
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(name, forKey: .name)
        }

        enum CodingKeys: String, CodingKey { case id, name }
    }

    /// A member of the cast: `{id, name, characters}`.
    struct CastJSON: Encodable {
        let id: String
        let name: String?
        let characters: [String]

        init(_ member: CastMember) {
            id = member.person.id.text
            name = member.person.name
            characters = member.characters
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(name, forKey: .name)
            try container.encode(characters, forKey: .characters)
        }

        enum CodingKeys: String, CodingKey { case id, name, characters }
    }

    /// `reel show`: the movie's every field (``MovieJSON``) with its directors, writers and cast in
    /// billing order (empty lists for a catalog without people).
    struct MovieDetailJSON: Encodable {
        let movie: MovieJSON
        let directors: [PersonNameJSON]
        let writers: [PersonNameJSON]
        let cast: [CastJSON]

        init(_ movie: Movie, credits: MovieCredits) {
            self.movie = MovieJSON(movie)
            directors = credits.directors.map(PersonNameJSON.init)
            writers = credits.writers.map(PersonNameJSON.init)
            cast = credits.cast.map(CastJSON.init)
        }

        func encode(to encoder: any Encoder) throws {
            try movie.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(directors, forKey: .directors)
            try container.encode(writers, forKey: .writers)
            try container.encode(cast, forKey: .cast)
        }

        enum CodingKeys: String, CodingKey { case directors, writers, cast }
    }

    /// `reel person`: the person and their credits in the catalog, newest first.
    struct PersonJSON: Encodable {
        struct Credit: Encodable {
            let imdbID: String?
            let title: String
            let year: Int
            let role: String
            let characters: [String]

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(imdbID, forKey: .imdbID)
                try container.encode(title, forKey: .title)
                try container.encode(year, forKey: .year)
                try container.encode(role, forKey: .role)
                try container.encode(characters, forKey: .characters)
            }

            enum CodingKeys: String, CodingKey { case imdbID, title, year, role, characters }
        }

        let id: String
        let name: String
        let birthYear: Int?
        let deathYear: Int?
        let professions: [String]
        let credits: [Credit]

        init(_ person: Person, filmography: [FilmographyCredit]) {
            id = person.id.text
            name = person.name
            birthYear = person.birthYear
            deathYear = person.deathYear
            professions = person.professions
            credits = filmography.map {
                Credit(
                    imdbID: $0.movie.imdbID?.text, title: $0.movie.title.display, year: $0.movie.year,
                    role: $0.category.rawValue, characters: $0.characters)
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(name, forKey: .name)
            try container.encode(birthYear, forKey: .birthYear)
            try container.encode(deathYear, forKey: .deathYear)
            try container.encode(professions, forKey: .professions)
            try container.encode(credits, forKey: .credits)
        }

        enum CodingKeys: String, CodingKey { case id, name, birthYear, deathYear, professions, credits }
    }
}
