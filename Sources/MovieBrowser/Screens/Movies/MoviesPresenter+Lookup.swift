import MovieCatalog
import TerminalUI

/// Enter in the search box on an IMDb id or on `@name`: what the box opens instead of the table.
extension MoviesPresenter {
    /// The screen the search box's text opens on Enter, or `nil` when it is a query for the table.
    ///
    /// - `tt0068646` (the whole box an IMDb title id) opens that movie's detail (a series' screen, an
    ///   episode's screen); an id the catalog does not have says so in the status line.
    /// - `@coppola` opens the People results for the words after `@`.
    ///
    /// Either way the box is emptied first, so the table behind shows its filters again.
    func lookUp() -> KeyOutcome? {
        let text = table.box.text.trimmingSpaces
        if text.hasPrefix("@") {
            guard let search = PeopleSearch(String(text.dropFirst())) else {
                status = "type a name after @ to list people (@coppola)"
                return .consumed
            }
            table.clear()
            return .navigate(.push(.people(matching: search)))
        }
        guard let imdbID = IMDbID(text: text) else { return nil }
        do {
            guard let movie = try interactor.movie(imdbID: imdbID) else {
                status = "no movie has IMDb id \(imdbID.text) in this catalog"
                return .consumed
            }
            table.clear()
            // An episode's id answers with its series: open the episode itself.
            if movie.kind.isSeries, movie.imdbID != imdbID { return .navigate(.push(.episode(id: imdbID.number))) }
            return .navigate(.push(.title(movie)))
        } catch {
            status = error.message
            return .consumed
        }
    }
}
