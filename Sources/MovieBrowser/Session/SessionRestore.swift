import MovieCatalog
import TerminalUI

/// What a saved ``SessionSnapshot`` restores, checked against the catalog: the screens to push,
/// the places to put back into the ``ScreenMemory``, and a note for every stale part left out.
///
/// The stack is kept up to its first stale screen (a detail whose movie the catalog no longer has,
/// a screen this version does not know); the movie table is always at the bottom. A stale part of
/// a screen's state (an unknown genre or sort field) is dropped alone, the rest is kept.
struct SessionRestore {
    /// The screens to push, bottom first; the movie table first.
    var routes: [Route] = [.movies]
    /// The similar-list positions of the details, by their place in ``routes``.
    var detailLists: [Int: SessionSnapshot.ListPosition] = [:]
    /// The movie table's query and place.
    var movies: (query: MovieQuery, list: ListState)?
    /// The watchlist's order and place.
    var watchlist: (sort: WatchlistSort?, list: ListState)?
    /// What was left out, and why (`movie #123 no longer exists`).
    var problems: [String] = []

    /// Nothing to restore: the movie table from the start.
    init() {}

    /// Checks `snapshot` against `catalog`.
    ///
    /// - Parameter snapshot: The saved state.
    /// - Parameter catalog: The catalog the details' movies must still be in.
    init(_ snapshot: SessionSnapshot, catalog: any MovieRepository) {
        if let state = snapshot.movies {
            let (query, problems) = state.query.query()
            movies = (query, state.list.listState)
            self.problems += problems
        }
        if let state = snapshot.watchlist {
            let sort = WatchlistSort.Field(sessionName: state.sort).map {
                WatchlistSort($0, descending: state.descending)
            }
            if sort == nil { problems.append("no watchlist order \"\(state.sort)\"") }
            watchlist = (sort, state.list.listState)
        }
        let entries = snapshot.stack.first?.screen == "movies" ? Array(snapshot.stack.dropFirst()) : snapshot.stack
        for entry in entries {
            switch Route.restoring(entry) {
            case .failure(let error):
                problems.append(error.message)
                return
            case .success(.detail(let id)):
                do {
                    guard try catalog.movie(id: id) != nil else {
                        problems.append("movie #\(id) no longer exists")
                        return
                    }
                } catch {
                    problems.append("cannot check movie #\(id): \(error.message)")
                    return
                }
                if let list = entry.list { detailLists[routes.count] = list }
                routes.append(.detail(movieID: id))
            case .success(let route):
                routes.append(route)
            }
        }
    }
}

extension WatchlistSort.Field {
    /// The field's name in the session state.
    var sessionName: String {
        switch self {
        case .title: "title"
        case .added: "added"
        case .rating: "rating"
        }
    }

    /// The field named `sessionName`, or `nil`.
    init?(sessionName: String) {
        switch sessionName {
        case "title": self = .title
        case "added": self = .added
        case "rating": self = .rating
        default: return nil
        }
    }
}
