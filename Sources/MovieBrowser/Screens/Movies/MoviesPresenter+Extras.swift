import MovieCatalog
import TerminalUI

extension MoviesPresenter {
    /// "Title (Year)", the text `y` copies.
    static func citation(_ movie: Movie) -> String {
        "\(movie.title.display) (\(movie.year))"
    }

    /// Marks the selected movie for comparison, or unmarks it.
    func markSelected() {
        guard let movie = selectedMovie else { return }
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
                status =
                    total == 0
                    ? "no movie matches this table: nothing to pick from"
                    : "every movie of this table is on the watchlist: nothing to pick from"
                return .consumed
            }
            return .navigate(.push(.detail(movieID: movie.id)))
        } catch {
            status = error.message
            return .consumed
        }
    }

    /// Copies the selected movie's "Title (Year)", or its id, to the clipboard.
    ///
    /// - Parameter id: `true` to copy the id.
    func copySelected(id: Bool) {
        guard let movie = selectedMovie else {
            status = "no movie selected to copy"
            return
        }
        let text = id ? String(movie.id) : Self.citation(movie)
        clipboard.copy(text)
        status = "Copied “\(text)”"
    }

    /// Hands the table's query to the Stats screen and opens it.
    func openStatistics() -> KeyOutcome {
        memory.statsQuery = query
        return .navigate(.push(.stats))
    }

    /// Applies a query a screen above left for the table (a bar of the statistics).
    func applyPending(_ pending: MovieQuery) {
        let before = Set(FilterChips.chips(for: query).map(\.label))
        // The search box reads as the query: the pending filters are written into it as terms.
        setFilters(pending)
        let added = FilterChips.chips(for: query).map(\.label).filter { !before.contains($0) }
        status = added.isEmpty ? "" : "filtered by " + added.joined(separator: ", ")
    }
}
