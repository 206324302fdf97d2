import MovieCatalog
import TerminalUI

/// The diary's presenter: the months of the chosen year and the pages of viewings a frame shows,
/// the selection (which steps over the months' headings), the year keys, Enter on a viewing, and
/// its edit and deletion. It reads the months at push and a page per screenful, never every viewing.
@MainActor
public final class DiaryPresenter {
    /// The key of the list's state in ``ScreenMemory/lists``.
    static let memoryKey = "Diary"
    /// Where the memory keeps the year shown (`nil` inside: every year).
    static let yearPlace = ScreenMemory.Place<Int?>("diary.year")
    /// How many view models were built.
    var viewModelBuilds = 0

    let interactor: DiaryInteractor
    let keymap: Keymap<DiaryAction>
    private let memory: ScreenMemory
    /// Opens the log dialog to edit a viewing.
    let logger: ViewingLogger

    /// The year shown, or `nil` for every year.
    public internal(set) var year: Int?
    /// The years with viewings, oldest first.
    public internal(set) var years: [Int] = []
    /// The rows of ``year``: the months' headings and the viewings, read a page at a time.
    var rows = DiaryRows()
    /// The selection and scroll, resolved when the view draws.
    public var list: ListState
    /// The last message (a deletion, an error, a question).
    public internal(set) var status = ""
    /// The viewing `d` asked about, while the status line waits for y.
    public internal(set) var pendingDelete: Viewing?
    /// The rows the last frame showed.
    var visibleRows = 0

    /// Creates the presenter, on the year and at the selection the diary had when it was last popped.
    ///
    /// - Parameters:
    ///   - interactor: The diary's use cases.
    ///   - keymaps: The keymaps (the diary's is used).
    ///   - memory: Where the year and the selection are kept between pushes.
    ///   - logger: Edits a viewing in the log dialog.
    public init(interactor: DiaryInteractor, keymaps: Keymaps, memory: ScreenMemory, logger: ViewingLogger) {
        self.interactor = interactor
        keymap = keymaps.diary
        self.memory = memory
        self.logger = logger
        year = memory[Self.yearPlace] ?? nil
        list = memory.lists[Self.memoryKey] ?? ListState()
        reload()
    }

    /// Saves the year and the selection for the next push (the module's dispose hook calls it).
    public func saveState() {
        memory.lists[Self.memoryKey] = list
        memory[Self.yearPlace] = .some(year)
    }

    /// Reads the months again (a viewing may have been logged elsewhere); the pages are read as drawn.
    public func reload() {
        do {
            let all = try interactor.months(year: nil)
            years = Array(Set(all.map(\.year))).sorted()
            rows = DiaryRows(months: year == nil ? all : try interactor.months(year: year))
        } catch {
            rows = DiaryRows()
            status = error.message
        }
        settle(upward: false)
    }

    /// The diary's keys, for the hint bar and the help; the log dialog's while it is open.
    public var keyHelp: KeyHelp { logger.form == nil ? keymap.keyHelp : ViewingFormAction.keymap.keyHelp }

    /// Whether the log dialog has the keys.
    public var isEditing: Bool { logger.form != nil }

    /// The breadcrumb: `"Diary"`, or `"Diary 2026"`.
    public var title: String { year.map { "Diary \($0)" } ?? "Diary" }

    /// `"All years · 10,000 viewings"` or `"2026 · 14 viewings"`.
    public var summary: String {
        (year.map(String.init) ?? "All years") + " · " + rows.viewingCount.counted("viewing")
    }

    /// The frame's prepare step: lays the list out for `visibleRows` and reads the pages it shows.
    ///
    /// - Parameter visibleRows: The rows the view has.
    public func prepare(visibleRows: Int) {
        self.visibleRows = visibleRows
        list.resolve(rowCount: rows.count, visibleRows: visibleRows)
        settle(upward: false)
        list.resolve(rowCount: rows.count, visibleRows: visibleRows)
        load(list.offset..<(list.offset + visibleRows))
    }

    /// The selected viewing, reading its page when no frame has shown it yet.
    public var selectedViewing: Viewing? {
        guard let index = list.selection(rowCount: rows.count), case .viewing(let at)? = rows.row(index) else {
            return nil
        }
        load(index..<(index + 1))
        return rows.viewing(at)
    }

    private func load(_ range: Range<Int>) {
        do {
            try rows.load(range, year: year, from: interactor)
        } catch {
            status = error.message
        }
    }

    /// Moves the selection off a month's heading: to the row above when moving up (the previous
    /// month's last viewing), else to the month's first viewing.
    func settle(upward: Bool) {
        guard let index = list.selection(rowCount: rows.count), rows.isHeading(index) else { return }
        list.select(upward && index > 0 ? index - 1 : index + 1)
    }
}
