import MovieCatalog

extension JSONOutput {
    /// A viewing of the diary; `movie` is `null` and `inCatalog` `false` when the current catalog lacks
    /// the film (its `movieId` is then negative); `date` is `null` for a film marked seen without a day.
    struct ViewingJSON: Encodable {
        let id: Int64
        let movieId: Int
        let imdbID: String?
        let title: String
        let year: Int?
        let inCatalog: Bool
        let date: String?
        let rating: Int?
        let stars: String?
        let rewatch: Bool
        let note: String?
        let tags: [String]
        let loggedAt: String

        init(_ viewing: Viewing) {
            id = viewing.id
            movieId = viewing.movieID
            imdbID = viewing.imdbID?.text
            title = viewing.displayTitle
            year = viewing.displayYear
            inCatalog = viewing.movie != nil
            date = viewing.date?.iso
            rating = viewing.rating?.value
            stars = viewing.rating?.stars
            rewatch = viewing.isRewatch
            note = viewing.note
            tags = viewing.tags
            loggedAt = JSONOutput.iso8601(viewing.loggedAt)
        }

        /// Writes every key, unknown values as `null`.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(movieId, forKey: .movieId)
            try container.encode(imdbID, forKey: .imdbID)
            try container.encode(title, forKey: .title)
            try container.encode(year, forKey: .year)
            try container.encode(inCatalog, forKey: .inCatalog)
            try container.encode(date, forKey: .date)
            try container.encode(rating, forKey: .rating)
            try container.encode(stars, forKey: .stars)
            try container.encode(rewatch, forKey: .rewatch)
            try container.encode(note, forKey: .note)
            try container.encode(tags, forKey: .tags)
            try container.encode(loggedAt, forKey: .loggedAt)
        }

        enum CodingKeys: String, CodingKey {
            case id, movieId, imdbID, title, year, inCatalog, date, rating, stars, rewatch, note, tags, loggedAt
        }
    }

    /// `reel diary --json`: the year (or `null`), the number of dated viewings, and each month's.
    struct DiaryJSON: Encodable {
        let year: Int?
        let count: Int
        let months: [MonthJSON]

        /// Writes every key, the year `null` for every year.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(year, forKey: .year)
            try container.encode(count, forKey: .count)
            try container.encode(months, forKey: .months)
        }

        enum CodingKeys: String, CodingKey { case year, count, months }
    }

    /// A month of the diary with its viewings, latest first.
    struct MonthJSON: Encodable {
        let year: Int
        let month: Int
        let count: Int
        let viewings: [ViewingJSON]
    }

    /// A list with its progress; `smartQuery` is `null` for a list of chosen entries.
    struct ListJSON: Encodable {
        let id: Int64
        let name: String
        let description: String?
        let ranked: Bool
        let smartQuery: String?
        let seen: Int
        let total: Int
        let createdAt: String
        let updatedAt: String
        let entries: [ListEntryJSON]?

        init(_ list: MovieList, entries: [ListEntry]? = nil) {
            id = list.id
            name = list.name
            description = list.description
            ranked = list.isRanked
            smartQuery = list.smartQuery
            seen = list.progress.seen
            total = list.progress.total
            createdAt = JSONOutput.iso8601(list.createdAt)
            updatedAt = JSONOutput.iso8601(list.updatedAt)
            self.entries = entries.map { $0.map(ListEntryJSON.init) }
        }

        /// Writes every key, unknown values as `null`; `entries` only when the list is shown.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(name, forKey: .name)
            try container.encode(description, forKey: .description)
            try container.encode(ranked, forKey: .ranked)
            try container.encode(smartQuery, forKey: .smartQuery)
            try container.encode(seen, forKey: .seen)
            try container.encode(total, forKey: .total)
            try container.encode(createdAt, forKey: .createdAt)
            try container.encode(updatedAt, forKey: .updatedAt)
            try container.encodeIfPresent(entries, forKey: .entries)
        }

        enum CodingKeys: String, CodingKey {
            case id, name, description, ranked, smartQuery, seen, total, createdAt, updatedAt, entries
        }
    }

    /// An entry of a list, at its place, with whether it is seen.
    struct ListEntryJSON: Encodable {
        let position: Int
        let movieId: Int
        let imdbID: String?
        let title: String
        let year: Int?
        let inCatalog: Bool
        let note: String?
        let seen: Bool

        init(_ entry: ListEntry) {
            position = entry.position
            movieId = entry.movieID
            imdbID = entry.imdbID?.text
            title = entry.displayTitle
            year = entry.displayYear
            inCatalog = entry.movie != nil
            note = entry.note
            seen = entry.isSeen
        }

        /// Writes every key, unknown values as `null`.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(position, forKey: .position)
            try container.encode(movieId, forKey: .movieId)
            try container.encode(imdbID, forKey: .imdbID)
            try container.encode(title, forKey: .title)
            try container.encode(year, forKey: .year)
            try container.encode(inCatalog, forKey: .inCatalog)
            try container.encode(note, forKey: .note)
            try container.encode(seen, forKey: .seen)
        }

        enum CodingKeys: String, CodingKey {
            case position, movieId, imdbID, title, year, inCatalog, note, seen
        }
    }
}
