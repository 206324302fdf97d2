import GRDB
import GRDBSQLite
import MovieCatalog

/// The columns the filters read, for every movie, in memory: what ``FacetQuery`` counts from.
///
/// Counting facets needs, for every movie a query's other filters keep, its genres, year, length,
/// MPAA rating and kind. Reading those from SQLite takes 10–15 ms for the whole catalog, most of it handing
/// 58,788 rows to the caller one by one; testing the filters on these arrays takes well under a
/// millisecond. The columns take about 1.7 MB for the shipped catalog (33 bytes a movie, 23 MB at 705,456),
/// are stored by each import as one blob per array (``SearchBitmaps``) and read from those the first
/// time they are needed, so start-up reads them and not the whole `movie` table; they are kept until
/// the catalog's generation changes (any import).
///
/// Each array is read when a query first needs it (``Arrays``): a page of plain title words in
/// relevance order reads the ids and the votes (8.5 of the 22.6 MB at 705,456), a filter adds its
/// array, the facet counts and statistics read the movies' other values (``Arrays/values``). The
/// ranks of the title, budget, weighted and divisive orders (``OrderRanks``, 4 bytes a movie each)
/// are read by the first search in that order. An array not read is empty: code reading one names
/// it in the ``Arrays`` it asks ``CatalogColumnsCache`` for.
struct CatalogColumns: Sendable {
    /// A choice of the arrays: a query reads only those its filters and order use.
    struct Arrays: OptionSet, Sendable {
        let rawValue: UInt16

        init(rawValue: UInt16) {
            self.rawValue = rawValue
        }

        static let ids = Arrays(rawValue: 1 << 0)
        static let genres = Arrays(rawValue: 1 << 1)
        static let years = Arrays(rawValue: 1 << 2)
        static let minutes = Arrays(rawValue: 1 << 3)
        static let mpaa = Arrays(rawValue: 1 << 4)
        static let ratings = Arrays(rawValue: 1 << 5)
        static let votes = Arrays(rawValue: 1 << 6)
        static let hasBudget = Arrays(rawValue: 1 << 7)
        static let titleRanks = Arrays(rawValue: 1 << 8)
        static let budgetRanks = Arrays(rawValue: 1 << 9)
        static let weightedRanks = Arrays(rawValue: 1 << 10)
        static let spreadRanks = Arrays(rawValue: 1 << 11)
        static let kinds = Arrays(rawValue: 1 << 12)
        /// The arrays of the movies' own values, which the filters, facets and statistics read.
        static let values: Arrays = [.ids, .genres, .years, .minutes, .mpaa, .ratings, .votes, .hasBudget, .kinds]
        static let all: Arrays = values.union([.titleRanks, .budgetRanks, .weightedRanks, .spreadRanks])

        /// The array of the ranks of `field` (``OrderRanks``), or none when the field is not ranked.
        static func ranks(_ field: MovieSort.Field) -> Arrays {
            switch field {
            case .title: .titleRanks
            case .budget: .budgetRanks
            case .weightedRating: .weightedRanks
            case .divisive: .spreadRanks
            case .year, .rating, .votes, .length, .relevance: []
            }
        }

        /// The arrays ``CatalogColumns/passesKeptFilters(_:_:)`` reads for `query`.
        init(keptFiltersOf query: MovieQuery) {
            self = []
            if query.genres.rawValue != 0 || query.excludedGenres.rawValue != 0 { insert(.genres) }
            if query.minimumRating != nil || query.maximumRating != nil { insert(.ratings) }
            if query.minimumVotes != nil || query.maximumVotes != nil { insert(.votes) }
        }

        /// The arrays ``CatalogColumns/passesFilters(_:_:)`` reads for `query`.
        init(filtersOf query: MovieQuery) {
            self.init(keptFiltersOf: query)
            if query.years != nil { insert(.years) }
            if query.lengths != nil { insert(.minutes) }
            if query.mpaa != nil { insert(.mpaa) }
            if query.filtersKinds { insert(.kinds) }
        }
    }

    /// The number of movies.
    let count: Int
    /// The arrays read; the others are empty.
    private(set) var arrays: Arrays
    /// Movie ids, ascending; every other array is in the same order.
    private(set) var ids: [Int32] = []
    private(set) var genres: [UInt32] = []
    private(set) var years: [Int16] = []
    /// Running times, -1 when unknown.
    private(set) var minutes: [Int32] = []
    /// The index of the MPAA rating in `MPAARating.allCases`, or -1 when unknown.
    private(set) var mpaa: [Int8] = []
    private(set) var ratings: [Double] = []
    private(set) var votes: [Int64] = []
    /// Whether the budget is known, for the statistics (``CatalogStatisticsQuery``).
    private(set) var hasBudget: [Bool] = []
    /// The kind of each title (``TitleKind``'s raw value).
    private(set) var kinds: [UInt8] = []
    /// The rank of each movie in the orders of ``OrderRanks``, by field, for those read.
    private(set) var ranks: [MovieSort.Field: [Int32]] = [:]
    /// Every genre any movie has: the catalog's genres, OR-ed when `genres` is read (0 until then).
    private(set) var allGenres: UInt32 = 0
    /// Whether these are the columns stored with the catalog's ``SearchBitmaps``, whose sets then
    /// number the same positions.
    var hasSearchBitmaps = false

    /// Columns holding every array.
    init(
        ids: [Int32], genres: [UInt32], years: [Int16], minutes: [Int32], mpaa: [Int8], ratings: [Double],
        votes: [Int64], hasBudget: [Bool], kinds: [UInt8], ranks: [MovieSort.Field: [Int32]], allGenres: UInt32,
        hasSearchBitmaps: Bool = false
    ) {
        count = ids.count
        arrays = .all
        self.ranks = ranks
        self.ids = ids
        self.genres = genres
        self.years = years
        self.minutes = minutes
        self.mpaa = mpaa
        self.ratings = ratings
        self.votes = votes
        self.hasBudget = hasBudget
        self.kinds = kinds
        self.allGenres = allGenres
        self.hasSearchBitmaps = hasSearchBitmaps
    }

    /// Columns of `count` movies holding the arrays given (each of `count` elements).
    init(
        count: Int, hasSearchBitmaps: Bool, ids: [Int32]? = nil, genres: [UInt32]? = nil, years: [Int16]? = nil,
        minutes: [Int32]? = nil, mpaa: [Int8]? = nil, ratings: [Double]? = nil, votes: [Int64]? = nil,
        hasBudget: [Bool]? = nil, kinds: [UInt8]? = nil, ranks: [MovieSort.Field: [Int32]] = [:]
    ) {
        self.count = count
        self.hasSearchBitmaps = hasSearchBitmaps
        arrays = []
        if let ids { (self.ids, arrays) = (ids, arrays.union(.ids)) }
        if let genres {
            (self.genres, arrays) = (genres, arrays.union(.genres))
            allGenres = genres.reduce(0, |)
        }
        if let years { (self.years, arrays) = (years, arrays.union(.years)) }
        if let minutes { (self.minutes, arrays) = (minutes, arrays.union(.minutes)) }
        if let mpaa { (self.mpaa, arrays) = (mpaa, arrays.union(.mpaa)) }
        if let ratings { (self.ratings, arrays) = (ratings, arrays.union(.ratings)) }
        if let votes { (self.votes, arrays) = (votes, arrays.union(.votes)) }
        if let hasBudget { (self.hasBudget, arrays) = (hasBudget, arrays.union(.hasBudget)) }
        if let kinds { (self.kinds, arrays) = (kinds, arrays.union(.kinds)) }
        for (field, values) in ranks { (self.ranks[field], arrays) = (values, arrays.union(.ranks(field))) }
    }

    /// These columns with the arrays of `other` these lack, or `nil` when `other` is not of the
    /// same catalog rows (another count, or not both stored).
    func adding(_ other: CatalogColumns) -> CatalogColumns? {
        guard other.count == count, other.hasSearchBitmaps == hasSearchBitmaps else { return nil }
        var merged = self
        let new = other.arrays.subtracting(arrays)
        if new.contains(.ids) { merged.ids = other.ids }
        if new.contains(.genres) { (merged.genres, merged.allGenres) = (other.genres, other.allGenres) }
        if new.contains(.years) { merged.years = other.years }
        if new.contains(.minutes) { merged.minutes = other.minutes }
        if new.contains(.mpaa) { merged.mpaa = other.mpaa }
        if new.contains(.ratings) { merged.ratings = other.ratings }
        if new.contains(.votes) { merged.votes = other.votes }
        if new.contains(.hasBudget) { merged.hasBudget = other.hasBudget }
        if new.contains(.kinds) { merged.kinds = other.kinds }
        for (field, values) in other.ranks where new.contains(.ranks(field)) { merged.ranks[field] = values }
        merged.arrays.formUnion(new)
        return merged
    }

    /// Reads the columns of every movie, ordered by id: `arrays` of those ``SearchBitmaps`` stored
    /// with the catalog when they are there (a blob each), otherwise every array, from every row of
    /// `movie` (and the ranks from the sort indexes).
    ///
    /// - Parameter arrays: The arrays needed (the stored ones are read alone).
    /// - Parameter stored: Whether the stored arrays may be read.
    static func load(_ db: Database, _ arrays: Arrays = .all, stored: Bool = true) throws -> CatalogColumns {
        if stored,
            let columns = try SearchBitmaps.storedColumns(db, movies: CatalogSize.fetch(db).movies, arrays: arrays)
        {
            return columns
        }
        let ratingCodes = MPAARating.allCases.enumerated()
            .map { "WHEN '\($0.element.rawValue)' THEN \($0.offset)" }.joined(separator: " ")
        // A catalog before "v10 series" (the migration tests rebuild the caches of older schemas) has
        // movies alone.
        let kind = try db.columns(in: "movie").contains { $0.name == "kind" } ? "kind" : "0"
        let statement = try db.makeStatement(
            sql: """
                SELECT id, genres, year, ifnull(minutes, -1), CASE mpaa \(ratingCodes) ELSE -1 END, rating, votes,
                    budget IS NOT NULL, \(kind)
                FROM movie ORDER BY id
                """)
        var ids: [Int32] = []
        var genres: [UInt32] = []
        var years: [Int16] = []
        var minutes: [Int32] = []
        var mpaa: [Int8] = []
        var ratings: [Double] = []
        var votes: [Int64] = []
        var hasBudget: [Bool] = []
        var kinds: [UInt8] = []
        var allGenres: UInt32 = 0
        try statement.forEachRawRow(in: db) { handle in
            // The import checks every value: ids fit Int32, years 1850–2100, lengths 0–100,000 (or -1), 28 genre bits.
            ids.append(Int32(truncatingIfNeeded: sqlite3_column_int64(handle, 0)))
            let movieGenres = UInt32(truncatingIfNeeded: sqlite3_column_int64(handle, 1))
            genres.append(movieGenres)
            allGenres |= movieGenres
            years.append(Int16(truncatingIfNeeded: sqlite3_column_int64(handle, 2)))
            minutes.append(Int32(truncatingIfNeeded: sqlite3_column_int64(handle, 3)))
            mpaa.append(Int8(truncatingIfNeeded: sqlite3_column_int64(handle, 4)))
            ratings.append(sqlite3_column_double(handle, 5))
            votes.append(sqlite3_column_int64(handle, 6))
            hasBudget.append(sqlite3_column_int64(handle, 7) != 0)
            kinds.append(UInt8(truncatingIfNeeded: sqlite3_column_int64(handle, 8)))
        }
        var ranks: [MovieSort.Field: [Int32]] = [:]
        let positions = IDPositions(ids)
        for (field, _) in OrderRanks.fields {
            ranks[field] = try OrderRanks.ranks(db, field: field, count: ids.count, positions: positions)
        }
        return CatalogColumns(
            ids: ids, genres: genres, years: years, minutes: minutes, mpaa: mpaa, ratings: ratings, votes: votes,
            hasBudget: hasBudget, kinds: kinds, ranks: ranks, allGenres: allGenres)
    }

    /// Whether the movie at `position` passes every filter of `query` but its text, reading the
    /// arrays of ``Arrays/init(filtersOf:)``.
    func passesFilters(_ position: Int, _ query: MovieQuery) -> Bool {
        guard passesKeptFilters(position, query) else { return false }
        if let years = query.years, !years.contains(Int(self.years[position])) { return false }
        if let lengths = query.lengths, !lengths.contains(Int(minutes[position])) { return false }
        if let rating = query.mpaa, Int(mpaa[position]) != MPAARating.allCases.firstIndex(of: rating) { return false }
        if query.filtersKinds, !query.keepsKind(Int(kinds[position])) { return false }
        return true
    }

    /// Whether the movie at `position` passes the filters of `query` that facets keep: required and
    /// excluded genres, rating and vote bounds (not its text, years, MPAA rating, lengths or kinds),
    /// reading the arrays of ``Arrays/init(keptFiltersOf:)``.
    func passesKeptFilters(_ position: Int, _ query: MovieQuery) -> Bool {
        // Only the arrays of the filters set are read: the others may not be (``Arrays/init(keptFiltersOf:)``).
        if query.genres.rawValue != 0 || query.excludedGenres.rawValue != 0 {
            let movieGenres = Int(genres[position])
            if movieGenres & query.genres.rawValue != query.genres.rawValue { return false }
            if movieGenres & query.excludedGenres.rawValue != 0 { return false }
        }
        if let minimum = query.minimumRating, !(ratings[position] >= minimum) { return false }
        if let maximum = query.maximumRating, !(ratings[position] <= maximum) { return false }
        if let minimum = query.minimumVotes, votes[position] < Int64(minimum) { return false }
        if let maximum = query.maximumVotes, votes[position] > Int64(maximum) { return false }
        return true
    }
}
