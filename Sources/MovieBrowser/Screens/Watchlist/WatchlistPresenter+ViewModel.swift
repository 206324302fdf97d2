import MovieCatalog
import TerminalUI

/// What the watchlist's view draws: its rows' texts, built once per frame.
extension WatchlistPresenter {
    /// The title a row shows: the display title, marked "not in this catalog" when the current catalog
    /// lacks the movie (the entry then shows the title it keeps).
    static func title(of entry: WatchlistEntry) -> String {
        entry.isInCatalog ? entry.displayTitle : entry.displayTitle + " · not in this catalog"
    }

    /// The note column of a row: the note's first line, with `…` when more follow, after "not in this
    /// catalog" when the current catalog lacks the movie.
    static func note(of entry: WatchlistEntry) -> String {
        let note = entry.note.map { text in
            let lines = text.split(whereSeparator: \.isNewline)
            return (lines.first.map(String.init) ?? "") + (lines.count > 1 ? " …" : "")
        }
        guard !entry.isInCatalog else { return note ?? "" }
        return note.map { "not in this catalog · " + $0 } ?? "not in this catalog"
    }

    /// What the view draws, built for each frame.
    public func viewModel() -> WatchlistViewModel {
        viewModelBuilds += 1
        return WatchlistViewModel(
            sort: sort,
            rows: entries.map { entry in
                WatchlistViewModel.Row(
                    mark: marks.contains(entry.movieID) ? "◆" : "",
                    // The mark goes first in the note column: at the end of a long title it was cut off.
                    title: entry.displayTitle,
                    year: entry.displayYear.map { String($0) } ?? "",
                    rating: entry.personalRating.map { "\($0.value)/10" } ?? "-",
                    note: Self.note(of: entry),
                    added: entry.addedAt.isoDate)
            },
            emptyText: "Your watchlist is empty: press w on a movie to add it",
            exportFormats: exportSelection.map { _ in WatchlistExportFormat.allCases.map(\.displayName) },
            exportSelection: exportSelection ?? 0, exportHints: exportKeymap.keyHelp.hints)
    }
}
