import MovieCatalog
import TerminalUI

/// The two lists of a movie's detail.
public enum DetailPane: Hashable, Sendable {
    /// Directors, writers and the top-billed cast: Enter opens a person.
    case credits
    /// Movies like this one: Enter opens a movie.
    case similar
}

/// The credits' and the similar movies' tables as the view last drew them; `nil` for a table the
/// frame did not draw (the credits list of a catalog without people, the list a narrow detail hides).
struct DetailDrawnLists {
    var credits: DrawnTable<Never>?
    var similar: DrawnTable<Never>?
}

/// The credits list: read once, the focus between it and the similar movies, Enter on a person.
extension DetailPresenter {
    /// Keeps the credits' lines; the detail opens on them when the movie has any.
    func loadCredits(_ movieCredits: MovieCredits) {
        credits = DetailViewModel.creditRows(movieCredits)
        creditsLoaded = true
        if !credits.isEmpty { focus = .credits }
    }

    /// Tab: the other list, when the movie has credits; else a word on why there is nothing else.
    func switchFocus() {
        guard !credits.isEmpty else {
            status = "no credits for this movie in this catalog"
            return
        }
        focus = focus == .credits ? .similar : .credits
    }

    /// Enter: the selected person's screen, or the selected similar movie's detail.
    func openSelection() -> KeyOutcome {
        switch focus {
        case .credits:
            guard let index = creditsList.selection(rowCount: credits.count) else { return .consumed }
            return .navigate(.push(.person(id: credits[index].personID)))
        case .similar:
            guard let index = list.selection(rowCount: similar.count) else { return .consumed }
            return .navigate(.push(.title(similar[index])))
        }
    }

    /// What a left click on one of the lists asks for: it focuses that list, selects a row, or opens
    /// the row clicked again; `nil` when the key is not a click on a list.
    func click(_ key: Key, _ drawn: DetailDrawnLists) -> KeyOutcome? {
        if let outcome = drawn.credits?.click(key, list: &creditsList) {
            focus = .credits
            if case .open = outcome { return openSelection() }
            return .consumed
        }
        if let outcome = drawn.similar?.click(key, list: &list) {
            focus = .similar
            if case .open = outcome { return openSelection() }
            return .consumed
        }
        return nil
    }
}
