import MovieCatalog
import TerminalUI

/// The import review's presenter: the rows waiting, a chosen candidate for each (the first until
/// another is chosen); Enter imports the row as that candidate and `s` skips it, each sent to the
/// interactor at once.
@MainActor
public final class ImportReviewPresenter {
    /// How many view models were built.
    var viewModelBuilds = 0
    let interactor: ImportReviewInteractor
    private let keymap: Keymap<ImportReviewAction>

    /// The rows waiting, oldest first.
    public private(set) var rows: [PendingImport] = []
    /// The rows' selection and scroll, resolved when the view draws.
    public var list = ListState()
    /// The candidate chosen for each row that is not on its first, by the row's id.
    public private(set) var chosen: [Int64: Int] = [:]
    /// The last message (an import, a skip, an error).
    public internal(set) var status = ""

    /// Creates the presenter and reads the rows.
    ///
    /// - Parameter interactor: The review's use cases.
    /// - Parameter keymaps: The keymaps (the review's is used).
    public init(interactor: ImportReviewInteractor, keymaps: Keymaps) {
        self.interactor = interactor
        keymap = keymaps.importReview
        reload()
    }

    /// Reads the rows again (another process may have imported or resolved some); the selection
    /// stays on its place.
    public func reload() {
        do {
            rows = try interactor.pending()
        } catch {
            status = error.message
        }
        let ids = Set(rows.map(\.id))
        chosen = chosen.filter { ids.contains($0.key) }
    }

    /// The selected row, if any.
    public var selectedRow: PendingImport? {
        list.selection(rowCount: rows.count).map { rows[$0] }
    }

    /// The candidate chosen for `row`, from 0.
    public func choice(for row: PendingImport) -> Int {
        min(chosen[row.id] ?? 0, max(0, row.candidates.count - 1))
    }

    /// The review's keys.
    public var keyHelp: KeyHelp { keymap.keyHelp }

    /// `"3 to review"`.
    public var summary: String { "\(rows.count.grouped) to review" }

    // MARK: Keys

    /// Handles a key.
    ///
    /// - Parameter key: The key.
    /// - Returns: Whether it was used.
    public func handle(_ key: Key) -> KeyOutcome {
        handle(key, drawn: nil)
    }

    /// Handles a key, mapping a click with the table as the view last drew it.
    func handle(_ key: Key, drawn: DrawnTable<Never>?) -> KeyOutcome {
        switch drawn?.click(key, list: &list) {
        case .open?: return perform(.resolve)
        case .handled?, .sort?: return .consumed
        case nil: break
        }
        guard let action = keymap.action(for: key) else {
            return list.handleWheel(key) ? .consumed : .ignored
        }
        return perform(action)
    }

    /// Performs an action of the review's keymap.
    ///
    /// - Parameter action: The action.
    /// - Returns: What the action did.
    @discardableResult
    public func perform(_ action: ImportReviewAction) -> KeyOutcome {
        status = ""
        switch action {
        case .selectNext, .selectPrevious, .pageDown, .pageUp, .first, .last:
            if let intent = action.listIntent { list.apply(intent) }
        case .nextCandidate: step(1)
        case .previousCandidate: step(-1)
        case .choose1, .choose2, .choose3, .choose4, .choose5, .choose6, .choose7, .choose8, .choose9:
            guard let row = selectedRow, let index = action.candidate else { break }
            guard index < row.candidates.count else {
                status = row.candidates.isEmpty ? Self.noCandidate : "there are \(row.candidates.count) candidates"
                break
            }
            chosen[row.id] = index
        case .resolve: resolve()
        case .skip: skip()
        }
        return .consumed
    }

    /// What the status says of a row without a candidate.
    static let noCandidate = "the catalog has no candidate for this row: s skips it"

    private func step(_ by: Int) {
        guard let row = selectedRow else { return }
        guard !row.candidates.isEmpty else {
            status = Self.noCandidate
            return
        }
        let count = row.candidates.count
        chosen[row.id] = (choice(for: row) + by + count) % count
    }

    private func resolve() {
        guard let row = selectedRow else {
            status = "nothing to review"
            return
        }
        guard !row.candidates.isEmpty else {
            status = Self.noCandidate
            return
        }
        let movie = row.candidates[choice(for: row)]
        do {
            try interactor.resolve(row.id, as: movie.id)
            reload()
            status =
                "imported \(row.record.file):\(row.record.line) as \(movie.title.display) (\(movie.years)) · \(left)"
        } catch {
            status = error.message
        }
    }

    private func skip() {
        guard let row = selectedRow else {
            status = "nothing to review"
            return
        }
        do {
            try interactor.skip(row.id)
            reload()
            status = "skipped \(row.record.file):\(row.record.line) · \(left)"
        } catch {
            status = error.message
        }
    }

    private var left: String { rows.isEmpty ? "nothing left to review" : "\(rows.count.grouped) left" }
}
