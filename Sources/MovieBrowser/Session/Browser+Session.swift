import DIContainer
import MovieCatalog
import TerminalUI

extension Browser {
    /// Starts where the last run ended: pushes the saved screens with their places, or the start
    /// screen when there is no ``SessionStore``, no saved state, or a state that cannot be read.
    ///
    /// A state file that cannot be read (not JSON, another version) or is stale (a movie the
    /// catalog no longer has, a screen this version does not know) is skipped, in whole or from
    /// the stale part up, and the status bar says so until the next key:
    /// `state.json: movie #123 no longer exists; started on Movies`. The file is left as it is
    /// until the next save replaces it.
    ///
    /// - Throws: ``DIContainer/ResolutionError`` when the start screen cannot be resolved.
    public func restoreSession() throws(ResolutionError) {
        guard let store = session else { return try start() }
        let catalog = try navigator.app.resolve((any MovieRepository).self)
        var restore = SessionRestore(start: BrowserScreens.start)
        var failure: String?
        do {
            if let snapshot = try store.load() {
                restore = SessionRestore(snapshot, start: BrowserScreens.start, screens: screens, catalog: catalog)
            }
        } catch {
            failure = error.message
        }
        for screen in screens {
            guard let place = restore.places[screen.name] else { continue }
            restore.problems += screen.restore(place, into: navigator.app)
        }
        for (index, route) in restore.routes.enumerated() {
            do {
                try navigator.push(route)
            } catch {
                if navigator.depth == 0 { throw error }
                restore.problems.append("cannot open \(route.containerName): \(error.description)")
                break
            }
            if let list = restore.lists[index], let top = navigator.top {
                route.screen.restoreList(list.listState, on: top)
            }
        }
        if !restore.problems.isEmpty { failure = "\(store.name): " + restore.problems.joined(separator: "; ") }
        if let failure {
            message = failure + "; started on \(navigator.screens.last?.title ?? BrowserScreens.start.containerName)"
        }
    }

    /// The screens on the stack and every screen's place, as the session state keeps them.
    ///
    /// The stack is kept up to its first screen that is not kept (the help, the inspector).
    public func sessionSnapshot() -> SessionSnapshot {
        var stack: [SessionSnapshot.Entry] = []
        for screen in navigator.screens { screen.rememberState() }
        for (route, screen) in zip(navigator.routes, navigator.screens) {
            guard var entry = route.sessionEntry else { break }
            entry.list = route.screen.listPosition(of: screen).map(SessionSnapshot.ListPosition.init)
            stack.append(entry)
        }
        var snapshot = SessionSnapshot(stack: stack)
        for screen in screens {
            if let place = screen.savedPlace(in: navigator.app) { snapshot.screens[screen.name] = place }
        }
        return snapshot
    }

    /// Saves the session state, if there is a ``SessionStore``; the browser calls it after every
    /// change of screen and when it quits.
    ///
    /// A failure is shown in the status bar once (not again on every screen change while it lasts)
    /// and kept in ``sessionSaveFailure`` for the launcher to print after the terminal is closed.
    public func saveSession() {
        guard let session else { return }
        do {
            try session.save(sessionSnapshot())
            sessionSaveFailure = nil
        } catch {
            if sessionSaveFailure != error.message { message = error.message }
            sessionSaveFailure = error.message
        }
    }
}
