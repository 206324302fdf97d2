import Testing
import TerminalUI

@Suite struct KeyMapTests {
    enum Action: Equatable, Sendable { case help, quit, open, hidden }

    private let keymap = KeyMap<Action>([
        KeyBinding([.function(1), .character("?")], .help, hint: "Help"),
        KeyBinding([.enter], .open, hint: "Open"),
        KeyBinding([.control("l")], .hidden),
        KeyBinding([.character("q"), .control("c")], .quit, hint: "Quit"),
    ])

    @Test func keysMapToActions() {
        #expect(keymap.action(for: .character("?")) == .help)
        #expect(keymap.action(for: .control("c")) == .quit)
        #expect(keymap.action(for: .control("l")) == .hidden)
        #expect(keymap.action(for: .character("x")) == nil)
    }

    @Test func hintsComeFromTheSameBindings() {
        #expect(
            keymap.hints == [
                Hint(key: "F1", label: "Help"), Hint(key: "Enter", label: "Open"), Hint(key: "q", label: "Quit"),
            ])
    }
}
