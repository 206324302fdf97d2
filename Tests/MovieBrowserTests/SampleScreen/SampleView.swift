import MovieBrowser
import TerminalUI

/// The sample screen's presenter: the shelf it shows and the notes taken on it, kept in the
/// memory when the screen remembers its place.
@MainActor
final class SamplePresenter {
    let shelf: SampleShelf
    private let memory: ScreenMemory
    /// The notes, oldest first.
    var notes: [String]

    init(shelf: SampleShelf, memory: ScreenMemory) {
        self.shelf = shelf
        self.memory = memory
        notes = memory[SamplePlace.memory]?.notes ?? []
    }

    /// Takes a note.
    func note(_ text: String) {
        notes.append(text)
    }

    /// Writes the place into the memory.
    func remember() {
        memory[SamplePlace.memory] = SamplePlace(notes: notes, lastPage: shelf.page)
    }
}

/// The sample screen's view: a title and its notes.
@MainActor
final class SampleView: Screen {
    let presenter: SamplePresenter

    init(presenter: SamplePresenter) {
        self.presenter = presenter
    }

    var title: String { "Sample \(presenter.shelf.shelf)" }
    var status: String { "\(presenter.notes.count) notes" }
    var keyHelp: KeyHelp { Keymap<SampleAction>("Sample", []).keyHelp }

    func handle(_ key: Key) -> KeyOutcome {
        guard case .character(let character) = key, character == "n" else { return .ignored }
        presenter.note("note \(presenter.notes.count + 1)")
        return .consumed
    }

    func render(on canvas: inout Canvas, in rect: Rect, theme: Theme) {
        for (row, note) in presenter.notes.prefix(rect.height).enumerated() {
            canvas.draw(note, at: Point(x: rect.x, y: rect.y + row), maxWidth: rect.width, style: theme.normal)
        }
    }

    func rememberState() {
        presenter.remember()
    }
}

/// The sample screen's actions: none bound, so its hint bar holds the global keys only.
enum SampleAction: String, KeyAction {
    case note
}
