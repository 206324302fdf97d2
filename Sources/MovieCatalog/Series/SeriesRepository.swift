/// Read access to the episodes of the catalog's series: what the Series and Episode screens and
/// `reel episodes`/`reel heatmap` depend on. A series itself is a ``Movie`` whose ``Movie/kind`` is a
/// series kind, read through ``MovieRepository``.
///
/// A catalog without episodes (the shipped CSV, or IMDb's datasets imported without series) answers
/// empty, never an error.
public protocol SeriesRepository: Sendable {
    /// Every episode of series `seriesID`, in ``Episode/broadcastOrder(_:_:)``.
    ///
    /// - Parameter seriesID: The series' id.
    /// - Throws: ``CatalogError`` when storage fails.
    func episodes(ofSeries seriesID: Int) throws(CatalogError) -> [Episode]

    /// The episode with id `id`, or `nil` when the catalog has none.
    ///
    /// - Parameter id: The episode's id (the number of its IMDb id).
    /// - Throws: ``CatalogError`` when storage fails.
    func episode(id: Int) throws(CatalogError) -> Episode?

    /// How far the user is through series `seriesID`: its episodes with a viewing in the diary.
    ///
    /// - Parameter seriesID: The series' id.
    /// - Throws: ``CatalogError`` when storage fails.
    func progress(ofSeries seriesID: Int) throws(CatalogError) -> SeriesProgress
}
