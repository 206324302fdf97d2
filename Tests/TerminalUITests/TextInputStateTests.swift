import Testing
import TerminalUI

@Suite struct TextInputStateTests {
    private func typed(_ keys: [Key], into state: TextInputState = TextInputState()) -> TextInputState {
        var state = state
        for key in keys { _ = state.handle(key) }
        return state
    }

    @Test func typingInsertsAtTheCursor() {
        let state = typed([.character("h"), .character("t"), .left, .character("e"), .character("a")])
        #expect(state.text == "heat")
        #expect(state.cursor == 3)
    }

    @Test func backspaceAndDeleteRemoveWholeGraphemes() {
        var state = typed([.backspace], into: TextInputState(text: "Ame\u{301}🎬"))
        #expect(state.text == "Ame\u{301}")
        state = typed([.left, .backspace, .delete], into: state)
        #expect(state.text == "A", "backspace took the m, delete the e with its accent")
        #expect(typed([.home, .backspace, .delete]).text == "")
    }

    @Test func lineEditingKeys() {
        let start = TextInputState(text: "heat 1995")
        #expect(typed([.home, .right, .right, .control("k")], into: start).text == "he")
        #expect(typed([.left, .left, .control("u")], into: start).text == "95")
        #expect(typed([.control("a"), .character(">")], into: start).text == ">heat 1995")
    }

    @Test func navigationKeysAreNotEditingKeys() {
        var state = TextInputState()
        let handled = [Key.enter, .escape, .tab].map { state.handle($0) }
        #expect(handled == [false, false, false])
        #expect(state == TextInputState())
    }
}
