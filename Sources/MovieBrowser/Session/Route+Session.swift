extension Route {
    /// The route as the session state names it, or `nil` for a screen that is not kept (the help
    /// and the inspector, which float over the screen below and are opened again in a keystroke).
    var sessionEntry: SessionSnapshot.ScreenEntry? {
        switch self {
        case .movies: SessionSnapshot.ScreenEntry(screen: "movies")
        case .detail(let id): SessionSnapshot.ScreenEntry(screen: "detail", movieID: id)
        case .watchlist: SessionSnapshot.ScreenEntry(screen: "watchlist")
        case .stats: SessionSnapshot.ScreenEntry(screen: "stats")
        default: nil
        }
    }

    /// The route a session entry names.
    ///
    /// - Parameter entry: A screen of a saved stack.
    /// - Returns: The route, or why there is none (`no screen named "compare"`).
    static func restoring(_ entry: SessionSnapshot.ScreenEntry) -> Result<Route, SessionStateError> {
        switch entry.screen {
        case "movies": return .success(.movies)
        case "watchlist": return .success(.watchlist)
        case "stats": return .success(.stats)
        case "detail":
            guard let id = entry.movieID else { return .failure(SessionStateError("a detail has no movie id")) }
            return .success(.detail(movieID: id))
        default: return .failure(SessionStateError("no screen named \"\(entry.screen)\""))
        }
    }
}
