import DIContainer
import TerminalUI

/// The user's diary, dated viewings grouped by month: its descriptor (see ``ScreenDescriptor``).
public enum DiaryScreen: ScreenDescriptor {
    public static let name = "diary"
    public static var module: Module { DiaryModule.module }
    public static let keymaps: [any KeymapSection.Type] = [DiaryAction.self]
    public static let opener: ScreenOpener? = ScreenOpener(
        KeyCommand([.character("D")], GlobalAction("diary"), "Open your diary", hint: "Diary"), route: .diary)
    /// Kept on the stack; its year, selection and scroll are kept in the memory between pushes and runs.
    public static let session: SessionEncoding<NoArgument>? = SessionEncoding.withoutArgument.remembering(
        SavedPlace.self,
        save: { app in
            guard let memory = try? app.resolve(ScreenMemory.self),
                let list = memory.lists[DiaryPresenter.memoryKey]
            else { return nil }
            return SavedPlace(year: memory[DiaryPresenter.yearPlace] ?? nil, list: .init(list))
        },
        restore: { place, app in
            guard let memory = try? app.resolve(ScreenMemory.self) else { return [] }
            memory.lists[DiaryPresenter.memoryKey] = place.list?.listState ?? ListState()
            if let year = place.year, !(1...9999).contains(year) { return ["no diary year \(year)"] }
            memory[DiaryPresenter.yearPlace] = .some(place.year)
            return []
        })
    public static let sampleArgument = NoArgument()
    /// The widest the screen is drawn, in columns.
    static let readingWidth = 120

    public static func containerName(for argument: NoArgument) -> String { "Diary" }

    @MainActor
    public static func resolve(
        _ argument: NoArgument, in container: Container, context: ScreenContext
    )
        throws(ResolutionError) -> any Screen
    {
        try container.resolve(DiaryView.self)
    }
}

extension DiaryScreen {
    /// The diary's place as the session state keeps it under `"diary"`:
    /// `{"year": 2026, "list": {"selected": 3, "offset": 0}}` (no year: every year).
    public struct SavedPlace: Codable, Hashable, Sendable {
        /// The year shown, or `nil` for every year.
        public var year: Int?
        /// The selection and scroll.
        public var list: SessionSnapshot.ListPosition?
    }
}

extension Route {
    /// The user's diary.
    public static var diary: Route { Route(DiaryScreen.self) }
}

extension DiaryAction: KeymapSection {
    public static let section = "diary"
}

extension Keymaps {
    /// The diary's keys.
    public var diary: Keymap<DiaryAction> {
        get { self[DiaryAction.self] }
        set { self[DiaryAction.self] = newValue }
    }
}
