@testable import CursesTerminal
import Testing
import TerminalUI

/// The ncurses key codes are the values `<curses.h>` defines (octal there), written out here so the
/// tests do not import ncurses themselves.
@Suite struct CursesKeyCodesTests {
    @Test func functionKeyCodesMapToKeys() {
        let expected: [(Int32, Key)] = [
            (0o402, .down), (0o403, .up), (0o404, .left), (0o405, .right), (0o406, .home), (0o550, .end),
            (0o522, .pageDown), (0o523, .pageUp), (0o407, .backspace), (0o512, .delete), (0o513, .insert),
            (0o541, .backTab), (0o527, .enter),
        ]
        for (code, key) in expected {
            #expect(CursesKeyCodes.key(forCode: code) == key, "code \(code)")
        }
    }

    @Test func f1ToF12() {
        for n in 1...12 {
            #expect(CursesKeyCodes.key(forCode: 0o410 + Int32(n)) == .function(n))
        }
        #expect(CursesKeyCodes.key(forCode: 0o410 + 13) == nil)
    }

    @Test func charactersAndControlCharacters() {
        #expect(CursesKeyCodes.key(forCharacter: 13) == .enter)
        #expect(CursesKeyCodes.key(forCharacter: 10) == .enter)
        #expect(CursesKeyCodes.key(forCharacter: 9) == .tab)
        #expect(CursesKeyCodes.key(forCharacter: 127) == .backspace)
        #expect(CursesKeyCodes.key(forCharacter: 27) == .escape)
        #expect(CursesKeyCodes.key(forCharacter: 12) == .control("l"))
        #expect(CursesKeyCodes.key(forCharacter: 0x5343) == .character("千"))
        #expect(CursesKeyCodes.key(forCharacter: 0x9B) == nil, "C1 controls never become text")
    }

    @Test func mouseButtonStates() {
        let at = Point(x: 4, y: 2)
        #expect(CursesKeyCodes.mouse(state: 0o2, x: 4, y: 2) == MouseEvent(.press(button: 1), at: at))
        #expect(CursesKeyCodes.mouse(state: 0o4, x: 4, y: 2) == MouseEvent(.press(button: 1), at: at), "click")
        #expect(CursesKeyCodes.mouse(state: 0o1, x: 4, y: 2) == MouseEvent(.release, at: at))
        #expect(CursesKeyCodes.mouse(state: 0o2 << 10, x: 4, y: 2) == MouseEvent(.press(button: 3), at: at))
        #expect(CursesKeyCodes.mouse(state: 0o2 << 15, x: 4, y: 2) == MouseEvent(.wheelUp, at: at))
        #expect(CursesKeyCodes.mouse(state: 0o2 << 20, x: 4, y: 2) == MouseEvent(.wheelDown, at: at))
        #expect(CursesKeyCodes.mouse(state: 0, x: 4, y: 2) == nil)
    }

    @Test func stylesWithoutColorsKeepTheirAttributes() {
        var colors = CursesColors(colorCount: 0, pairCount: 0)
        let (plain, plainPair) = colors.attributes(for: .plain)
        let (bold, boldPair) = colors.attributes(for: Style(foreground: .red, attributes: [.bold, .reverse]))
        #expect(plain == 0)
        #expect(plainPair == 0)
        #expect(bold != 0)
        #expect(boldPair == 0, "no color pair on a terminal without colors")
    }
}
