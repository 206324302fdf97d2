import MovieCatalog

/// The diary's rows for one year: a heading per month, then its viewings, read a page at a time.
///
/// The months (with their counts) place every row without reading a viewing; a page of viewings is
/// read the first time a frame or a key needs one of its rows, and kept until the rows change.
struct DiaryRows {
    /// A row: a month's heading, or the viewing at an index of the year's viewings (latest first).
    enum Row: Hashable {
        case heading(DiaryMonth)
        case viewing(Int)
    }

    /// The viewings read at once.
    static let pageSize = 100

    /// The months, latest first.
    private(set) var months: [DiaryMonth] = []
    /// The row of each month's heading.
    private var starts: [Int] = []
    /// The pages read, by page number.
    private var pages: [Int: [Viewing]] = [:]
    /// The number of rows: headings and viewings.
    private(set) var count = 0
    /// The number of viewings.
    private(set) var viewingCount = 0

    /// Rows for `months`, with no page read yet.
    init(months: [DiaryMonth] = []) {
        self.months = months
        var row = 0
        for month in months {
            starts.append(row)
            row += 1 + month.count
        }
        count = row
        viewingCount = months.reduce(0) { $0 + $1.count }
    }

    /// The row at `index` (a heading or a viewing's place), or `nil` past the end.
    func row(_ index: Int) -> Row? {
        guard index >= 0, index < count else { return nil }
        // The last heading at or before the row: a binary search over the starts.
        var (low, high) = (0, starts.count - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return starts[low] == index ? .heading(months[low]) : .viewing(index - low - 1)
    }

    /// Whether the row at `index` is a month's heading.
    func isHeading(_ index: Int) -> Bool {
        if case .heading? = row(index) { return true }
        return false
    }

    /// The viewing at `index` of the year's viewings if its page was read.
    func viewing(_ index: Int) -> Viewing? {
        let (page, at) = index.quotientAndRemainder(dividingBy: Self.pageSize)
        guard let viewings = pages[page], at < viewings.count else { return nil }
        return viewings[at]
    }

    /// Reads the pages holding the viewings of rows `range` that are not read yet.
    mutating func load(
        _ range: Range<Int>, year: Int?, from interactor: DiaryInteractor
    ) throws(CatalogError) {
        var needed = Set<Int>()
        for index in range {
            if case .viewing(let at)? = row(index) { needed.insert(at / Self.pageSize) }
        }
        for page in needed.sorted() where pages[page] == nil {
            pages[page] = try interactor.viewings(year: year, offset: page * Self.pageSize, limit: Self.pageSize)
        }
    }
}
