import MovieCatalog

extension JSONOutput {
    /// A movie: every field, unknown values (IMDb id, length, budget, votes by stars, MPAA, and the rating
    /// of a movie without votes) as `null`.
    struct MovieJSON: Encodable {
        let id: Int
        let title: String
        let catalogTitle: String
        let year: Int
        let imdbID: String?
        let minutes: Int?
        let budget: Int?
        let rating: Double?
        let votes: Int
        let ratingShares: [Double]?
        let mpaa: String?
        let genres: [String]
        /// `movie`, `series` or `mini-series`.
        let kind: String
        /// A series' last year, `null` while it runs and for a movie.
        let endYear: Int?

        init(_ movie: Movie) {
            id = movie.id
            title = movie.title.display
            catalogTitle = movie.title.catalog
            year = movie.year
            imdbID = movie.imdbID?.text
            minutes = movie.minutes
            budget = movie.budget
            rating = movie.isRated ? movie.rating : nil
            votes = movie.votes
            ratingShares = movie.ratingShares
            mpaa = movie.mpaa?.rawValue
            genres = movie.genres.names
            kind = movie.kind.name
            endYear = movie.endYear
        }

        /// Writes every key, unknown values as `null` (the synthesized coding would leave them out).
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(title, forKey: .title)
            try container.encode(catalogTitle, forKey: .catalogTitle)
            try container.encode(imdbID, forKey: .imdbID)
            try container.encode(year, forKey: .year)
            try container.encode(minutes, forKey: .minutes)
            try container.encode(budget, forKey: .budget)
            try container.encode(rating, forKey: .rating)
            try container.encode(votes, forKey: .votes)
            try container.encode(ratingShares, forKey: .ratingShares)
            try container.encode(mpaa, forKey: .mpaa)
            try container.encode(genres, forKey: .genres)
            try container.encode(kind, forKey: .kind)
            try container.encode(endYear, forKey: .endYear)
        }

        enum CodingKeys: String, CodingKey {
            case id, title, catalogTitle, imdbID, year, minutes, budget, rating, votes, ratingShares, mpaa, genres
            case kind, endYear
        }
    }

    /// A page of movies with the total the query matches.
    struct PageJSON: Encodable {
        let total: Int
        let offset: Int
        let limit: Int
        let movies: [MovieJSON]
    }
}
