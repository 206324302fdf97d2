import MovieCatalog
import TerminalUI

/// The keys that act on the selected movie or on the whole table: open, watchlist, mark, compare,
/// surprise, copy, statistics, `n`/`N`.
extension MoviesPresenter {
    /// The selected movie, fetching its page if no frame has shown it yet (a key right after a search
    /// typed ahead, such as Enter); `nil` when nothing matches.
    func loadSelectedMovie() -> Movie? {
        do {
            let count = try pages.loadTotal(near: list.selected, query: query, from: interactor)
            guard let row = list.selection(rowCount: count) else { return nil }
            return try pages.loading(row, query: query, from: interactor)
        } catch {
            status = error.message
            return nil
        }
    }

    /// `n`/`N`: the next or previous row, wrapping around.
    func selectMatch(step: Int) {
        let count: Int
        do {
            count = try pages.loadTotal(near: list.selected, query: query, from: interactor)
        } catch {
            status = error.message
            return
        }
        guard count > 0, let selected = list.selection(rowCount: count) else { return }
        list.select((selected + (step > 0 ? 1 : count - 1)) % count)
    }

    /// Adds the selected movie to the watchlist, or removes it.
    func toggleWatchlist() {
        guard let movie = loadSelectedMovie() else { return }
        do {
            let added = try interactor.toggleWatchlist(movie.id)
            pages.setOnWatchlist(movie.id, added)
            libraryChanged()
            status = (added ? "added to" : "removed from") + " the watchlist: \(movie.title.display)"
        } catch {
            status = error.message
        }
    }

    /// Opens the picker that adds the selected movie to a list.
    func addToList() -> KeyOutcome {
        guard let movie = loadSelectedMovie() else { return .consumed }
        return .navigate(.push(.addToList(movieID: movie.id)))
    }

    /// Marks the selected movie for comparison, or unmarks it.
    func markSelected() {
        guard let movie = loadSelectedMovie() else { return }
        status = marks.toggleReporting(movie.id, title: movie.title.display)
    }

    /// Opens the two marked movies side by side, or says how many more to mark.
    func compareMarked() -> KeyOutcome {
        marks.compare(status: &status)
    }

    /// Opens a random movie of the table that is not on the watchlist.
    func surprise() -> KeyOutcome {
        do {
            guard let movie = try interactor.surprise(query, random: random) else {
                let count = try pages.loadTotal(near: 0, query: query, from: interactor)
                status =
                    count == 0
                    ? "no movie matches this table: nothing to pick from"
                    : "every movie of this table is on the watchlist: nothing to pick from"
                return .consumed
            }
            return .navigate(.push(.title(movie)))
        } catch {
            status = error.message
            return .consumed
        }
    }

    /// Copies the selected movie's "Title (Year)", or its id, to the clipboard.
    ///
    /// - Parameter id: `true` to copy the id.
    func copySelected(id: Bool) {
        guard let movie = loadSelectedMovie() else {
            if status.isEmpty { status = "no movie selected to copy" }
            return
        }
        let text = id ? String(movie.id) : movie.citation
        clipboard.copy(text)
        status = "Copied “\(text)”"
    }

    /// Hands the table's query to the Stats screen and opens it.
    func openStatistics() -> KeyOutcome {
        memory.statsQuery = query
        return .navigate(.push(.stats))
    }
}
