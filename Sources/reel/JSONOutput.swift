import Foundation
import MovieCatalog
import MovieStore

/// The `--json` output of every command: stable key names, sorted keys, unknown values as `null`.
///
/// The format is documented in the README ("The catalog and the command line"); change it only by
/// adding keys. JSON escapes control characters by itself (`\u001b`), so titles are written as stored.
enum JSONOutput {
    struct MovieJSON: Encodable {
        let id: Int
        let title: String
        let catalogTitle: String
        let year: Int
        let minutes: Int
        let budget: Int?
        let rating: Double
        let votes: Int
        let ratingShares: [Double]
        let mpaa: String?
        let genres: [String]

        init(_ movie: Movie) {
            id = movie.id
            title = movie.title.display
            catalogTitle = movie.title.catalog
            year = movie.year
            minutes = movie.minutes
            budget = movie.budget
            rating = movie.rating
            votes = movie.votes
            ratingShares = movie.ratingShares
            mpaa = movie.mpaa?.rawValue
            genres = movie.genres.names
        }

        /// Writes every key, unknown values as `null` (the synthesized coding would leave them out).
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(title, forKey: .title)
            try container.encode(catalogTitle, forKey: .catalogTitle)
            try container.encode(year, forKey: .year)
            try container.encode(minutes, forKey: .minutes)
            try container.encode(budget, forKey: .budget)
            try container.encode(rating, forKey: .rating)
            try container.encode(votes, forKey: .votes)
            try container.encode(ratingShares, forKey: .ratingShares)
            try container.encode(mpaa, forKey: .mpaa)
            try container.encode(genres, forKey: .genres)
        }

        enum CodingKeys: String, CodingKey {
            case id, title, catalogTitle, year, minutes, budget, rating, votes, ratingShares, mpaa, genres
        }
    }

    struct PageJSON: Encodable {
        let total: Int
        let offset: Int
        let limit: Int
        let movies: [MovieJSON]
    }

    struct EntryJSON: Encodable {
        let movieId: Int
        let movie: MovieJSON?
        let personalRating: Int?
        let note: String?
        let addedAt: String
        let updatedAt: String

        init(_ entry: WatchlistEntry) {
            movieId = entry.movieID
            movie = entry.movie.map(MovieJSON.init)
            personalRating = entry.personalRating?.value
            note = entry.note
            addedAt = JSONOutput.iso8601(entry.addedAt)
            updatedAt = JSONOutput.iso8601(entry.updatedAt)
        }

        /// Writes every key, unknown values as `null`.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(movieId, forKey: .movieId)
            try container.encode(movie, forKey: .movie)
            try container.encode(personalRating, forKey: .personalRating)
            try container.encode(note, forKey: .note)
            try container.encode(addedAt, forKey: .addedAt)
            try container.encode(updatedAt, forKey: .updatedAt)
        }

        enum CodingKeys: String, CodingKey {
            case movieId, movie, personalRating, note, addedAt, updatedAt
        }
    }

    struct CountJSON: Encodable {
        let key: String
        let count: Int
    }

    struct StatisticsJSON: Encodable {
        let movies: Int
        let firstYear: Int?
        let lastYear: Int?
        let knownBudgets: Int
        let meanRating: Double?
        let genres: [CountJSON]
        let decades: [CountJSON]
        let mpaa: [CountJSON]
        let ratings: [CountJSON]

        init(_ statistics: CatalogStatistics) {
            movies = statistics.movieCount
            firstYear = statistics.years?.lowerBound
            lastYear = statistics.years?.upperBound
            knownBudgets = statistics.knownBudgetCount
            meanRating = statistics.meanRating.map { ($0 * 1000).rounded() / 1000 }
            genres = statistics.moviesPerGenre.map { CountJSON(key: $0.genre.names.joined(), count: $0.count) }
            decades = statistics.moviesPerDecade.map { CountJSON(key: String($0.decade), count: $0.count) }
            mpaa = statistics.moviesPerMPAA.map { CountJSON(key: $0.mpaa.rawValue, count: $0.count) }
            ratings = statistics.ratingDistribution.enumerated().map { CountJSON(key: String($0.offset + 1), count: $0.element) }
        }

        /// Writes every key, unknown values as `null`.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(movies, forKey: .movies)
            try container.encode(firstYear, forKey: .firstYear)
            try container.encode(lastYear, forKey: .lastYear)
            try container.encode(knownBudgets, forKey: .knownBudgets)
            try container.encode(meanRating, forKey: .meanRating)
            try container.encode(genres, forKey: .genres)
            try container.encode(decades, forKey: .decades)
            try container.encode(mpaa, forKey: .mpaa)
            try container.encode(ratings, forKey: .ratings)
        }

        enum CodingKeys: String, CodingKey {
            case movies, firstYear, lastYear, knownBudgets, meanRating, genres, decades, mpaa, ratings
        }
    }

    struct ImportJSON: Encodable {
        struct Skipped: Encodable {
            let line: Int
            let reason: String
        }

        let source: String
        let database: String
        let imported: Int
        let skipped: [Skipped]

        init(_ report: ImportReport, database: String) {
            source = report.source
            self.database = database
            imported = report.imported
            skipped = report.skipped.map { Skipped(line: $0.line, reason: $0.reason) }
        }
    }

    /// Writes `value` as pretty-printed JSON with sorted keys, and a final newline, on standard output.
    static func print(_ value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        Terminal.standardOutput.write(String(decoding: data, as: UTF8.self) + "\n")
    }

    /// `2026-11-22T10:54:09Z`.
    static func iso8601(_ timestamp: Timestamp) -> String {
        let date = Date(timeIntervalSince1970: Double(timestamp.millisecondsSince1970) / 1000)
        return ISO8601DateFormatter.string(from: date, timeZone: TimeZone(identifier: "UTC") ?? .current, formatOptions: [.withInternetDateTime])
    }
}
