import DIContainer
import MovieCatalog
import TerminalUI

/// One person of the catalog, with their filmography by role: its descriptor (see
/// ``ScreenDescriptor``). The argument is the person's IMDb id.
public enum PersonScreen: ScreenDescriptor {
    public static let name = "person"
    public static var module: Module { PersonModule.module }
    public static let keymaps: [any KeymapSection.Type] = [PersonAction.self]
    public static let opener: ScreenOpener? = nil
    /// Kept with the person's id (`"argument": {"personID": "nm0000008"}`) and the place in the
    /// filmography.
    public static let session: SessionEncoding<PersonID>? = SessionEncoding(
        Saved.self, write: { Saved(personID: $0.text) },
        read: { saved in
            guard let id = PersonID(text: saved.personID) else {
                return .failure(SessionStateError("\"\(saved.personID)\" is not a person id (nm and digits)"))
            }
            return .success(id)
        }
    )
    .keepingList(
        get: { ($0 as? PersonView)?.presenter.list },
        set: { screen, list in (screen as? PersonView)?.presenter.list = list })
    /// The widest the screen is drawn, in columns: its filmography.
    static let readingWidth = 120
    /// Marlon Brando.
    public static let sampleArgument = PersonID(8)

    public static func containerName(for argument: PersonID) -> String { "Person \(argument.text)" }

    @MainActor
    public static func resolve(
        _ argument: PersonID, in container: Container, context: ScreenContext
    )
        throws(ResolutionError) -> any Screen
    {
        try container.resolve(PersonView.self, argument: argument)
    }
}

extension PersonScreen {
    /// A person's screen as the session state keeps it: `{"personID": "nm0000008"}`.
    public struct Saved: Codable, Hashable, Sendable {
        /// The person's IMDb id.
        public var personID: String
    }
}

extension Route {
    /// One person's screen, by IMDb id.
    ///
    /// - Parameter id: The person's IMDb id.
    public static func person(id: PersonID) -> Route { Route(PersonScreen.self, id) }
}

extension PersonAction: KeymapSection {
    public static let section = "person"
}

extension Keymaps {
    /// The person screen's keys.
    public var person: Keymap<PersonAction> {
        get { self[PersonAction.self] }
        set { self[PersonAction.self] = newValue }
    }
}
