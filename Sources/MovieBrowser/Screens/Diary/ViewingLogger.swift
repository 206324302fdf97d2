import MovieCatalog
import TerminalUI

/// Logs and edits viewings for a screen (the detail, the movie table, the watchlist, the diary):
/// it opens the log dialog, saves it to the diary, and after logging a movie that is on the
/// watchlist offers to take it off ("y/n" in the status line).
///
/// A screen's presenter holds one and gives it every key first while ``isActive``.
@MainActor
public final class ViewingLogger {
    /// What a key did, for the presenter: the status to show and what changed.
    public struct Event: Hashable, Sendable {
        /// What changed in the library.
        public enum Change: Hashable, Sendable {
            /// A viewing was logged.
            case logged(Viewing)
            /// A viewing was edited.
            case updated(Viewing)
            /// The movie with this id was taken off the watchlist.
            case leftWatchlist(Int)
        }

        /// The status line's new text, or `nil` to leave it.
        public var status: String?
        /// What changed, if anything.
        public var change: Change?
    }

    private let diary: any DiaryRepository
    private let watchlist: any WatchlistRepository
    private let clock: Clock
    /// The dialog, while it is open.
    public private(set) var form: ViewingForm?
    /// The movie the watchlist offer is about, while it waits for y or n.
    public private(set) var offer: (movieID: Int, title: String)?

    /// Creates a logger.
    ///
    /// - Parameters:
    ///   - diary: The diary viewings are written to.
    ///   - watchlist: The watchlist a logged movie may leave.
    ///   - clock: Today's source, the dialog's default day.
    public init(diary: any DiaryRepository, watchlist: any WatchlistRepository, clock: Clock) {
        self.diary = diary
        self.watchlist = watchlist
        self.clock = clock
    }

    /// Whether the dialog is open or the offer waits: the logger takes the keys.
    public var isActive: Bool { form != nil || offer != nil }

    /// Opens the dialog for a new viewing of `movie`, dated today; a rewatch when it was seen before.
    ///
    /// - Parameter movie: The movie.
    /// - Returns: The status: an error when the diary cannot be read, else `nil`.
    public func begin(_ movie: Movie) -> String? {
        offer = nil
        do {
            let seen = try !diary.viewings(movieID: movie.id).isEmpty
            form = ViewingForm(
                movieID: movie.id, movieTitle: "\(movie.title.display) (\(movie.years))", today: clock.today,
                isRewatch: seen)
            return nil
        } catch {
            return error.message
        }
    }

    /// Opens the dialog holding `viewing`, to edit it.
    ///
    /// - Parameter viewing: The viewing.
    public func edit(_ viewing: Viewing) {
        offer = nil
        form = ViewingForm(editing: viewing)
    }

    /// Closes the dialog and drops the offer (the screen's dispose hook calls it).
    public func cancel() {
        form = nil
        offer = nil
    }

    /// Handles a key while the dialog is open or the offer waits.
    ///
    /// - Parameter key: The key.
    /// - Returns: What it did, or `nil` when the logger does not take the key (it is inactive, or
    ///   the key is neither y nor n while the offer waits: the offer is dropped and the key is the
    ///   screen's).
    public func handle(_ key: Key) -> Event? {
        if let offer { return answer(key, offer) }
        guard var current = form else { return nil }
        switch current.handle(key) {
        case .editing:
            form = current
            return Event()
        case .ignored:
            return nil
        case .cancel:
            form = nil
            return Event(status: current.viewingID == nil ? "nothing logged" : "viewing not changed")
        case .save:
            return save(current)
        }
    }

    private func save(_ current: ViewingForm) -> Event {
        var current = current
        let details: ViewingDetails
        switch current.details(today: clock.today) {
        case .success(let value): details = value
        case .failure(let problem):
            current.problem = problem.message
            form = current
            return Event()
        }
        do {
            if let id = current.viewingID {
                let viewing = try diary.update(viewingID: id, details)
                form = nil
                return Event(status: "saved the viewing of \(current.movieTitle)", change: .updated(viewing))
            }
            let viewing = try diary.log(movieID: current.movieID, details)
            form = nil
            let logged = "Logged \(current.movieTitle)" + Self.describe(details)
            guard try watchlist.contains(movieID: current.movieID) else {
                return Event(status: logged, change: .logged(viewing))
            }
            offer = (current.movieID, current.movieTitle)
            // The question comes first: a long title would push it past the edge of the status line.
            let question = "Logged. Remove from watchlist? y/n · \(current.movieTitle)" + Self.describe(details)
            return Event(status: question, change: .logged(viewing))
        } catch {
            current.problem = error.message
            form = current
            return Event()
        }
    }

    /// ` on 2026-11-20 ★★★½ ↻`: the day, the stars and the rewatch mark of `details`.
    static func describe(_ details: ViewingDetails) -> String {
        (details.date.map { " on \($0.iso)" } ?? " (day unknown)") + (details.rating.map { " " + $0.stars } ?? "")
            + (details.isRewatch ? " ↻" : "")
    }

    private func answer(_ key: Key, _ offer: (movieID: Int, title: String)) -> Event? {
        switch key {
        case .character("y"), .character("Y"):
            self.offer = nil
            do {
                try watchlist.remove(movieID: offer.movieID)
                return Event(status: "took \(offer.title) off the watchlist", change: .leftWatchlist(offer.movieID))
            } catch {
                return Event(status: error.message)
            }
        case .character("n"), .character("N"):
            self.offer = nil
            return Event(status: "\(offer.title) stays on the watchlist")
        case .resize, .mouse:
            return nil
        default:
            self.offer = nil
            return nil
        }
    }
}
