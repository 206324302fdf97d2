import TerminalUI

extension Keymaps {
    /// The keymaps with a configuration's overrides applied, checked as a whole.
    ///
    /// A section's override (`[keys.movies] select_next`) wins over a top-level one (`[keys]
    /// select_next`) for its screen. A top-level action is the global one of that name, or else the
    /// action of that name on every screen that has it. After the overrides, no key may be bound
    /// twice on one screen. The help, the hint bar and the keys' dispatch all read the result.
    ///
    /// ```swift
    /// let keymaps = try Keymaps.standard.applying([
    ///     KeyOverride(screen: "movies", action: "select_next", keys: ["J"]),
    ///     KeyOverride(screen: nil, action: "stats", keys: ["none"]),
    /// ])
    /// ```
    ///
    /// - Parameter overrides: The overrides, in the order of the file.
    /// - Returns: The new keymaps.
    /// - Throws: ``KeymapError``: the first of ``checking(_:)``'s errors.
    public func applying(_ overrides: [KeyOverride]) throws(KeymapError) -> Keymaps {
        let checked = checking(overrides)
        if let first = checked.errors.first { throw first }
        return checked.keymaps
    }

    /// The keymaps with the overrides applied as ``applying(_:)`` applies them, and every error they
    /// hold, where ``applying(_:)`` stops at the first: what a configuration check reports.
    ///
    /// An override that names an unknown section, action or key is left out and gives one error; the
    /// others are applied, then each key bound twice on a screen gives one error, every screen
    /// checked.
    ///
    /// - Parameter overrides: The overrides, in the order of the file.
    /// - Returns: The keymaps with the good overrides applied, and the errors: each override's in
    ///   file order, then the keys bound twice, screen by screen.
    public func checking(_ overrides: [KeyOverride]) -> (keymaps: Keymaps, errors: [KeymapError]) {
        var errors: [KeymapError] = []
        var bySection: [String: [(override: KeyOverride, keys: [Key])]] = [:]
        for override in overrides {
            do throws(KeymapError) {
                var keys: [Key] = []
                for name in override.keys {
                    guard let key = Key(name: name) else { throw KeymapError(override, .unknownKey(name)) }
                    keys.append(key)
                }
                for section in try Self.sections(of: override) {
                    bySection[section, default: []].append((override, keys))
                }
            } catch {
                errors.append(error)
            }
        }
        var result = self
        for section in Self.sectionNames {
            guard let list = bySection[section] else { continue }
            // The section's own overrides come after the top-level ones, so they win.
            let ordered = list.filter { $0.override.screen == nil } + list.filter { $0.override.screen != nil }
            errors += result.apply(section: section, ordered)
        }
        return (result, errors)
    }

    /// The sections an override applies to.
    private static func sections(of override: KeyOverride) throws(KeymapError) -> [String] {
        if let screen = override.screen {
            guard let actions = actionNames(section: screen) else {
                throw KeymapError(override, .unknownScreen(valid: sectionNames))
            }
            guard actions.contains(override.action) else {
                throw KeymapError(override, .unknownAction(valid: actions))
            }
            return [screen]
        }
        let screens = sectionNames.dropFirst().filter { actionNames(section: $0)?.contains(override.action) ?? false }
        let global = GlobalAction.actionNames.contains(override.action)
        if global, !screens.isEmpty { throw KeymapError(override, .ambiguousAction(screens: screens)) }
        if global { return [GlobalAction.section] }
        guard !screens.isEmpty else {
            throw KeymapError(override, .unknownAction(valid: GlobalAction.actionNames))
        }
        return screens
    }
}
