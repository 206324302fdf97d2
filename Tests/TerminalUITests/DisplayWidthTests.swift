import Testing
import TerminalUI

@Suite struct DisplayWidthTests {
    @Test func asciiIsOneColumnPerCharacter() {
        #expect(DisplayWidth.of("Heat (1995)") == 11)
    }

    @Test func eastAsianWideAndEmojiAreTwoColumns() {
        #expect(DisplayWidth.of("千と千尋") == 8)
        #expect(DisplayWidth.of("기생충") == 6)
        #expect(DisplayWidth.of("🎬") == 2)
        #expect(DisplayWidth.of("ＡＢ") == 4)
        #expect(DisplayWidth.of("\u{2764}\u{FE0F}") == 2, "emoji presentation selector widens a text-default heart")
    }

    @Test func combiningMarksAndZeroWidthAreZero() {
        #expect(DisplayWidth.of("Ame\u{301}lie") == 6)
        #expect(DisplayWidth.of("e\u{301}\u{302}") == 1)
        #expect(DisplayWidth.of(Unicode.Scalar(0x200B)!) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0x0301)!) == 0)
    }

    @Test func controlsMeasureAsTheirEscapedForm() {
        #expect(DisplayWidth.of(Unicode.Scalar(0x1B)!) == nil)
        #expect(DisplayWidth.of("a\u{1B}b") == 4)
        #expect(ControlEscape.escaped(Unicode.Scalar(0x1B)!) == "^[")
        #expect(ControlEscape.escaped(Unicode.Scalar(0x7F)!) == "^?")
        #expect(ControlEscape.escaped(Unicode.Scalar(0x9B)!) == "M-^[")
        #expect(ControlEscape.escaped(Character("\r\n")) == "^M^J")
    }
}
