import MovieCatalog
import TerminalUI

/// The person screen's frame: what it reads once before drawing (the watchlist marks) and the view
/// model it builds from them.
extension PersonPresenter {
    /// The frame's prepare step: the watchlist marks of every credit, one query, when the credits
    /// were loaded or the screen came back on top since the last frame.
    public func prepare() {
        guard marksAreStale else { return }
        marksAreStale = false
        var seen = Set<Int>()
        let ids = credits.map(\.movie.id).filter { seen.insert($0).inserted }
        do {
            marks = try interactor.onWatchlist(ids)
            rows = nil
        } catch {
            status = error.message
        }
    }

    /// What the view draws, built once per frame from what ``load()`` and ``prepare()`` fetched.
    public func viewModel() -> PersonViewModel {
        viewModelBuilds += 1
        let name = person?.name ?? PersonName(id: personID, name: nil).displayName
        let missing: String?
        if let loadFailure {
            missing = "Cannot show person \(personID.text): \(loadFailure)"
        } else if person == nil, credits.isEmpty {
            missing = "No person has id \(personID.text) in this catalog"
        } else {
            missing = nil
        }
        var facts: [String] = []
        if let person {
            if !person.years.isEmpty { facts.append(person.years) }
            if !person.professions.isEmpty {
                facts.append(person.professions.map { $0.replacing("_", with: " ") }.joined(separator: ", "))
            }
        } else {
            facts.append("not among this catalog's names")
        }
        let rows = self.rows ?? buildRows()
        self.rows = rows
        return PersonViewModel(
            name: name,
            facts: facts.joined(separator: " · "),
            roles: roles,
            rows: rows, yearWidth: max(6, (rows.map { DisplayWidth.of($0.year) }.max() ?? 0) + 2), sort: sort,
            search: search, isSearching: isSearching,
            emptyText: search.text.isEmpty
                ? "No credits of \(name) in this catalog" : "No title of \(name) matches \"\(search.text)\"",
            missingText: missing)
    }

    func buildRows() -> [PersonViewModel.Row] {
        var rows: [PersonViewModel.Row] = []
        rows.reserveCapacity(filmography.count)
        for group in filmography.groups {
            for (index, credit) in group.credits.enumerated() {
                let movie = credit.movie
                rows.append(
                    PersonViewModel.Row(
                        role: index == 0 ? Filmography.heading(group.category) : "",
                        mark: marks.contains(movie.id) ? "•" : "",
                        year: movie.years,
                        title: movie.title.display + (movie.kind.isSeries ? " (\(movie.kind.name))" : ""),
                        rating: MovieFormat.rating(of: movie), votes: movie.votes.grouped,
                        characters: credit.characters.joined(separator: ", ")))
            }
        }
        return rows
    }
}
