import MovieCatalog

extension JSONOutput {
    /// A watchlist entry; `movie` is `null` when the current catalog no longer has it.
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
}
