import MovieBrowser
import TerminalUI
import Testing

/// The standard keymaps are consistent: no key bound twice, every action reachable, and the hint
/// bar built from the bindings.
@MainActor
@Suite struct KeymapTests {
    /// One keymap without its action type.
    struct Summary: Sendable, CustomStringConvertible {
        var name: String
        /// Every key with the actions bound to it, in binding order.
        var bindings: [(key: Key, action: String)]
        /// Actions of the enum no binding triggers.
        var unbound: [String]
        /// Whether the hints are exactly the bindings with a hint label, in order.
        var hintsFollowBindings: Bool
        var description: String { name }
    }

    nonisolated static func summary<Action: KeyAction>(_ keymap: Keymap<Action>) -> Summary {
        let bindings = keymap.commands.flatMap { command in
            command.keys.map { (key: $0, action: command.action.rawValue) }
        }
        let bound = Set(keymap.commands.filter { !$0.keys.isEmpty }.map(\.action))
        let unbound = Action.allCases.filter { !bound.contains($0) }.map(\.rawValue)
        // A group's hint shows its group's keys; any other hint its first key.
        let expectedHints = keymap.commands.compactMap { command -> Hint? in
            guard let label = command.hint, let key = command.keys.first else { return nil }
            return Hint(key: command.hintGroup.isEmpty ? command.hintKey ?? key.description : "group", label: label)
        }
        let hints = keymap.keyHelp.hints.enumerated().map { index, hint in
            index < expectedHints.count && expectedHints[index].key == "group"
                ? Hint(key: "group", label: hint.label) : hint
        }
        return Summary(
            name: keymap.name, bindings: bindings, unbound: unbound,
            hintsFollowBindings: hints == expectedHints
                && keymap.keyHelp.entries.count == keymap.commands.count)
    }

    nonisolated static func summary<Action: KeymapSection>(of type: Action.Type) -> Summary {
        summary(Keymaps.standard[type])
    }

    /// The global keymap, then every section of every screen in ``BrowserScreens/all``.
    nonisolated static let keymaps: [Summary] =
        [summary(Keymaps.standard.global)]
        + BrowserScreens.all.flatMap { $0.keymaps }.map { (type: any KeymapSection.Type) in summary(of: type) }

    /// Screen keys that are also global keys, on purpose: the screen's meaning wins while it has
    /// focus. Esc closing the modal filter panel is the same intent as the global "back" (it
    /// closes the innermost thing). Text inputs take Esc and printable keys without binding them.
    /// The export and columns panels' Esc is the filter panel's. The movie table's `S` charts the table's own
    /// query where the global `S` charts the whole catalog.
    nonisolated static let documentedOverlaps: [String: Set<String>] = [
        "Filters": ["Esc"], "Export": ["Esc"], "Columns": ["Esc"], "Movies": ["S"],
    ]

    @Test(arguments: keymaps)
    func noKeyIsBoundTwiceInOneKeymap(keymap: Summary) {
        var seen: [Key: String] = [:]
        for binding in keymap.bindings {
            if let first = seen[binding.key] {
                Issue.record("\(keymap.name): \(binding.key) is bound to \(first) and \(binding.action)")
            }
            seen[binding.key] = seen[binding.key] ?? binding.action
        }
        #expect(!keymap.bindings.isEmpty, "\(keymap.name) binds no key")
    }

    @Test(arguments: keymaps)
    func everyActionHasAKey(keymap: Summary) {
        #expect(keymap.unbound.isEmpty, "\(keymap.name): no key for \(keymap.unbound)")
    }

    @Test(arguments: keymaps)
    func hintsComeFromTheBindings(keymap: Summary) {
        #expect(keymap.hintsFollowBindings, "\(keymap.name)")
    }

    @Test(arguments: keymaps.dropFirst())
    func screenKeysShadowGlobalKeysOnlyWhereDocumented(keymap: Summary) {
        let global = Set(Self.keymaps[0].bindings.map(\.key))
        let overlaps = Set(keymap.bindings.map(\.key).filter(global.contains).map(\.description))
        let undocumented = overlaps.subtracting(Self.documentedOverlaps[keymap.name] ?? [])
        #expect(undocumented.isEmpty, "\(keymap.name) shadows the global \(undocumented.sorted())")
    }

    @Test func theHintBarDrawsTheKeymapsHints() throws {
        var keymaps = Keymaps.standard
        keymaps.movies.commands[0].hint = "Details"
        keymaps.movies.commands[0].keys = [.character("o"), .enter]
        let hints = keymaps.movies.keyHelp.hints
        #expect(hints.first == Hint(key: "o", label: "Details"))
        #expect(keymaps.movies.action(for: .character("o")) == .open)
        #expect(keymaps.movies.keyName(for: .open) == "o")
        #expect(Keymaps.standard.movies.keyName(for: .open) == "Enter")
        #expect(Keymaps.standard.movies.keyHelp.hints.first { $0.label == "Sort" }?.key == "1-7/b")
    }

    @Test func theFirstBindingOfAKeyWins() {
        let keymap = Keymap<GlobalAction>(
            "Test",
            [
                KeyCommand([.character("a")], GlobalAction("help"), "first"),
                KeyCommand([.character("a")], .quit, "second"),
            ])
        #expect(keymap.action(for: .character("a")) == GlobalAction("help"))
        #expect(keymap.action(for: .character("b")) == nil)
    }
}

@Suite struct ScrollIntentNamingTests {
    @Test func theHelpAndInspectorScrollActionsAreNamedAsScrollIntents() {
        #expect(InspectorAction.allCases.filter { $0.scrollIntent == nil } == [.switchTab, .toggleApp])
        #expect(HelpAction.allCases.filter { $0.scrollIntent == nil } == [.filter])
        #expect(MoviesAction.allCases.compactMap(\.listIntent).count == ListIntent.allCases.count)
    }
}
