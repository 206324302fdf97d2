import MovieCatalog
import TerminalUI

/// Logging a viewing of the selected movie (`l`): the dialog, then the watchlist's offer.
extension MoviesPresenter {
    /// Gives the key to the log dialog or the offer while either is up.
    ///
    /// - Parameter key: The key.
    /// - Returns: `.consumed` when the logger took the key, else `nil`.
    func handleLogger(_ key: Key) -> KeyOutcome? {
        guard let event = logger.handle(key) else { return nil }
        if let text = event.status { status = text }
        if case .leftWatchlist(let id)? = event.change { pages.setOnWatchlist(id, false) }
        return .consumed
    }

    /// Opens the log dialog for the selected movie.
    func logSelected() {
        guard let movie = loadSelectedMovie() else {
            status = "no movie selected to log"
            return
        }
        if let problem = logger.begin(movie) { status = problem }
    }
}
