import MovieCatalog

extension JSONOutput {
    /// A series as its episodes and its heatmap name it: id, IMDb id, title, kind and years.
    struct SeriesReferenceJSON: Encodable {
        let id: Int
        let imdbID: String?
        let title: String
        let kind: String
        let year: Int
        let endYear: Int?
        let years: String

        init(_ series: Movie) {
            id = series.id
            imdbID = series.imdbID?.text
            title = series.title.display
            kind = series.kind.name
            year = series.year
            endYear = series.endYear
            years = series.years
        }

        /// Writes every key, unknown values as `null`.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(imdbID, forKey: .imdbID)
            try container.encode(title, forKey: .title)
            try container.encode(kind, forKey: .kind)
            try container.encode(year, forKey: .year)
            try container.encode(endYear, forKey: .endYear)
            try container.encode(years, forKey: .years)
        }

        enum CodingKeys: String, CodingKey { case id, imdbID, title, kind, year, endYear, years }
    }

    /// One episode: every field, unknown ones (season, number, year, length, the rating of an episode
    /// without votes) as `null`.
    struct EpisodeJSON: Encodable {
        let episode: Episode

        init(_ episode: Episode) { self.episode = episode }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(episode.id, forKey: .id)
            try container.encode(episode.imdbID.text, forKey: .imdbID)
            try container.encode(episode.seriesID, forKey: .seriesId)
            try container.encode(episode.season, forKey: .season)
            try container.encode(episode.number, forKey: .number)
            try container.encode(episode.code, forKey: .code)
            try container.encode(episode.title, forKey: .title)
            try container.encode(episode.year, forKey: .year)
            try container.encode(episode.minutes, forKey: .minutes)
            try container.encode(episode.isRated ? episode.rating : nil, forKey: .rating)
            try container.encode(episode.votes, forKey: .votes)
        }

        enum CodingKeys: String, CodingKey {
            case id, imdbID, seriesId, season, number, code, title, year, minutes, rating, votes
        }
    }

    /// A season's summary: its number (`null` for the unknown season), name, episode count and
    /// average rating (`null` when none is rated).
    struct SeasonJSON: Encodable {
        let season: SeriesSeason

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(season.number, forKey: .number)
            try container.encode(season.name, forKey: .name)
            try container.encode(season.episodes.count, forKey: .episodes)
            try container.encode(season.averageRating, forKey: .averageRating)
        }

        enum CodingKeys: String, CodingKey { case number, name, episodes, averageRating }
    }

    /// The user's progress through a series: `next` is the next episode's code, `null` when none.
    struct ProgressJSON: Encodable {
        let progress: SeriesProgress

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(progress.seen, forKey: .seen)
            try container.encode(progress.total, forKey: .total)
            try container.encode(progress.next?.code, forKey: .next)
            try container.encode(progress.next?.imdbID.text, forKey: .nextImdbID)
            try container.encode(progress.summary, forKey: .summary)
        }

        enum CodingKeys: String, CodingKey { case seen, total, next, nextImdbID, summary }
    }

    /// `reel show` of a series: the movie's keys and credits, then its kind, years, seasons and the
    /// user's progress.
    struct SeriesDetailJSON: Encodable {
        let detail: MovieDetailJSON
        let series: Movie
        let seasons: [SeriesSeason]
        let progress: SeriesProgress

        func encode(to encoder: any Encoder) throws {
            try detail.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(series.kind.name, forKey: .kind)
            try container.encode(series.endYear, forKey: .endYear)
            try container.encode(series.years, forKey: .years)
            try container.encode(seasons.map(SeasonJSON.init), forKey: .seasons)
            try container.encode(ProgressJSON(progress: progress), forKey: .progress)
        }

        enum CodingKeys: String, CodingKey { case kind, endYear, years, seasons, progress }
    }

    /// `reel show` of an episode: its fields, its series (`null` when the catalog lacks it), its
    /// credits.
    struct EpisodeDetailJSON: Encodable {
        let episode: Episode
        let series: Movie?
        let credits: MovieCredits

        func encode(to encoder: any Encoder) throws {
            try EpisodeJSON(episode).encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(TitleKind.episode.name, forKey: .kind)
            try container.encode(series.map(SeriesReferenceJSON.init), forKey: .series)
            try container.encode(credits.directors.map(PersonNameJSON.init), forKey: .directors)
            try container.encode(credits.writers.map(PersonNameJSON.init), forKey: .writers)
            try container.encode(credits.cast.map(CastJSON.init), forKey: .cast)
        }

        enum CodingKeys: String, CodingKey { case kind, series, directors, writers, cast }
    }

    /// `reel episodes`: the series, then its seasons with their episodes.
    struct EpisodesJSON: Encodable {
        /// A season: its number (`null` when unknown), name, count, average rating, and episodes.
        struct Season: Encodable {
            let season: SeriesSeason

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(season.number, forKey: .number)
                try container.encode(season.name, forKey: .name)
                try container.encode(season.episodes.count, forKey: .count)
                try container.encode(season.averageRating, forKey: .averageRating)
                try container.encode(season.episodes.map(EpisodeJSON.init), forKey: .episodes)
            }

            enum CodingKeys: String, CodingKey { case number, name, count, averageRating, episodes }
        }

        let series: SeriesReferenceJSON
        let seasons: [Season]

        init(_ series: Movie, seasons: [SeriesSeason]) {
            self.series = SeriesReferenceJSON(series)
            self.seasons = seasons.map(Season.init)
        }
    }
}
