import MovieCatalog
import TerminalUI

/// The export panel (`e`): its keys, and the watchlist written to a file.
extension WatchlistPresenter {
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
