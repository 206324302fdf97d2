import TerminalUI

/// The actions of one section of the key configuration (`[keys.movies]`): a screen's, or a panel's
/// of a screen (`[keys.filters]`). A screen's descriptor lists its sections (see
/// ``ScreenDescriptor/keymaps``), and ``Keymaps`` holds one keymap of each.
public protocol KeymapSection: KeyAction {
    /// The section's name in config.toml and `reel keys` (`"movies"`).
    static var section: String { get }
    /// The default bindings, with their help texts and hint-bar labels.
    static var standardKeymap: Keymap<Self> { get }
}

/// A keymap whose action type is not known statically: what ``Keymaps`` stores per section.
protocol SectionKeymap: Sendable {
    /// The keymap as the help shows it.
    var keyHelp: KeyHelp { get }
    /// Applies overrides of this section and checks that no key is bound twice.
    ///
    /// - Returns: Every error: an action the section lacks, and each key bound twice.
    mutating func applyChecked(_ overrides: [(override: KeyOverride, keys: [Key])]) -> [KeymapError]
}

extension Keymap: SectionKeymap {
    mutating func applyChecked(_ overrides: [(override: KeyOverride, keys: [Key])]) -> [KeymapError] {
        apply(overrides) + duplicates(screen: name, overrides: overrides.map(\.override))
    }
}

extension KeymapSection {
    /// The names of the section's actions, in declaration order.
    static var actionNames: [String] { allCases.map(\.rawValue) }

    /// The default keymap, its action type hidden.
    static var standardSection: any SectionKeymap { standardKeymap }
}
