import MovieCatalog

extension JSONOutput {
    /// `reel stats --mine --json`: the user's own statistics for a year (or every year, `year` `null`).
    struct LibraryStatisticsJSON: Encodable {
        let year: Int?
        let viewings: Int
        let films: Int
        let minutes: Int
        let rewatches: Int
        let perYear: [PeriodJSON]
        let perMonth: [PeriodJSON]
        let myRatings: [RatingCount]
        let meanDifferenceFromIMDb: Double?
        let ratingPairs: [RatingPairJSON]
        let directors: [NamedCountJSON]
        let actors: [NamedCountJSON]
        let genres: [NamedCountJSON]
        let decades: [NamedCountJSON]
        let mostRewatched: [NamedCountJSON]
        let highestRated: [ViewingJSON]

        init(_ statistics: LibraryStatistics) {
            year = statistics.year
            viewings = statistics.viewings
            films = statistics.films
            minutes = statistics.minutes
            rewatches = statistics.rewatches
            perYear = statistics.perYear.map(PeriodJSON.init)
            perMonth = statistics.perMonth.map(PeriodJSON.init)
            myRatings = statistics.myRatingCounts.enumerated().map {
                RatingCount(rating: $0.offset + 1, count: $0.element)
            }
            meanDifferenceFromIMDb = statistics.meanDifference.map { ($0 * 1000).rounded() / 1000 }
            ratingPairs = statistics.ratingPairs.map(RatingPairJSON.init)
            directors = statistics.directors.map(NamedCountJSON.init)
            actors = statistics.actors.map(NamedCountJSON.init)
            genres = statistics.genres.map(NamedCountJSON.init)
            decades = statistics.decades.map(NamedCountJSON.init)
            mostRewatched = statistics.mostRewatched.map(NamedCountJSON.init)
            highestRated = statistics.highestRated.map(ViewingJSON.init)
        }

        /// Writes every key, unknown values as `null`.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(year, forKey: .year)
            try container.encode(viewings, forKey: .viewings)
            try container.encode(films, forKey: .films)
            try container.encode(minutes, forKey: .minutes)
            try container.encode(rewatches, forKey: .rewatches)
            try container.encode(perYear, forKey: .perYear)
            try container.encode(perMonth, forKey: .perMonth)
            try container.encode(myRatings, forKey: .myRatings)
            try container.encode(meanDifferenceFromIMDb, forKey: .meanDifferenceFromIMDb)
            try container.encode(ratingPairs, forKey: .ratingPairs)
            try container.encode(directors, forKey: .directors)
            try container.encode(actors, forKey: .actors)
            try container.encode(genres, forKey: .genres)
            try container.encode(decades, forKey: .decades)
            try container.encode(mostRewatched, forKey: .mostRewatched)
            try container.encode(highestRated, forKey: .highestRated)
        }

        enum CodingKeys: String, CodingKey {
            case year, viewings, films, minutes, rewatches, perYear, perMonth, myRatings, meanDifferenceFromIMDb
            case ratingPairs, directors, actors, genres, decades, mostRewatched, highestRated
        }
    }

    /// The figures of a year, or of a month (1–12).
    struct PeriodJSON: Encodable {
        let period: Int
        let films: Int
        let viewings: Int
        let minutes: Int

        init(_ figures: PeriodFigures) {
            period = figures.period
            films = figures.films
            viewings = figures.viewings
            minutes = figures.minutes
        }
    }

    /// The user's rating of a film beside IMDb's.
    struct RatingPairJSON: Encodable {
        let movieId: Int
        let mine: Int
        let imdb: Double

        init(_ pair: RatingPair) {
            movieId = pair.movieID
            mine = pair.mine.value
            imdb = pair.imdb
        }
    }

    /// A name and its number of viewings; `id` is the person's or the movie's, `null` for a genre or a decade.
    struct NamedCountJSON: Encodable {
        let name: String
        let count: Int
        let id: Int?

        init(_ count: NamedCount) {
            name = count.name
            self.count = count.count
            id = count.id
        }

        /// Writes every key, `id` `null` when there is none.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(count, forKey: .count)
            try container.encode(id, forKey: .id)
        }

        enum CodingKeys: String, CodingKey { case name, count, id }
    }
}
