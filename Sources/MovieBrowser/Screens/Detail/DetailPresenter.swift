import MovieCatalog
import TerminalUI

/// A movie's detail presenter: turns keys into intents (rate, note, watchlist, the credits and the
/// similar list), sends every change to the interactor at once, and builds the view model.
@MainActor
public final class DetailPresenter {
    /// How many view models were built.
    var viewModelBuilds = 0
    /// The id of the movie shown.
    public let movieID: Int
    let interactor: DetailInteractor
    private let keymap: Keymap<DetailAction>
    private let clipboard: Clipboard
    /// The log dialog (`l`) and the watchlist's offer after it.
    let logger: ViewingLogger

    /// The movie, or `nil` when the catalog has none with ``movieID`` (or loading failed).
    public private(set) var movie: Movie?
    /// The movie's watchlist entry, or `nil` when it is not on the watchlist.
    public internal(set) var entry: WatchlistEntry?
    /// The movie's viewings, latest first.
    public internal(set) var viewings: [Viewing] = []
    /// The similar movies.
    public private(set) var similar: [Movie] = []
    /// The similar list's selection and scroll, resolved when the view draws.
    public var list = ListState()
    /// The credits' lines (directors, writers, the top-billed cast), read once when the detail opens.
    public internal(set) var credits: [DetailViewModel.CreditRow] = []
    /// Whether the credits were read (they do not change while the detail is open).
    var creditsLoaded = false
    /// The credits list's selection and scroll, resolved when the view draws.
    public var creditsList = ListState()
    /// The list the selection keys and Enter act on: the credits when the movie has any.
    public internal(set) var focus = DetailPane.similar
    /// The note being edited, or `nil` when the note input is closed.
    public internal(set) var noteInput: TextInputState?
    /// The last message (a change, an error).
    public internal(set) var status = ""
    var loadFailure: String?

    /// Creates the presenter and loads the movie.
    ///
    /// - Parameters:
    ///   - movieID: The movie's catalog id.
    ///   - interactor: The detail's use cases.
    ///   - keymaps: The keymaps (the detail's is used).
    ///   - clipboard: Where `y` puts the text it copies.
    ///   - logger: Logs a viewing of the movie (`l`).
    public init(
        movieID: Int, interactor: DetailInteractor, keymaps: Keymaps, clipboard: Clipboard, logger: ViewingLogger
    ) {
        self.movieID = movieID
        self.logger = logger
        self.clipboard = clipboard
        self.interactor = interactor
        keymap = keymaps.detail
        load()
    }

    /// Whether the note input has focus.
    public var isEditing: Bool { noteInput != nil || logger.form != nil }

    /// The detail's keys, for the hint bar and the help; the log dialog's while it is open.
    public var keyHelp: KeyHelp { logger.form == nil ? keymap.keyHelp : ViewingFormAction.keymap.keyHelp }

    /// The breadcrumb: the movie's display title, or its id when there is no movie.
    public var title: String { movie?.title.display ?? "#\(movieID)" }

    /// The title bar's summary: the catalog rating and the id (the IMDb id, `tt0068646`, when known).
    public var summary: String {
        guard let movie else { return "#\(movieID)" }
        let id = movie.imdbID?.text ?? "#\(movieID)"
        return movie.isRated ? "★ \(MovieFormat.rating(movie.rating))  \(id)" : "unrated  \(id)"
    }

    /// Loads the movie, its entry and the similar movies again; the credits the first time only.
    public func load() {
        do {
            movie = try interactor.movie(movieID)
            loadFailure = nil
        } catch {
            movie = nil
            loadFailure = error.message
            status = error.message
            return
        }
        guard movie != nil else { return }
        do {
            entry = try interactor.entry(movieID)
            viewings = try interactor.viewings(movieID)
            similar = try interactor.similar(to: movieID)
            if !creditsLoaded { loadCredits(try interactor.credits(movieID)) }
        } catch {
            status = error.message
        }
    }

    /// Closes the note input without saving (the module's dispose hook calls it).
    public func cancelEditing() {
        noteInput = nil
        logger.cancel()
    }

    // MARK: Keys

    /// Handles a key: the note input first while it has focus.
    ///
    /// - Parameter key: The key.
    /// - Returns: Whether it was used, or the similar movie to push for Enter.
    public func handle(_ key: Key) -> KeyOutcome {
        handle(key, drawn: DetailDrawnLists())
    }

    /// Handles a key, mapping a click with the credits' and the similar movies' tables as the view
    /// last drew them (a click on a list also moves the focus to it).
    func handle(_ key: Key, drawn: DetailDrawnLists = DetailDrawnLists()) -> KeyOutcome {
        if let event = logger.handle(key) { return logged(event) }
        if noteInput != nil { return handleNote(key) }
        if let outcome = click(key, drawn) { return outcome }
        guard movie != nil else { return .ignored }
        guard let action = keymap.action(for: key) else {
            if focus == .credits { return creditsList.handleWheel(key) ? .consumed : .ignored }
            return list.handleWheel(key) ? .consumed : .ignored
        }
        return perform(action)
    }

    /// Performs an action of the detail's keymap.
    ///
    /// - Parameter action: The action.
    /// - Returns: What the action did.
    @discardableResult
    public func perform(_ action: DetailAction) -> KeyOutcome {
        guard let movie else { return .ignored }
        status = ""
        switch action {
        case .selectNext, .selectPrevious, .pageDown, .pageUp, .first, .last:
            guard let intent = action.listIntent else { break }
            if focus == .credits { creditsList.apply(intent) } else { list.apply(intent) }
        case .open:
            return openSelection()
        case .focus:
            switchFocus()
        case .toggleWatchlist:
            write { () throws(CatalogError) in
                entry = try interactor.toggleWatchlist(movieID)
                status = (entry == nil ? "removed from" : "added to") + " the watchlist"
            }
        case .clearRating:
            write { () throws(CatalogError) in
                guard entry?.personalRating != nil else {
                    status = "no rating to clear"
                    return
                }
                entry = try interactor.clearRating(movieID)
                status = "rating cleared"
            }
        case .logViewing:
            if let problem = logger.begin(movie) { status = problem }
        case .addToList: return .navigate(.push(.addToList(movieID: movieID)))
        case .editNote:
            noteInput = TextInputState(text: entry?.note ?? "")
        case .copy, .copyID:
            let text = action == .copyID ? String(movie.id) : movie.citation
            clipboard.copy(text)
            status = "Copied “\(text)”"
        case .rate1, .rate2, .rate3, .rate4, .rate5, .rate6, .rate7, .rate8, .rate9, .rate10:
            guard let value = action.rating, let rating = PersonalRating(value) else { return .consumed }
            write { () throws(CatalogError) in
                let wasOn = entry != nil
                entry = try interactor.rate(movieID, rating)
                status = "rated \(movie.title.display) \(value)/10" + (wasOn ? "" : " and added it to the watchlist")
            }
        }
        return .consumed
    }
}
