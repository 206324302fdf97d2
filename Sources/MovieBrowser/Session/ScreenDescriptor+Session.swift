import DIContainer
import TerminalUI

extension ScreenDescriptor {
    /// The route a saved stack entry names, or why there is none.
    ///
    /// - Parameter entry: A stack entry whose screen is this one.
    static func route(restoring entry: SessionSnapshot.Entry) -> Result<Route, SessionStateError> {
        guard let session else { return .failure(SessionStateError("the \(name) screen is not kept")) }
        return session.read(entry.argument ?? .empty)
            .map { Route(Self.self, $0) }
            .mapError { SessionStateError("the \(name) screen's \($0.message)") }
    }

    /// The place the app container keeps for the screen, as the screen's own JSON, if it keeps one.
    @MainActor
    static func savedPlace(in app: Container) -> SessionValue? {
        session?.memory?.save(app)
    }

    /// Puts a saved place back into the app container; returns a note for every part left out.
    @MainActor
    static func restore(_ place: SessionValue, into app: Container) -> [String] {
        switch session?.memory?.restore(place, app) {
        case .success(let problems): problems
        case .failure(let error): ["the \(name) screen's place: \(error.message)"]
        case nil: []
        }
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
