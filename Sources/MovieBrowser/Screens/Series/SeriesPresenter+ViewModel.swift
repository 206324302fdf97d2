import MovieCatalog
import TerminalUI

/// What the series screen draws: built once per frame from what ``SeriesPresenter/load()`` read and
/// the layout kept for the width.
extension SeriesPresenter {
    /// What the view draws in `width` columns: the grid is laid out again only when the width
    /// changed since the last frame.
    ///
    /// - Parameter width: The body's width.
    public func viewModel(width: Int) -> SeriesViewModel {
        viewModelBuilds += 1
        setColumns(SeriesLayout.columns(width: width, seasons: seasons))
        let layout: SeriesLayout
        if let kept = self.layout, kept.width == width {
            layout = kept
        } else {
            layout = SeriesLayout(heatmap: heatmap, seasons: seasons, ratings: extremes.ratings, width: width)
            self.layout = layout
            layoutBuilds += 1
        }
        var model = SeriesViewModel(
            heading: title, facts: "", progress: "", gridHeader: layout.header, grid: layout.rows,
            labelWidth: layout.labelWidth, cursorRow: cursor.row, cursorColumn: cursorCell,
            selected: selectedText, sparkline: layout.sparkline,
            sparkRange: "\(MovieFormat.rating(extremes.ratings.min() ?? 0))–"
                + MovieFormat.rating(extremes.ratings.max() ?? 0),
            bestHeading: "Best · ≥ \(extremes.threshold.counted("vote"))",
            worstHeading: "Worst · ≥ \(extremes.threshold.counted("vote"))",
            best: extremes.best.map(Self.line), worst: extremes.worst.map(Self.line))
        guard let series else {
            model.missingText =
                loadFailure.map { "Cannot show series #\(seriesID): \($0)" }
                ?? "No series has id \(seriesID) in this catalog"
            return model
        }
        let rating =
            series.isRated ? "★ \(MovieFormat.rating(series.rating)) · \(series.votes.counted("vote"))" : "unrated"
        model.facts = [series.years, series.kind.name, rating].joined(separator: " · ")
        var progress = [series.genres.isEmpty ? "" : series.genres.names.joined(separator: ", ")]
        if let summary = self.progress?.summary { progress += [seasons.count.counted("season"), summary] }
        model.progress = progress.filter { !$0.isEmpty }.joined(separator: " · ")
        if episodeCount == 0 {
            model.emptyText =
                series.kind.isSeries
                ? "No episodes of \(series.title.display) in this catalog (reel import --imdb keeps them)"
                : "\(series.title.display) is a movie, not a series: it has no episodes"
        }
        return model
    }

    /// The cursor's episode, or the run of a summarised cell with its mean.
    var selectedText: String {
        guard let episode = selectedEpisode else { return "" }
        let row = heatmap.rows.indices.contains(cursor.row) ? heatmap.rows[cursor.row] : nil
        if let row, row.episodesPerCell > 1, row.cells.indices.contains(cursorCell) {
            let cell = row.cells[cursorCell]
            let episodes = row.season.episodes
            let last = episodes[min(cell.first + cell.count, episodes.count) - 1]
            let mean = cell.rating.map { "mean \(MovieFormat.rating($0))" } ?? "unrated"
            return "\(episodes[cell.first].code)–\(last.code) · \(cell.count.counted("episode")), \(mean)"
                + " · Enter: \(episode.code) \(episode.title)"
        }
        var parts = ["\(episode.code)  \(episode.title)"]
        if let year = episode.year { parts.append(String(year)) }
        if let minutes = episode.minutes { parts.append("\(minutes) min") }
        parts.append(
            episode.isRated
                ? "★ \(MovieFormat.rating(episode.rating)) · \(episode.votes.counted("vote"))" : "unrated")
        if seenIDs.contains(episode.id) { parts.append("seen") }
        return parts.joined(separator: " · ")
    }

    static func line(_ episode: Episode) -> SeriesViewModel.EpisodeLine {
        SeriesViewModel.EpisodeLine(
            rating: SeriesLayout.text(episode.rating).padded(to: SeriesLayout.cellWidth, leading: true),
            level: RatingBand(rating: episode.rating, isRated: episode.isRated).rawValue,
            text: "\(episode.code)  \(episode.title)")
    }
}
