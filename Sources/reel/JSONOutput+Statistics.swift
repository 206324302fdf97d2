import MovieCatalog

extension JSONOutput {
    /// The catalog statistics; genres are those the catalog's movies have (the shipped CSV's seven, up
    /// to IMDb's 28), alphabetical; the other lists keep the catalog's order.
    struct StatisticsJSON: Encodable {
        let movies: Int
        let firstYear: Int?
        let lastYear: Int?
        let knownBudgets: Int
        let meanRating: Double?
        /// Movies without a rating, left out of `meanRating` and `ratings`.
        let unrated: Int
        let genres: [GenreCount]
        let decades: [DecadeCount]
        let mpaa: [MPAACount]
        let ratings: [RatingCount]

        init(_ statistics: CatalogStatistics) {
            movies = statistics.movieCount
            firstYear = statistics.years?.lowerBound
            lastYear = statistics.years?.upperBound
            knownBudgets = statistics.knownBudgetCount
            meanRating = statistics.meanRating.map { ($0 * 1000).rounded() / 1000 }
            unrated = statistics.unratedCount
            genres = StatisticsText.genres(statistics).map { GenreCount(genre: $0.name, count: $0.count) }
            decades = statistics.moviesPerDecade.map { DecadeCount(decade: $0.decade, count: $0.count) }
            mpaa = statistics.moviesPerMPAA.map { MPAACount(mpaa: $0.mpaa.rawValue, count: $0.count) }
            ratings = statistics.ratingDistribution.enumerated().map {
                RatingCount(rating: $0.offset + 1, count: $0.element)
            }
        }

        /// Writes every key, unknown values as `null`.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(movies, forKey: .movies)
            try container.encode(firstYear, forKey: .firstYear)
            try container.encode(lastYear, forKey: .lastYear)
            try container.encode(knownBudgets, forKey: .knownBudgets)
            try container.encode(meanRating, forKey: .meanRating)
            try container.encode(unrated, forKey: .unrated)
            try container.encode(genres, forKey: .genres)
            try container.encode(decades, forKey: .decades)
            try container.encode(mpaa, forKey: .mpaa)
            try container.encode(ratings, forKey: .ratings)
        }

        enum CodingKeys: String, CodingKey {
            case movies, firstYear, lastYear, knownBudgets, meanRating, unrated, genres, decades, mpaa, ratings
        }
    }

    struct GenreCount: Encodable {
        let genre: String
        let count: Int
    }

    struct DecadeCount: Encodable {
        let decade: Int
        let count: Int
    }

    struct MPAACount: Encodable {
        let mpaa: String
        let count: Int
    }

    struct RatingCount: Encodable {
        /// Movies whose average rating is at least `rating` and below `rating + 1`.
        let rating: Int
        let count: Int
    }
}
