import MovieCatalog
import TerminalUI

/// An episode screen's presenter: reads the episode, its series, the series' episodes (for the
/// previous and the next) and its credits once; the previous and next keys replace the screen, so
/// Esc returns to the series with its cursor on the last episode shown.
@MainActor
public final class EpisodePresenter {
    /// How many view models were built.
    var viewModelBuilds = 0
    /// The episode's id.
    public let episodeID: Int
    let interactor: EpisodeInteractor
    private let keymap: Keymap<EpisodeAction>
    /// The log dialog (`l`) and the watchlist's offer after it.
    let logger: ViewingLogger

    /// The episode, or `nil` when the catalog has none with ``episodeID``.
    public private(set) var episode: Episode?
    /// Its series, or `nil` when the catalog lacks it.
    public private(set) var series: Movie?
    /// The episode before it in broadcast order.
    public private(set) var previous: Episode?
    /// The episode after it.
    public private(set) var next: Episode?
    /// Its place in the run, 1 first, and the run's length.
    public private(set) var place: (index: Int, count: Int)?
    /// The credits' lines (directors, writers, the top-billed cast), as the detail shows a movie's.
    public private(set) var credits: [DetailViewModel.CreditRow] = []
    /// The credits list's selection and scroll.
    public var list = ListState()
    /// The last message (an end of the run, an error).
    public internal(set) var status = ""
    var loadFailure: String?

    /// Creates the presenter and loads the episode.
    ///
    /// - Parameters:
    ///   - episodeID: The episode's id.
    ///   - interactor: The screen's use cases.
    ///   - keymaps: The keymaps (the episode screen's is used).
    ///   - memory: Where the screen leaves the episode it shows, for the series screen below.
    ///   - logger: Logs a viewing of the episode (`l`).
    public init(
        episodeID: Int, interactor: EpisodeInteractor, keymaps: Keymaps, memory: ScreenMemory, logger: ViewingLogger
    ) {
        self.episodeID = episodeID
        self.interactor = interactor
        self.logger = logger
        keymap = keymaps.episode
        load()
        if let episode { memory.lastEpisodeShown[episode.seriesID] = episode.id }
    }

    /// Reads the episode, its series, the series' episodes and the episode's credits.
    public func load() {
        do {
            episode = try interactor.episode(episodeID)
            guard let episode else { return }
            series = try interactor.series(episode.seriesID)
            let episodes = try interactor.episodes(ofSeries: episode.seriesID)
            if let index = episodes.firstIndex(where: { $0.id == episodeID }) {
                previous = index > 0 ? episodes[index - 1] : nil
                next = index + 1 < episodes.count ? episodes[index + 1] : nil
                place = (index + 1, episodes.count)
            }
            credits = DetailViewModel.creditRows(try interactor.credits(episodeID))
            loadFailure = nil
        } catch {
            loadFailure = error.message
            status = error.message
        }
    }

    /// The breadcrumb: the episode's code, or its id.
    public var title: String { episode?.code ?? "#\(episodeID)" }

    /// The title bar's summary: the rating and the IMDb id.
    public var summary: String {
        guard let episode else { return IMDbID(episodeID).text }
        return (episode.isRated ? "★ \(MovieFormat.rating(episode.rating))" : "unrated") + "  \(episode.imdbID.text)"
    }

    /// The screen's keys, for the hint bar and the help; the log dialog's while it is open.
    public var keyHelp: KeyHelp { logger.form == nil ? keymap.keyHelp : ViewingFormAction.keymap.keyHelp }

    /// Handles a key: the log dialog's (or the watchlist's offer after it) first while it is open.
    ///
    /// - Parameter key: The key.
    /// - Returns: Whether it was used, the person or list picker to push, or the episode to show in
    ///   place.
    public func handle(_ key: Key) -> KeyOutcome {
        if let event = logger.handle(key) {
            if let text = event.status { status = text }
            return .consumed
        }
        guard let action = keymap.action(for: key) else {
            return list.handleWheel(key) ? .consumed : .ignored
        }
        return perform(action)
    }

    /// Performs an action of the episode screen's keymap.
    ///
    /// - Parameter action: The action.
    /// - Returns: What the action did.
    @discardableResult
    public func perform(_ action: EpisodeAction) -> KeyOutcome {
        guard episode != nil else { return .ignored }
        status = ""
        switch action {
        case .open:
            guard let index = list.selection(rowCount: credits.count) else { return .consumed }
            return .navigate(.push(.person(id: credits[index].personID)))
        case .nextEpisode:
            guard let next else {
                status = "the last episode of the series"
                return .consumed
            }
            return .navigate(.replace(.episode(id: next.id)))
        case .previousEpisode:
            guard let previous else {
                status = "the first episode of the series"
                return .consumed
            }
            return .navigate(.replace(.episode(id: previous.id)))
        case .logViewing:
            guard let episode else { return .consumed }
            if let problem = logger.begin(Movie(episode: episode, series: series)) { status = problem }
        case .toggleWatchlist:
            guard let episode else { return .consumed }
            let name = Movie(episode: episode, series: series).title.display
            do {
                let isOn = try interactor.toggleWatchlist(episodeID)
                status = (isOn ? "added \(name) to" : "removed \(name) from") + " the watchlist"
            } catch {
                status = error.message
            }
        case .addToList:
            return .navigate(.push(.addToList(movieID: episodeID)))
        case .selectNext, .selectPrevious, .pageDown, .pageUp, .first, .last:
            if let intent = action.listIntent { list.apply(intent) }
        }
        return .consumed
    }
}
