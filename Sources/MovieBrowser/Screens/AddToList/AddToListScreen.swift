import DIContainer
import TerminalUI

/// The picker that adds a movie to one of the user's lists, over the screen that showed the movie
/// (`a` on the detail, the movie table, the watchlist and a person's filmography): its descriptor
/// (see ``ScreenDescriptor``). The argument is the movie's id.
public enum AddToListScreen: ScreenDescriptor {
    public static let name = "add_to_list"
    public static var module: Module { AddToListModule.module }
    public static let keymaps: [any KeymapSection.Type] = [AddToListAction.self]
    public static let opener: ScreenOpener? = nil
    /// Not kept: it floats over the screen below and opens again in a key.
    public static let session: SessionEncoding<Int>? = nil
    public static let sampleArgument = 20545

    public static func containerName(for argument: Int) -> String { "Add to a list #\(argument)" }

    @MainActor
    public static func resolve(
        _ argument: Int, in container: Container, context: ScreenContext
    )
        throws(ResolutionError) -> any Screen
    {
        try container.resolve(AddToListView.self, argument: argument)
    }
}

extension Route {
    /// The picker adding movie `movieID` to a list.
    ///
    /// - Parameter movieID: The movie's catalog id.
    public static func addToList(movieID: Int) -> Route { Route(AddToListScreen.self, movieID) }
}

extension AddToListAction: KeymapSection {
    public static let section = "add_to_list"
}

extension Keymaps {
    /// The keys of the "add to a list" picker.
    public var addToList: Keymap<AddToListAction> {
        get { self[AddToListAction.self] }
        set { self[AddToListAction.self] = newValue }
    }
}
