import MovieCatalog
import TerminalUI

/// The changes to the selected entry: move it up or down, take it off, edit its note; and the
/// frame's prepare step and view model.
extension ListPresenter {
    /// Moves the selected entry `step` places (down for a positive step); the selection follows it.
    func move(by step: Int) {
        guard let entry = loadSelectedEntry(), let row = list.selection(rowCount: count) else { return }
        let target = row + step
        guard target >= 0, target < count else {
            status = "“\(entry.displayTitle)” is already " + (step > 0 ? "last" : "first")
            return
        }
        do {
            try interactor.move(entry.movieID, in: listID, to: target + 1)
            reload()
            list.select(target)
            status = "moved “\(entry.displayTitle)” to \(target + 1)"
        } catch {
            status = error.message
        }
    }

    /// Takes the selected entry off the list; the selection stays on its row (the next entry).
    func removeSelected() {
        guard let entry = loadSelectedEntry() else {
            status = "nothing to remove"
            return
        }
        do {
            try interactor.remove(entry.movieID, from: listID)
            reload()
            status = "took “\(entry.displayTitle)” off the list"
        } catch {
            status = error.message
        }
    }

    /// Opens the prompt on the selected entry's note.
    func editNote() {
        guard let entry = loadSelectedEntry() else { return }
        noteMovieID = entry.movieID
        prompt = .text("Note:", entry.note ?? "", placeholder: "a note on \(entry.displayTitle) (Enter saves)")
    }

    /// A key while the note is edited: Enter saves it, Esc leaves it as it was.
    func answerNote(_ key: Key) -> KeyOutcome {
        guard var open = prompt, let movieID = noteMovieID else { return .ignored }
        let outcome = open.handle(key)
        prompt = open
        switch outcome {
        case .ignored: return .ignored
        case .editing, .confirmed: break
        case .cancelled:
            cancelEditing()
            status = "note not changed"
        case .submitted(let text):
            cancelEditing()
            do {
                try interactor.setNote(text, movieID: movieID, in: listID)
                pages.reset()
                status = text.isEmpty ? "note cleared" : "note saved"
            } catch {
                status = error.message
            }
        }
        return .consumed
    }

    // MARK: Frame

    /// The frame's prepare step: the list is resolved for `visibleRows` rows (its scroll offset) and
    /// the pages of the rows it shows are read if they are not kept (one page query, two across a
    /// page boundary).
    ///
    /// - Parameter visibleRows: The rows the table shows.
    public func prepare(visibleRows: Int) {
        list.resolve(rowCount: count, visibleRows: visibleRows)
        do {
            try pages.load(rows: list.offset..<min(count, list.offset + visibleRows), listID: listID, from: interactor)
        } catch {
            status = error.message
        }
    }

    /// What the view draws, built once per frame from what ``prepare(visibleRows:)`` read.
    public func viewModel() -> ListViewModel {
        viewModelBuilds += 1
        guard let movieList else {
            return ListViewModel(
                heading: nil,
                missingText: loadFailure.map { "Cannot show list #\(listID): \($0)" } ?? "No list has id \(listID)")
        }
        let first = min(list.offset, count)
        var model = ListViewModel(heading: movieList.name, missingText: nil)
        model.isRanked = movieList.isRanked
        model.lines = [movieList.description, movieList.smartQuery.map { "Smart list: \($0)" }].compactMap { $0 }
        model.progress = movieList.progress.text
        model.fraction = movieList.progress.fraction
        model.rowCount = count
        model.firstRow = first
        model.rows = (first..<min(count, first + list.viewportRows)).map { index in
            pages.entry(at: index).map { entry in
                ListViewModel.Row(
                    position: String(entry.position), seen: entry.isSeen ? "✓" : "",
                    title: entry.movie == nil ? entry.displayTitle + " · not in this catalog" : entry.displayTitle,
                    year: entry.displayYear.map { String($0) } ?? "",
                    note: entry.note?.split(whereSeparator: \.isNewline).first.map(String.init) ?? "")
            }
        }
        model.emptyText =
            movieList.isSmart ? "No movie of the catalog matches this query" : "Empty: press a on a movie to add it"
        model.prompt = prompt
        return model
    }
}
