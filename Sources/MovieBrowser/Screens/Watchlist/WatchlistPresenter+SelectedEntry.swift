import MovieCatalog
import TerminalUI

/// The keys on the selected entry (remove and undo, mark, compare, copy) and the summary's running
/// time.
extension WatchlistPresenter {
    /// A running time as `"23 h 41 min"`, `"2 h"` or `"45 min"`.
    ///
    /// - Parameter minutes: The time in minutes.
    static func duration(_ minutes: Int) -> String {
        let (hours, rest) = minutes.quotientAndRemainder(dividingBy: 60)
        if hours == 0 { return "\(rest) min" }
        return rest == 0 ? "\(hours.grouped) h" : "\(hours.grouped) h \(rest) min"
    }

    /// Opens the picker that adds the selected movie to a list.
    func addSelectedToList() -> KeyOutcome {
        guard let entry = selectedEntry else { return .consumed }
        guard entry.isInCatalog else {
            status = Self.notInCatalog(entry)
            return .consumed
        }
        return .navigate(.push(.addToList(movieID: entry.movieID)))
    }

    /// Marks the selected movie for comparison, or unmarks it.
    func markSelected() {
        guard let entry = selectedEntry else { return }
        guard entry.isInCatalog else {
            status = Self.notInCatalog(entry)
            return
        }
        status = marks.toggleReporting(entry.movieID, title: Self.title(of: entry))
    }

    /// The status when a key needs the movie and the current catalog lacks it.
    static func notInCatalog(_ entry: WatchlistEntry) -> String {
        "“\(entry.displayTitle)” is not in this catalog; it comes back when a catalog with it is imported"
    }

    /// Opens the two marked movies side by side, or says how many more to mark.
    func compareMarked() -> KeyOutcome {
        marks.compare(status: &status)
    }

    /// Copies the selected movie's "Title (Year)", or its id, to the clipboard.
    ///
    /// - Parameter id: `true` to copy the id.
    func copySelected(id: Bool) {
        guard let entry = selectedEntry else {
            status = "no movie selected to copy"
            return
        }
        let text =
            id
            ? entry.isInCatalog ? String(entry.movieID) : entry.imdbID?.text ?? String(entry.movieID)
            : entry.movie.map(\.citation) ?? entry.displayTitle
                + (entry.displayYear.map { " (\($0))" } ?? "")
        clipboard.copy(text)
        status = "Copied “\(text)”"
    }

    /// Opens the log dialog for the selected movie.
    func logSelected() {
        guard let entry = selectedEntry else {
            status = "no movie selected to log"
            return
        }
        guard let movie = entry.movie else {
            status = Self.notInCatalog(entry)
            return
        }
        if let problem = logger.begin(movie) { status = problem }
    }

    /// Removes the selected entry, keeping it for undo.
    func remove() {
        guard let entry = selectedEntry else {
            status = "nothing to remove"
            return
        }
        do {
            try interactor.remove(entry.movieID)
            removed.append(entry)
            let key = keymap.keyName(for: .undo)
            status = "removed \(Self.title(of: entry)); \(key) undoes"
            // The entry leaves the rows kept; the others are as read (reading 4,918 entries again
            // took 45 ms). The selection stays on its row: the next entry.
            entries.removeAll { $0.movieID == entry.movieID }
        } catch {
            status = error.message
        }
    }

    /// Puts the last removed entry back, selected.
    func undo() {
        guard let entry = removed.last else {
            status = "nothing to undo"
            return
        }
        do {
            let restored = try interactor.restore(entry)
            removed.removeLast()
            status = "restored \(Self.title(of: entry))"
            // The entry as stored goes back in its place in the order, without reading the others again.
            entries.removeAll { $0.movieID == restored.movieID }
            let index = entries.firstIndex { sort.ordered(restored, $0) } ?? entries.count
            entries.insert(restored, at: index)
            list.select(index)
        } catch {
            status = error.message
        }
    }
}
