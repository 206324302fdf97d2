@testable import reel
import Testing

@Suite struct TerminalEscapingTests {
    @Test func escapeSequencesBecomeVisible() {
        #expect("Evil \u{1B}[2J\u{1B}]0;pwned\u{07}Title".escapingControlCharacters == "Evil ^[[2J^[]0;pwned^GTitle")
        #expect("tab\there\r\n".escapingControlCharacters == "tab^Ihere^M^J")
        #expect("nul\u{0}del\u{7F}".escapingControlCharacters == "nul^@del^?")
        #expect("csi\u{9B}31m".escapingControlCharacters == "csi\\u{9B}31m")
    }

    @Test func printableTextIsUnchanged() {
        for text in ["The Godfather", "$40,000", "Amélie", "千と千尋の神隠し", ""] {
            #expect(text.escapingControlCharacters == text)
        }
    }
}
