import DIContainer
import TerminalUI

/// The people whose names match what followed `@` in the search box: its descriptor (see
/// ``ScreenDescriptor``). The argument is the search words.
public enum PeopleScreen: ScreenDescriptor {
    public static let name = "people"
    public static var module: Module { PeopleModule.module }
    public static let keymaps: [any KeymapSection.Type] = [PeopleAction.self]
    public static let opener: ScreenOpener? = nil
    /// Kept with its search words (`"argument": {"search": "coppola"}`).
    public static let session: SessionEncoding<PeopleSearch>? = SessionEncoding(
        Saved.self, write: { Saved(search: $0.words) },
        read: { saved in
            guard let search = PeopleSearch(saved.search) else {
                return .failure(SessionStateError("\"search\" has no words"))
            }
            return .success(search)
        })
    public static let sampleArgument = PeopleSearch.sample

    public static func containerName(for argument: PeopleSearch) -> String { "People @\(argument.words)" }

    @MainActor
    public static func resolve(
        _ argument: PeopleSearch, in container: Container, context: ScreenContext
    )
        throws(ResolutionError) -> any Screen
    {
        try container.resolve(PeopleView.self, argument: argument)
    }
}

/// What a People results screen searches for: the words typed after `@`.
public struct PeopleSearch: Hashable, Sendable {
    /// The words as typed, trimmed (`"al pac"`).
    public let words: String

    /// The search for `text`, or `nil` when it has no letter or digit.
    ///
    /// - Parameter text: The words after `@`.
    public init?(_ text: String) {
        let trimmed = text.trimmingSpaces
        guard trimmed.contains(where: { $0.isLetter || $0.isNumber }) else { return nil }
        words = trimmed
    }

    private init(checked words: String) {
        self.words = words
    }

    /// The search verification pushes.
    static let sample = PeopleSearch(checked: "coppola")
}

extension PeopleScreen {
    /// A People search as the session state keeps it: `{"search": "coppola"}`.
    public struct Saved: Codable, Hashable, Sendable {
        /// The words typed after `@`.
        public var search: String
    }
}

extension Route {
    /// The people whose names match `search`.
    ///
    /// - Parameter search: The words typed after `@`.
    public static func people(matching search: PeopleSearch) -> Route { Route(PeopleScreen.self, search) }
}

extension PeopleAction: KeymapSection {
    public static let section = "people"
}

extension Keymaps {
    /// The People results' keys.
    public var people: Keymap<PeopleAction> {
        get { self[PeopleAction.self] }
        set { self[PeopleAction.self] = newValue }
    }
}
