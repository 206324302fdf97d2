import TerminalUI

extension Keymaps {
    /// The section names of a key configuration, one per keymap: `[keys.global]`, `[keys.movies]`…
    public static let sectionNames = [
        "global", "movies", "filters", "columns", "detail", "watchlist", "stats", "help", "inspector", "compare",
        "export",
    ]

    /// The action names of a section, or `nil` for an unknown section.
    ///
    /// - Parameter section: A name of ``sectionNames``.
    public static func actionNames(section: String) -> [String]? {
        switch section {
        case "global": Keymap<GlobalAction>.actionNames
        case "movies": Keymap<MoviesAction>.actionNames
        case "filters": Keymap<FiltersAction>.actionNames
        case "columns": Keymap<ColumnsAction>.actionNames
        case "detail": Keymap<DetailAction>.actionNames
        case "watchlist": Keymap<WatchlistAction>.actionNames
        case "stats": Keymap<StatsAction>.actionNames
        case "help": Keymap<HelpAction>.actionNames
        case "inspector": Keymap<InspectorAction>.actionNames
        case "compare": Keymap<CompareAction>.actionNames
        case "export": Keymap<ExportAction>.actionNames
        default: nil
        }
    }

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
    /// - Throws: ``KeymapError`` for the first override that names an unknown section, action or
    ///   key, or that binds a key twice on one screen.
    public func applying(_ overrides: [KeyOverride]) throws(KeymapError) -> Keymaps {
        var bySection: [String: [(override: KeyOverride, keys: [Key])]] = [:]
        for override in overrides {
            var keys: [Key] = []
            for name in override.keys {
                guard let key = Key(name: name) else { throw KeymapError(override, .unknownKey(name)) }
                keys.append(key)
            }
            for section in try Self.sections(of: override) {
                bySection[section, default: []].append((override, keys))
            }
        }
        var result = self
        for section in Self.sectionNames {
            guard let list = bySection[section] else { continue }
            // The section's own overrides come after the top-level ones, so they win.
            let ordered = list.filter { $0.override.screen == nil } + list.filter { $0.override.screen != nil }
            try result.apply(section: section, ordered)
        }
        return result
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
        let global = Keymap<GlobalAction>.actionNames.contains(override.action)
        if global, !screens.isEmpty { throw KeymapError(override, .ambiguousAction(screens: screens)) }
        if global { return ["global"] }
        guard !screens.isEmpty else {
            throw KeymapError(override, .unknownAction(valid: Keymap<GlobalAction>.actionNames))
        }
        return screens
    }

    private mutating func apply(section: String, _ list: [(override: KeyOverride, keys: [Key])]) throws(KeymapError) {
        switch section {
        case "global": try Self.apply(&global, section, list)
        case "movies": try Self.apply(&movies, section, list)
        case "filters": try Self.apply(&filters, section, list)
        case "columns": try Self.apply(&columns, section, list)
        case "detail": try Self.apply(&detail, section, list)
        case "watchlist": try Self.apply(&watchlist, section, list)
        case "stats": try Self.apply(&stats, section, list)
        case "help": try Self.apply(&help, section, list)
        case "inspector": try Self.apply(&inspector, section, list)
        case "compare": try Self.apply(&compare, section, list)
        case "export": try Self.apply(&export, section, list)
        default: break
        }
    }

    private static func apply<Action>(
        _ keymap: inout Keymap<Action>, _ section: String, _ list: [(override: KeyOverride, keys: [Key])]
    ) throws(KeymapError) {
        try keymap.apply(list)
        try keymap.checkDuplicates(screen: keymap.name, overrides: list.map(\.override))
    }
}

extension Keymaps {
    /// Every keymap with its section name, in ``sectionNames`` order: what `reel keys` prints.
    public var sections: [(name: String, keys: KeyHelp)] {
        [
            ("global", global.keyHelp), ("movies", movies.keyHelp), ("filters", filters.keyHelp),
            ("columns", columns.keyHelp), ("detail", detail.keyHelp), ("watchlist", watchlist.keyHelp),
            ("stats", stats.keyHelp), ("help", help.keyHelp), ("inspector", inspector.keyHelp),
            ("compare", compare.keyHelp), ("export", export.keyHelp),
        ]
    }
}
