import DIContainer
import TerminalUI

extension ScreenDescriptor {
    /// The route a saved stack entry names, or why there is none.
    ///
    /// - Parameter entry: A stack entry whose screen is this one.
    static func route(restoring entry: SessionSnapshot.ScreenEntry) -> Result<Route, SessionStateError> {
        guard let session else { return .failure(SessionStateError("the \(name) screen is not kept")) }
        return session.read(entry).map { Route(Self.self, $0) }
    }

    /// The place the app container keeps for the screen, if the screen keeps one.
    @MainActor
    static func savedState(in app: Container) -> SessionSnapshot.ScreenState? {
        session?.memory?.save(app)
    }

    /// Puts a saved place back into the app container; returns a note for every part left out.
    @MainActor
    static func restore(_ state: SessionSnapshot.ScreenState, into app: Container) -> [String] {
        session?.memory?.restore(state, app) ?? []
    }

    /// The position of the screen's own list, if the screen keeps one in its stack entry.
    @MainActor
    static func listPosition(of screen: any Screen) -> ListState? {
        session?.list?.get(screen)
    }

    /// Puts a saved position back into the screen's own list.
    @MainActor
    static func restoreList(_ list: ListState, on screen: any Screen) {
        session?.list?.set(screen, list)
    }
}
