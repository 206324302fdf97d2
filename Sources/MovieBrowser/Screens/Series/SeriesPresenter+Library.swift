import MovieCatalog
import TerminalUI

extension SeriesPresenter {
    /// Opens the log dialog for the episode under the cursor (`l`), named as the diary names it.
    func logSelectedEpisode() {
        guard let episode = selectedEpisode else {
            status = "no episode to log"
            return
        }
        if let problem = logger.begin(Movie(episode: episode, series: series)) { status = problem }
    }

    /// Puts the series on the watchlist, or takes it off (`w`).
    func toggleWatchlist() {
        do {
            let isOn = try interactor.toggleWatchlist(seriesID)
            status = (isOn ? "added \(title) to" : "removed \(title) from") + " the watchlist"
        } catch {
            status = error.message
        }
    }

    /// Reads the progress again, and which episodes are seen (only when some are: the ids of an
    /// unseen series are not sent).
    func readProgress() throws(CatalogError) {
        let progress = try interactor.progress(seriesID)
        self.progress = progress
        seenIDs = progress.seen > 0 ? try interactor.seen(seasons.flatMap { $0.episodes.map(\.id) }) : []
    }

    /// Shows what the log dialog or the watchlist's offer did; after a viewing was logged or
    /// edited, reads the progress again, so the progress line counts it and the episode shows seen.
    func logged(_ event: ViewingLogger.Event) -> KeyOutcome {
        switch event.change {
        case .logged?, .updated?:
            do {
                try readProgress()
            } catch {
                status = error.message
            }
        case .leftWatchlist?, nil: break
        }
        if let text = event.status { status = text }
        return .consumed
    }
}
