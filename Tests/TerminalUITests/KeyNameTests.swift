import TerminalUI
import Testing

/// Key names parse back into keys: every name the help shows, and the common spellings.
@Suite struct KeyNameTests {
    /// One key of every kind that has a name.
    static let everyKind: [Key] =
        [
            .character("j"), .character("G"), .character("/"), .character("^"), .character("é"), .character("😀"),
            .character(" "), .character("\""), .enter, .escape, .backspace, .delete, .insert, .tab, .backTab, .up,
            .down, .left, .right, .home, .end, .pageUp, .pageDown,
        ] + (1...12).map(Key.function) + "abcdefgklnopqrstuvwxyz".map(Key.control)

    @Test(arguments: everyKind)
    func theHelpsNameRoundTrips(_ key: Key) {
        #expect(Key(name: key.description) == key, "\(key.description)")
    }

    @Test func oneCharacterIsCaseSensitiveLongerNamesAreNot() {
        #expect(Key(name: "G") == .character("G"))
        #expect(Key(name: "g") == .character("g"))
        #expect(Key(name: "down") == .down)
        #expect(Key(name: "DOWN") == .down)
        #expect(Key(name: "pgdn") == .pageDown)
        #expect(Key(name: "Page-Down") == .pageDown)
        #expect(Key(name: "f5") == .function(5))
        #expect(Key(name: "space") == .character(" "))
        #expect(Key(name: "escape") == .escape)
        #expect(Key(name: "shift-tab") == .backTab)
    }

    @Test func controlKeysHaveThreeSpellingsAndEitherCase() {
        for name in ["Ctrl-d", "ctrl-D", "C-d", "^D", "^d", "Ctrl+d"] {
            #expect(Key(name: name) == .control("d"), "\(name)")
        }
        #expect(Key(name: "Ctrl-h") == .backspace)
        #expect(Key(name: "Ctrl-i") == .tab)
        #expect(Key(name: "Ctrl-m") == .enter)
        #expect(Key(name: "Ctrl-j") == .enter)
    }

    @Test(arguments: ["", "Entr", "F0", "F13", "F1x", "Ctrl-", "Ctrl-1", "Ctrl-dd", "^", "\t", "\n", "jj", "Alt-x"])
    func unknownNamesAreNil(_ name: String) {
        if name == "^" {
            #expect(Key(name: name) == .character("^"), "a lone caret is the caret")
        } else {
            #expect(Key(name: name) == nil, "\(name.debugDescription)")
        }
    }
}
