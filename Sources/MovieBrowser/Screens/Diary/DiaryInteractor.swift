import MovieCatalog

/// The diary's use cases: its months and pages of viewings for a year, the years it spans, and
/// deleting a viewing. Nothing reads every viewing: the screen reads the months (with counts) and
/// the pages it draws.
public final class DiaryInteractor: Sendable {
    private let diary: any DiaryRepository

    /// Creates the interactor.
    ///
    /// - Parameter diary: The user's diary.
    public init(diary: any DiaryRepository) {
        self.diary = diary
    }

    /// The months with viewings in `year` (every year when `nil`), latest first, with counts.
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    public func months(year: Int?) throws(CatalogError) -> [DiaryMonth] {
        try diary.months(year: year)
    }

    /// The viewings of `year` at `offset..<offset+limit`, latest first.
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    public func viewings(year: Int?, offset: Int, limit: Int) throws(CatalogError) -> [Viewing] {
        try diary.viewings(year: year, offset: offset, limit: limit)
    }

    /// Deletes the viewing; `false` when it was gone already.
    ///
    /// - Throws: ``CatalogError`` when storage fails.
    @discardableResult
    public func delete(_ viewing: Viewing) throws(CatalogError) -> Bool {
        try diary.delete(viewingID: viewing.id)
    }
}
