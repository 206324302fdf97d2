import MovieCatalog
import TerminalUI

/// The note's text input (`n`), and how a change is written to the watchlist.
extension DetailPresenter {
    /// A key while the note is edited: Enter saves it, Esc leaves it as it was.
    func handleNote(_ key: Key) -> KeyOutcome {
        guard var input = noteInput else { return .ignored }
        switch key {
        case .enter:
            let text = input.text.trimmingSpaces
            write { () throws(CatalogError) in
                entry = try interactor.setNote(movieID, text) ?? entry
                noteInput = nil
                status = text.isEmpty ? "note cleared" : "note saved"
            }
        case .escape:
            noteInput = nil
            status = "note not changed"
        default:
            guard input.handle(key) else {
                // Printable keys belong to the input; other keys (resize, F1) are not the note's.
                if case .character = key { return .consumed }
                return .ignored
            }
            noteInput = input
        }
        return .consumed
    }

    /// Reads the watchlist entry and the viewings again (another screen or process may have changed
    /// them); the movie, its credits and similar movies stay.
    public func reloadEntry() {
        guard movie != nil else { return }
        write { () throws(CatalogError) in
            entry = try interactor.entry(movieID)
            viewings = try interactor.viewings(movieID)
        }
    }

    /// Shows what the log dialog or the watchlist's offer did, and reads again what it changed.
    func logged(_ event: ViewingLogger.Event) -> KeyOutcome {
        switch event.change {
        case .logged?, .updated?:
            write { () throws(CatalogError) in viewings = try interactor.viewings(movieID) }
        case .leftWatchlist?:
            write { () throws(CatalogError) in entry = try interactor.entry(movieID) }
        case nil: break
        }
        if let text = event.status { status = text }
        return .consumed
    }

    /// Runs a change of the watchlist, showing its error in the status.
    func write(_ body: () throws(CatalogError) -> Void) {
        do {
            try body()
        } catch {
            status = error.message
        }
    }
}
