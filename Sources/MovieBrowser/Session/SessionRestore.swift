import MovieCatalog
import TerminalUI

/// What a saved ``SessionSnapshot`` restores, checked against the catalog: the screens to push,
/// their list positions, and a note for every stale part left out.
///
/// The stack is kept up to its first stale screen (a screen whose movie the catalog no longer has,
/// a screen this version does not know); the start screen is always at the bottom. Each screen's
/// place in the ``ScreenMemory`` is read by its own descriptor, which drops a stale part (an unknown
/// term or sort field) alone and keeps the rest.
struct SessionRestore {
    /// The screens to push, bottom first; the start screen first.
    var routes: [Route]
    /// The list positions of the screens that keep one, by their place in ``routes``.
    var lists: [Int: SessionSnapshot.ListPosition] = [:]
    /// The screens' places, each as the screen's own JSON, by screen name.
    var places: [String: SessionValue] = [:]
    /// What was left out, and why (`movie #123 no longer exists`).
    var problems: [String] = []

    /// Nothing to restore: the start screen from the start.
    ///
    /// - Parameter start: The screen at the bottom of the stack.
    init(start: Route) {
        routes = [start]
    }

    /// Checks `snapshot` against `catalog`.
    ///
    /// - Parameters:
    ///   - snapshot: The saved state.
    ///   - start: The screen at the bottom of the stack.
    ///   - screens: The screens the browser knows; an entry naming another is left out.
    ///   - catalog: The catalog the screens' movies must still be in.
    init(
        _ snapshot: SessionSnapshot, start: Route, screens: [any ScreenDescriptor.Type], catalog: any MovieRepository
    ) {
        routes = [start]
        places = snapshot.screens
        let entries =
            snapshot.stack.first?.screen == start.screenName ? Array(snapshot.stack.dropFirst()) : snapshot.stack
        for entry in entries {
            guard let screen = screens.first(where: { $0.name == entry.screen }) else {
                problems.append("no screen named \"\(entry.screen)\"")
                return
            }
            let route: Route
            switch screen.route(restoring: entry) {
            case .failure(let error):
                problems.append(error.message)
                return
            case .success(let found): route = found
            }
            if let missing = missingMovie(route.movieIDs, in: catalog) {
                problems.append(missing)
                return
            }
            if let list = entry.list { lists[routes.count] = list }
            routes.append(route)
        }
    }

    /// Why one of `ids` cannot be shown (`movie #123 no longer exists`), or `nil`.
    private func missingMovie(_ ids: [Int], in catalog: any MovieRepository) -> String? {
        for id in ids {
            do {
                guard try catalog.movie(id: id) != nil else { return "movie #\(id) no longer exists" }
            } catch {
                return "cannot check movie #\(id): \(error.message)"
            }
        }
        return nil
    }
}
