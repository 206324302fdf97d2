import TerminalUI

/// Every keymap of the browser: the global one and one per section of every screen in
/// ``BrowserScreens/all``.
///
/// Registered in the app container, so the composition root (or a configuration) can replace a
/// binding, and every screen, its hint bar and the help follow. A screen reads its own with
/// `keymaps[MoviesAction.self]` (or the accessor its folder declares, `keymaps.movies`).
public struct Keymaps: Sendable {
    /// Keys every screen shares; a screen sees a key first, these apply to what it did not use.
    public var global: Keymap<GlobalAction>
    private var sections: [String: any SectionKeymap]

    /// The keymap of `Action`'s section.
    ///
    /// - Parameter type: The section's action type.
    public subscript<Action: KeymapSection>(_ type: Action.Type) -> Keymap<Action> {
        get { sections[Action.section] as? Keymap<Action> ?? Action.standardKeymap }
        set { sections[Action.section] = newValue }
    }

    /// The default bindings of every screen.
    public static let standard = Keymaps(
        global: GlobalAction.standardKeymap,
        sections: Dictionary(uniqueKeysWithValues: sectionTypes.map { ($0.section, $0.standardSection) }))

    /// The section types of every screen, in the order of ``BrowserScreens/all``.
    static var sectionTypes: [any KeymapSection.Type] { BrowserScreens.all.flatMap { $0.keymaps } }

    /// The section names of a key configuration: `global`, then each screen's (`movies`, `filters`…).
    public static var sectionNames: [String] { [GlobalAction.section] + sectionTypes.map { $0.section } }

    /// The action names of a section, or `nil` for an unknown section.
    ///
    /// - Parameter section: A name of ``sectionNames``.
    public static func actionNames(section: String) -> [String]? {
        if section == GlobalAction.section { return GlobalAction.actionNames }
        return sectionTypes.first { $0.section == section }?.actionNames
    }

    /// Every keymap with its section name, in ``sectionNames`` order: what `reel keys` prints.
    public var named: [(name: String, keys: KeyHelp)] {
        [(GlobalAction.section, global.keyHelp)]
            + Self.sectionTypes.map { type in
                (type.section, (sections[type.section] ?? type.standardSection).keyHelp)
            }
    }

    /// Every keymap as the help shows it: the global one first, then each screen's.
    public var all: [KeyHelp] { named.map(\.keys) }

    /// Applies `list` to the section `name` and checks it.
    ///
    /// - Returns: Every error: an unknown action, and each key bound twice.
    mutating func apply(section name: String, _ list: [(override: KeyOverride, keys: [Key])]) -> [KeymapError] {
        if name == GlobalAction.section { return global.applyChecked(list) }
        guard let type = Self.sectionTypes.first(where: { $0.section == name }) else { return [] }
        var keymap = sections[name] ?? type.standardSection
        let errors = keymap.applyChecked(list)
        sections[name] = keymap
        return errors
    }
}
