import DIContainer
import MovieBrowser
import TerminalUI

/// A screen defined outside the browser, as a new screen is: its descriptor, with an argument
/// type and a place type of its own. Only this folder and the screen list it is added to know it.
enum SampleScreen: ScreenDescriptor {
    static let name = "sample"
    static var module: Module { SampleModule.module }
    static let keymaps: [any KeymapSection.Type] = []
    static let opener: ScreenOpener? = nil
    /// Kept with its shelf and page (`"argument": {"shelf": "noir", "page": 2}`), and the notes it
    /// keeps between pushes under `"sample"`.
    static let session: SessionEncoding<SampleShelf>? = SessionEncoding<SampleShelf>.codable()
        .remembering(
            SamplePlace.self,
            save: { app in try? app.resolve(ScreenMemory.self)[SamplePlace.memory] },
            restore: { place, app in
                guard let memory = try? app.resolve(ScreenMemory.self) else { return [] }
                guard place.notes.count <= SamplePlace.maximumNotes else {
                    return ["the sample screen keeps at most \(SamplePlace.maximumNotes) notes"]
                }
                memory[SamplePlace.memory] = place
                return []
            })
    static let sampleArgument = SampleShelf(shelf: "noir", page: 1)

    static func containerName(for argument: SampleShelf) -> String { "Sample \(argument.shelf) p\(argument.page)" }

    @MainActor
    static func resolve(
        _ argument: SampleShelf, in container: Container, context: ScreenContext
    )
        throws(ResolutionError) -> any Screen
    {
        try container.resolve(SampleView.self, argument: argument)
    }
}

/// The sample screen's argument: a shelf and a page of it.
struct SampleShelf: Codable, Hashable, Sendable {
    /// The shelf's name.
    var shelf: String
    /// The page shown.
    var page: Int
}

/// What the sample screen keeps in the app container between pushes: the notes taken on it.
struct SamplePlace: Codable, Hashable, Sendable {
    /// Where the memory keeps it.
    static let memory = ScreenMemory.Place<SamplePlace>("sample")
    /// The most notes a saved place may hold.
    static let maximumNotes = 3

    /// The notes, oldest first.
    var notes: [String]
    /// The last page seen.
    var lastPage: Int
}
