/// The whole of the user's library as plain values: what `reel export backup` writes as JSON and
/// `reel import --backup` puts back exactly.
///
/// Every row keeps its own id, dates and source key, so a backup restored into an empty library and
/// backed up again gives the same JSON.
public struct LibraryBackup: Sendable, Hashable, Codable {
    /// The version of this shape, written first; a later reel reads the versions it knows.
    public var format: Int
    /// The watchlist, oldest entry first.
    public var watchlist: [WatchlistItem]
    /// The diary's viewings (and films marked seen without a day), in id order.
    public var viewings: [ViewingItem]
    /// The lists, in id order, each with its entries in place order.
    public var lists: [ListItem]
    /// The rows of past imports waiting for review.
    public var pending: [PendingItem]
    /// The library's notes by key (settings the library keeps for itself).
    public var notes: [String: String]

    /// The format this version writes.
    public static let currentFormat = 1

    /// Creates a backup.
    public init(
        watchlist: [WatchlistItem] = [], viewings: [ViewingItem] = [], lists: [ListItem] = [],
        pending: [PendingItem] = [], notes: [String: String] = [:], format: Int = LibraryBackup.currentFormat
    ) {
        self.format = format
        self.watchlist = watchlist
        self.viewings = viewings
        self.lists = lists
        self.pending = pending
        self.notes = notes
    }

    /// A watchlist entry as stored.
    public struct WatchlistItem: Sendable, Hashable, Codable {
        /// The catalog id, negative while the catalog lacks the movie.
        public var movieID: Int
        /// The IMDb id.
        public var imdbID: IMDbID?
        /// The title kept.
        public var title: String?
        /// The year kept.
        public var year: Int?
        /// The rating.
        public var rating: PersonalRating?
        /// The note.
        public var note: String?
        /// When it was added.
        public var addedAt: Timestamp
        /// When it last changed.
        public var updatedAt: Timestamp

        /// Creates an entry.
        public init(
            movieID: Int, imdbID: IMDbID?, title: String?, year: Int?, rating: PersonalRating?, note: String?,
            addedAt: Timestamp, updatedAt: Timestamp
        ) {
            self.movieID = movieID
            self.imdbID = imdbID
            self.title = title
            self.year = year
            self.rating = rating
            self.note = note
            self.addedAt = addedAt
            self.updatedAt = updatedAt
        }
    }

    /// A viewing as stored.
    public struct ViewingItem: Sendable, Hashable, Codable {
        /// The viewing's id.
        public var id: Int64
        /// The catalog id, negative while the catalog lacks the movie.
        public var movieID: Int
        /// The IMDb id.
        public var imdbID: IMDbID?
        /// The title kept.
        public var title: String?
        /// The year kept.
        public var year: Int?
        /// The day, rating, rewatch flag, note and tags.
        public var details: ViewingDetails
        /// When it was logged.
        public var loggedAt: Timestamp
        /// What identifies it in the export it was imported from.
        public var sourceKey: String?

        /// Creates a viewing.
        public init(
            id: Int64, movieID: Int, imdbID: IMDbID?, title: String?, year: Int?, details: ViewingDetails,
            loggedAt: Timestamp, sourceKey: String?
        ) {
            self.id = id
            self.movieID = movieID
            self.imdbID = imdbID
            self.title = title
            self.year = year
            self.details = details
            self.loggedAt = loggedAt
            self.sourceKey = sourceKey
        }
    }

    /// A list as stored, with its entries.
    public struct ListItem: Sendable, Hashable, Codable {
        /// The list's id.
        public var id: Int64
        /// The name, description, ranking and smart query.
        public var details: ListDetails
        /// When it was made.
        public var createdAt: Timestamp
        /// When it last changed.
        public var updatedAt: Timestamp
        /// The entries, in place order.
        public var entries: [ListEntryItem]

        /// Creates a list.
        public init(
            id: Int64, details: ListDetails, createdAt: Timestamp, updatedAt: Timestamp, entries: [ListEntryItem]
        ) {
            self.id = id
            self.details = details
            self.createdAt = createdAt
            self.updatedAt = updatedAt
            self.entries = entries
        }
    }

    /// A list entry as stored.
    public struct ListEntryItem: Sendable, Hashable, Codable {
        /// The catalog id, negative while the catalog lacks the movie.
        public var movieID: Int
        /// The place, from 1.
        public var position: Int
        /// The IMDb id.
        public var imdbID: IMDbID?
        /// The title kept.
        public var title: String?
        /// The year kept.
        public var year: Int?
        /// The entry's note.
        public var note: String?
        /// When it was added.
        public var addedAt: Timestamp

        /// Creates an entry.
        public init(
            movieID: Int, position: Int, imdbID: IMDbID?, title: String?, year: Int?, note: String?,
            addedAt: Timestamp
        ) {
            self.movieID = movieID
            self.position = position
            self.imdbID = imdbID
            self.title = title
            self.year = year
            self.note = note
            self.addedAt = addedAt
        }
    }

    /// An import row waiting for review.
    public struct PendingItem: Sendable, Hashable, Codable {
        /// The row's id.
        public var id: Int64
        /// The export it came from (`letterboxd`).
        public var source: String
        /// The row.
        public var record: ImportRecord
        /// What identifies it in its export.
        public var sourceKey: String
        /// When it was kept.
        public var createdAt: Timestamp

        /// Creates a pending row.
        public init(id: Int64, source: String, record: ImportRecord, sourceKey: String, createdAt: Timestamp) {
            self.id = id
            self.source = source
            self.record = record
            self.sourceKey = sourceKey
            self.createdAt = createdAt
        }
    }
}
