import MovieCatalog

/// The pages of a list's entries that are kept: a frame reads the pages of the rows it shows, each
/// once, so a list of thousands opens as fast as a list of ten.
struct ListEntryPages {
    /// The entries read per page.
    static let pageSize = 100
    /// The pages kept; the oldest goes first.
    static let pagesKept = 8

    private var pages: [Int: [ListEntry]] = [:]
    private var order: [Int] = []

    /// Forgets every page (the list changed).
    mutating func reset() {
        pages = [:]
        order = []
    }

    /// The entry at `index` if its page is kept.
    func entry(at index: Int) -> ListEntry? {
        let page = index / Self.pageSize
        guard let entries = pages[page] else { return nil }
        let row = index - page * Self.pageSize
        return row >= 0 && row < entries.count ? entries[row] : nil
    }

    /// Reads the pages of `rows` that are not kept.
    mutating func load(rows: Range<Int>, listID: Int64, from interactor: ListInteractor) throws(CatalogError) {
        guard !rows.isEmpty, rows.lowerBound >= 0 else { return }
        for page in rows.lowerBound / Self.pageSize...(rows.upperBound - 1) / Self.pageSize where pages[page] == nil {
            // Kept even when empty or failing, so a frame does not ask again.
            pages[page] = []
            order.append(page)
            if order.count > Self.pagesKept { pages[order.removeFirst()] = nil }
            pages[page] = try interactor.entries(listID, offset: page * Self.pageSize, limit: Self.pageSize)
        }
    }

    /// The entry at `index`, reading its page if it is not kept (a key before any frame showed it).
    mutating func loading(
        _ index: Int, listID: Int64, from interactor: ListInteractor
    ) throws(CatalogError)
        -> ListEntry?
    {
        try load(rows: index..<index + 1, listID: listID, from: interactor)
        return entry(at: index)
    }
}
