import MovieCatalog
import TerminalUI

/// Where the cursor of a series' heatmap is: a season's row and one of its episodes.
public struct SeriesCursor: Hashable, Sendable {
    /// The season's row.
    public var row: Int
    /// The episode's index in the season (the first of its run in a summarised row).
    public var index: Int
}

/// A series screen's presenter: reads the series, its episodes and the user's progress once when
/// pushed, moves the cursor over the heatmap, and builds the view model, whose grid is laid out
/// again only when the width changes.
@MainActor
public final class SeriesPresenter {
    /// How many view models were built.
    var viewModelBuilds = 0
    /// How many times the grid was laid out (once per width and per load).
    var layoutBuilds = 0
    /// The series' id.
    public let seriesID: Int
    let interactor: SeriesInteractor
    private let keymap: Keymap<SeriesAction>
    let memory: ScreenMemory
    /// The log dialog (`l`, for the episode under the cursor) and the watchlist's offer after it.
    let logger: ViewingLogger

    /// The series, or `nil` when the catalog has no title with ``seriesID``.
    public private(set) var series: Movie?
    /// Its seasons, in broadcast order.
    public private(set) var seasons: [SeriesSeason] = []
    /// The number of episodes.
    public private(set) var episodeCount = 0
    /// How far the user is through it; `nil` without episodes.
    public internal(set) var progress: SeriesProgress?
    /// The ids of the episodes with a viewing, read only when some are seen.
    public internal(set) var seenIDs: Set<Int> = []
    /// The best and worst episodes, and the ratings over the run.
    var extremes = SeriesExtremes(episodes: [])
    /// The grid for the width last drawn.
    public internal(set) var heatmap = SeriesHeatmap(seasons: [], columns: 1)
    /// The cells a row of ``heatmap`` has at most: those of an 80-column terminal until drawn.
    var columns = 16
    /// The grid's rows, header and sparkline for the width last drawn, until it changes.
    var layout: SeriesLayout?
    /// The cursor.
    public internal(set) var cursor = SeriesCursor(row: 0, index: 0)
    /// The grid's rows: the cursor's row selected, the scroll resolved when the view draws.
    public var rows = ListState()
    /// The last message (an error).
    public internal(set) var status = ""
    var loadFailure: String?

    /// Creates the presenter and loads the series.
    ///
    /// - Parameters:
    ///   - seriesID: The series' catalog id.
    ///   - interactor: The screen's use cases.
    ///   - keymaps: The keymaps (the series screen's is used).
    ///   - memory: Where the Episode screen leaves the last episode it showed.
    ///   - logger: Logs a viewing of the episode under the cursor (`l`).
    public init(
        seriesID: Int, interactor: SeriesInteractor, keymaps: Keymaps, memory: ScreenMemory, logger: ViewingLogger
    ) {
        self.seriesID = seriesID
        self.interactor = interactor
        self.memory = memory
        self.logger = logger
        keymap = keymaps.series
        load()
    }

    /// Reads the series, its episodes (one read) and the progress; the cursor starts on the next
    /// episode to watch when some were seen, else on the first.
    public func load() {
        var episodes: [Episode] = []
        do {
            series = try interactor.title(seriesID)
            if series != nil { episodes = try interactor.episodes(seriesID) }
            progress = episodes.isEmpty ? nil : try interactor.progress(seriesID)
            seenIDs = (progress?.seen ?? 0) > 0 ? try interactor.seen(episodes.map(\.id)) : []
            loadFailure = nil
        } catch {
            loadFailure = error.message
            status = error.message
        }
        seasons = Self.seasons(of: episodes)
        episodeCount = episodes.count
        extremes = SeriesExtremes(episodes: episodes)
        heatmap = SeriesHeatmap(seasons: seasons, columns: columns)
        layout = nil
        cursor = SeriesCursor(row: 0, index: 0)
        if let progress, progress.seen > 0, let next = progress.next { moveCursor(to: next.id) }
    }

    /// `episodes` (in broadcast order, as the repository reads them) split into seasons, in one pass.
    static func seasons(of episodes: [Episode]) -> [SeriesSeason] {
        var seasons: [SeriesSeason] = []
        var start = 0
        for index in episodes.indices
        where index + 1 == episodes.count || episodes[index + 1].season != episodes[start].season {
            seasons.append(SeriesSeason(number: episodes[start].season, episodes: Array(episodes[start...index])))
            start = index + 1
        }
        return seasons
    }

    /// On top again: the cursor goes to the last episode the Episode screen showed (once: a later
    /// return from the detail leaves the cursor where the user put it), and the progress is read
    /// again (a viewing may have been logged).
    public func didReturn() {
        if let id = memory.lastEpisodeShown.removeValue(forKey: seriesID) { moveCursor(to: id) }
        guard episodeCount > 0 else { return }
        do {
            try readProgress()
        } catch {
            status = error.message
        }
    }

    /// The breadcrumb: the series' title, or its id.
    public var title: String { series?.title.display ?? "#\(seriesID)" }

    /// `"S03E04 · 24 of 62"`: the cursor's episode and its place in the run.
    public var summary: String {
        guard let episode = selectedEpisode else { return "" }
        let before = seasons.prefix(cursor.row).reduce(0) { $0 + $1.episodes.count }
        return "\(episode.code) · \((before + cursor.index + 1).grouped) of \(episodeCount.grouped)"
    }

    /// The screen's keys, for the hint bar and the help; the log dialog's while it is open.
    public var keyHelp: KeyHelp { logger.form == nil ? keymap.keyHelp : ViewingFormAction.keymap.keyHelp }

    /// Handles a key: the log dialog's (or the watchlist's offer after it) first while it is open.
    ///
    /// - Parameter key: The key.
    /// - Returns: Whether it was used, or the episode, detail or list picker to push.
    public func handle(_ key: Key) -> KeyOutcome {
        if let event = logger.handle(key) { return logged(event) }
        guard let action = keymap.action(for: key) else { return .ignored }
        return perform(action)
    }

    /// Performs an action of the series screen's keymap.
    ///
    /// - Parameter action: The action.
    /// - Returns: What the action did.
    @discardableResult
    public func perform(_ action: SeriesAction) -> KeyOutcome {
        guard series != nil else { return .ignored }
        status = ""
        switch action {
        case .open:
            guard let episode = selectedEpisode else { return .consumed }
            return .navigate(.push(.episode(id: episode.id)))
        case .detail:
            return .navigate(.push(.detail(movieID: seriesID)))
        case .logViewing:
            logSelectedEpisode()
        case .toggleWatchlist:
            toggleWatchlist()
        case .addToList:
            return .navigate(.push(.addToList(movieID: seriesID)))
        case .nextToWatch:
            if let next = progress?.next {
                moveCursor(to: next.id)
            } else {
                status = episodeCount == 0 ? "no episodes in this catalog" : "nothing left to watch"
            }
        case .left, .right, .up, .down, .seasonStart, .seasonEnd, .pageUp, .pageDown, .first, .last:
            move(action)
        }
        return .consumed
    }
}
