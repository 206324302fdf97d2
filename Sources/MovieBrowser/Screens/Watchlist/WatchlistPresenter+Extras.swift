import MovieCatalog
import TerminalUI

extension WatchlistPresenter {
    /// A running time as `"23 h 41 min"`, `"2 h"` or `"45 min"`.
    ///
    /// - Parameter minutes: The time in minutes.
    static func duration(_ minutes: Int) -> String {
        let (hours, rest) = minutes.quotientAndRemainder(dividingBy: 60)
        if hours == 0 { return "\(rest) min" }
        return rest == 0 ? "\(hours.grouped) h" : "\(hours.grouped) h \(rest) min"
    }

    /// Marks the selected movie for comparison, or unmarks it.
    func markSelected() {
        guard let entry = selectedEntry else { return }
        status = marks.toggleReporting(entry.movieID, title: Self.title(of: entry))
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
            id ? String(entry.movieID) : entry.movie.map(MoviesPresenter.citation) ?? "#\(entry.movieID)"
        clipboard.copy(text)
        status = "Copied “\(text)”"
    }

    /// Opens the export panel, or says why the watchlist cannot be exported.
    func openExportPanel() {
        guard exporter != nil else {
            status = "export is not available: this browser was started without a file exporter"
            return
        }
        exportSelection = 0
    }

    /// Handles a key while the export panel is open: it is modal, and takes every printable key.
    func handleExportPanel(_ key: Key) -> KeyOutcome {
        guard let selected = exportSelection, let action = exportKeymap.action(for: key) else {
            if case .character = key { return .consumed }
            return .ignored
        }
        let formats = WatchlistExportFormat.allCases
        switch action {
        case .nextFormat: exportSelection = min(selected + 1, formats.count - 1)
        case .previousFormat: exportSelection = max(selected - 1, 0)
        case .close: exportSelection = nil
        case .export:
            exportSelection = nil
            export(formats[selected])
        }
        return .consumed
    }

    /// Writes the watchlist in `format` and shows the file's path, or the error.
    ///
    /// - Parameter format: The format.
    func export(_ format: WatchlistExportFormat) {
        guard let exporter else { return }
        do {
            let path = try exporter.export(format)
            status = "wrote \(path)"
        } catch {
            status = error.message
        }
    }
}
