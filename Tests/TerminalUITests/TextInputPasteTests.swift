import Testing
import TerminalUI

/// A paste goes into a one-line input whole, at the cursor, as one line.
@Suite struct TextInputPasteTests {
    @Test func aPasteInsertsItsTextAtTheCursorAndMovesPastIt() {
        var state = TextInputState(text: "ab")
        _ = state.handle(.left)
        let used = state.handle(.paste("X千🎬"))
        #expect(used)
        #expect(state.text == "aX千🎬b")
        #expect(state.cursor == 4)
    }

    @Test func lineBreaksBecomeOneSpaceBetweenWordsAndGoAtTheEnds() {
        #expect(TextInputState.oneLine("taxi\rQuentin") == "taxi Quentin")
        #expect(TextInputState.oneLine("Loved it.\r\nMy score: 9\n") == "Loved it. My score: 9")
        #expect(TextInputState.oneLine("\n\na\n\n\nb\u{2028}c\r") == "a b c")
        #expect(TextInputState.oneLine("a\tb\u{1B}[Ac\u{7F}\u{9B}d") == "a b[Acd", "tab a space; controls left out")
    }

    @Test func aPasteOfOnlyLineBreaksChangesNothing() {
        var state = TextInputState(text: "godfather")
        let used = state.handle(.paste("\r\n\r"))
        #expect(used, "a paste is the input's even when it adds nothing")
        #expect(state.text == "godfather")
        #expect(state.cursor == 9)
    }
}
