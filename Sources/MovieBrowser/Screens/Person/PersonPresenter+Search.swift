import MovieCatalog
import TerminalUI

/// The person screen's `/` filter of the titles: its keys and the filmography it leaves.
extension PersonPresenter {
    /// A key while the filter box has focus: Esc clears it, Enter and Tab keep it, the arrows move.
    func handleSearch(_ key: Key) -> KeyOutcome {
        switch key {
        case .escape:
            isSearching = false
            setFilter(TextInputState())
        case .enter, .tab:
            isSearching = false
        case .up: list.selectPrevious()
        case .down: list.selectNext()
        default:
            var edited = search
            guard edited.handle(key) else {
                if case .character = key { return .consumed }
                return .ignored
            }
            setFilter(edited)
        }
        return .consumed
    }

    /// Sets the filter box and regroups the filmography by it.
    func setFilter(_ state: TextInputState) {
        search = state
        regroup()
    }
}
