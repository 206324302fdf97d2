import MovieCatalog
import TerminalUI

/// The diary's keys: the log dialog's and the deletion's question first, then the keymap.
extension DiaryPresenter {
    /// Handles a key.
    ///
    /// - Parameter key: The key.
    /// - Returns: Whether it was used, or the detail to push for Enter.
    public func handle(_ key: Key) -> KeyOutcome {
        if let event = logger.handle(key) {
            if let text = event.status { status = text }
            if event.change != nil { reload() }
            return .consumed
        }
        if let viewing = pendingDelete {
            pendingDelete = nil
            if key == .character("y") || key == .character("Y") {
                delete(viewing)
            } else {
                status = "viewing kept"
            }
            return .consumed
        }
        guard let action = keymap.action(for: key) else {
            return list.handleWheel(key) ? .consumed : .ignored
        }
        return perform(action)
    }

    /// Performs an action of the diary's keymap.
    ///
    /// - Parameter action: The action.
    /// - Returns: What the action did.
    @discardableResult
    public func perform(_ action: DiaryAction) -> KeyOutcome {
        status = ""
        switch action {
        case .selectNext, .selectPrevious, .pageDown, .pageUp, .first, .last:
            if let intent = action.listIntent { list.apply(intent) }
            // Onto a row, so that the next key moves from it (End then Up, before a frame resolves it).
            if let index = list.selection(rowCount: rows.count) { list.select(index) }
            settle(upward: action == .selectPrevious || action == .pageUp)
        case .open:
            guard let viewing = selectedViewing else { return .consumed }
            guard let movie = viewing.movie else {
                status = "“\(viewing.displayTitle)” is not in this catalog"
                return .consumed
            }
            return .navigate(.push(.title(movie)))
        case .edit:
            guard let viewing = selectedViewing else {
                status = "no viewing to edit"
                return .consumed
            }
            logger.edit(viewing)
        case .remove:
            guard let viewing = selectedViewing else {
                status = "no viewing to delete"
                return .consumed
            }
            pendingDelete = viewing
            let day = viewing.date?.iso ?? "an unknown day"
            status = "Delete the viewing of \(viewing.displayTitle) on \(day)? y/n"
        case .previousYear: step(year: -1)
        case .nextYear: step(year: 1)
        }
        return .consumed
    }

    /// `[` and `]`: the years oldest first, then every year. `[` from every year is the latest year.
    private func step(year step: Int) {
        let choices: [Int?] = years.map { $0 } + [nil]
        let index = choices.firstIndex { $0 == year } ?? choices.count - 1
        let next = index + step
        guard next >= 0, next < choices.count else {
            status = step < 0 ? "no earlier year in the diary" : "this is every year of the diary"
            return
        }
        year = choices[next]
        list = ListState()
        reload()
    }

    private func delete(_ viewing: Viewing) {
        do {
            try interactor.delete(viewing)
            let selected = list.selected
            reload()
            list.select(selected)
            settle(upward: true)
            status = "deleted the viewing of \(viewing.displayTitle)"
        } catch {
            status = error.message
        }
    }
}
