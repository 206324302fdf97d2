/// The user's diary: viewings of movies, logged, edited and deleted, and what they say of the catalog
/// (which movies are seen, the user's latest rating of each).
///
/// "Seen" means at least one viewing, with or without a day. "My rating" is the rating of the latest
/// rated viewing (the latest day, then the latest logged).
public protocol DiaryRepository: Sendable {
    /// Logs a viewing of the movie with id `movieID`.
    ///
    /// - Parameters:
    ///   - movieID: The catalog id.
    ///   - details: The day, rating, rewatch flag, note and tags.
    /// - Returns: The viewing logged.
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/movieNotFound`` when the catalog has no
    ///   such movie, ``CatalogError/Code/invalidArgument`` for a note too long.
    @discardableResult
    func log(movieID: Int, _ details: ViewingDetails) throws(CatalogError) -> Viewing

    /// Replaces the details of the viewing with id `viewingID`.
    ///
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/notFound`` when there is no such viewing.
    @discardableResult
    func update(viewingID: Int64, _ details: ViewingDetails) throws(CatalogError) -> Viewing

    /// Deletes the viewing with id `viewingID`; `false` when there was none.
    @discardableResult
    func delete(viewingID: Int64) throws(CatalogError) -> Bool

    /// The viewing with id `viewingID`, or `nil`.
    func viewing(id: Int64) throws(CatalogError) -> Viewing?

    /// The viewings of one movie, latest first (undated ones last).
    func viewings(movieID: Int) throws(CatalogError) -> [Viewing]

    /// The dated viewings of `year` (every year when `nil`), latest day first, then latest logged.
    ///
    /// - Parameters:
    ///   - year: The year, or `nil` for all.
    ///   - offset: How many to skip.
    ///   - limit: The most returned.
    func viewings(year: Int?, offset: Int, limit: Int) throws(CatalogError) -> [Viewing]

    /// The months with dated viewings in `year` (every year when `nil`), latest first, with counts.
    func months(year: Int?) throws(CatalogError) -> [DiaryMonth]

    /// The number of dated viewings in `year` (every year when `nil`).
    func count(year: Int?) throws(CatalogError) -> Int

    /// Which of `ids` the user has seen, in one query: the marks of a page of a table.
    func seen(ids: [Int]) throws(CatalogError) -> Set<Int>

    /// The user's latest rating of each of `ids` that has one.
    func myRatings(ids: [Int]) throws(CatalogError) -> [Int: PersonalRating]

    /// Every tag used, with how many viewings carry it, most used first.
    func tags() throws(CatalogError) -> [TagCount]
}

/// A month of the diary and how many viewings it holds.
public struct DiaryMonth: Sendable, Hashable {
    /// The year.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The number of dated viewings in it.
    public let count: Int

    /// Creates a month.
    public init(year: Int, month: Int, count: Int) {
        self.year = year
        self.month = month
        self.count = count
    }
}

/// A tag and how many viewings carry it.
public struct TagCount: Sendable, Hashable {
    /// The tag.
    public let tag: String
    /// The number of viewings with it.
    public let count: Int

    /// Creates a count.
    public init(tag: String, count: Int) {
        self.tag = tag
        self.count = count
    }
}
