import MovieCatalog

extension JSONOutput {
    /// A watchlist entry; `movie` is `null` and `inCatalog` `false` when the current catalog does not
    /// have it (its `movieId` is then negative), and `imdbID`, `title` and `year` are the ones the
    /// entry keeps.
    struct EntryJSON: Encodable {
        let movieId: Int
        let imdbID: String?
        let title: String?
        let year: Int?
        let inCatalog: Bool
        let movie: MovieJSON?
        let personalRating: Int?
        let note: String?
        let addedAt: String
        let updatedAt: String

        init(_ entry: WatchlistEntry) {
            movieId = entry.movieID
            imdbID = entry.imdbID?.text
            title = entry.movie?.title.display ?? entry.title
            year = entry.displayYear
            inCatalog = entry.isInCatalog
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
            try container.encode(imdbID, forKey: .imdbID)
            try container.encode(title, forKey: .title)
            try container.encode(year, forKey: .year)
            try container.encode(inCatalog, forKey: .inCatalog)
            try container.encode(movie, forKey: .movie)
            try container.encode(personalRating, forKey: .personalRating)
            try container.encode(note, forKey: .note)
            try container.encode(addedAt, forKey: .addedAt)
            try container.encode(updatedAt, forKey: .updatedAt)
        }

        enum CodingKeys: String, CodingKey {
            case movieId, imdbID, title, year, inCatalog, movie, personalRating, note, addedAt, updatedAt
        }
    }
}
