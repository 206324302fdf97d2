import Testing
@testable import TerminalUI

@Suite struct KeymapTests {
    enum Action: String, KeyAction {
        case help, quit, open, hidden
        case selectNext = "select_next"
    }

    private let keymap = Keymap<Action>(
        "Demo",
        [
            KeyCommand([.function(1), .character("?")], .help, "Show the keys", hint: "Help"),
            KeyCommand([.enter], .open, "Open the row", hint: "Open"),
            KeyCommand([.control("l")], .hidden, "Redraw"),
            KeyCommand([.character("q"), .control("c")], .quit, "Quit", hint: "Quit"),
            KeyCommand([.character("1"), .character("2")], .selectNext, "Next row", hint: "Next", hintKey: "1-2"),
            KeyCommand([.character("q")], .hidden, "Never reached: q is bound above"),
        ])

    @Test func keysMapToActions() {
        #expect(keymap.action(for: .character("?")) == .help)
        #expect(keymap.action(for: .control("c")) == .quit)
        #expect(keymap.action(for: .control("l")) == .hidden)
        #expect(keymap.action(for: .character("x")) == nil)
    }

    @Test func theFirstBindingOfAKeyWins() {
        #expect(keymap.action(for: .character("q")) == .quit)
    }

    @Test func hintsComeFromTheSameBindings() {
        #expect(
            keymap.keyHelp.hints == [
                Hint(key: "F1", label: "Help"), Hint(key: "Enter", label: "Open"), Hint(key: "q", label: "Quit"),
                Hint(key: "1-2", label: "Next"),
            ])
    }

    /// A group's keys: runs of three or more consecutive characters as a range, the rest by `/`.
    @Test func aGroupsKeysAreItsRunsAndTheOthers() {
        enum Sort: String, KeyAction { case a, b, c, d, e, f, g }
        let bindings: [(Character, Sort)] = [("1", .a), ("2", .b), ("3", .c), ("4", .d), ("b", .e), ("7", .f)]
        let sorts = Keymap<Sort>(
            "Sorts", bindings.map { KeyCommand([.character($0.0)], $0.1, "sort") })
        #expect(sorts.groupKeys([.a, .b, .c, .d, .f, .e]) == "1-4/7/b")
        #expect(sorts.groupKeys([.a, .b]) == "1/2")
        #expect(sorts.groupKeys([.e, .a, .b, .c]) == "b/1-3")
        #expect(sorts.groupKeys([.g]) == nil)
    }

    @Test func theHelpListsEveryBindingWithItsActionName() {
        let help = keymap.keyHelp
        #expect(help.name == "Demo")
        #expect(help.entries.count == 6)
        #expect(help.entries[0] == KeyHelp.Entry(keys: ["F1", "?"], action: "help", help: "Show the keys"))
        #expect(help.entries[4].action == "select_next")
    }

    @Test func keyNameIsTheFirstKeyOrTheActionName() {
        #expect(keymap.keyName(for: .quit) == "q")
        #expect(keymap.keyName(for: .open) == "Enter")
        let unbound = Keymap<Action>("Empty", [])
        #expect(unbound.keyName(for: .selectNext) == "select_next")
    }

    @Test func anActionNamedAfterAListIntentIsThatIntent() {
        #expect(Action.selectNext.listIntent == .selectNext)
        #expect(Action.help.listIntent == nil)
    }
}
