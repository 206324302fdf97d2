import Testing
import TerminalUI

@Suite struct KeyDecoderTests {
    private func decode(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.feed(Array(text.utf8)) + decoder.flush()
    }

    @Test func printableASCIIAndUnicodeBecomeCharacters() {
        #expect(decode("aZ9 ") == [.character("a"), .character("Z"), .character("9"), .character(" ")])
        #expect(decode("é千🎬") == [.character("é"), .character("千"), .character("🎬")])
        #expect(decode("e\u{301}") == [.character("e\u{301}")])
    }

    @Test func controlBytesBecomeNamedKeys() {
        #expect(decode("\r\n\t") == [.enter, .enter, .tab])
        #expect(decode("\u{7F}\u{08}") == [.backspace, .backspace])
        #expect(decode("\u{01}\u{03}\u{0C}\u{1A}") == [.control("a"), .control("c"), .control("l"), .control("z")])
    }

    @Test func xtermArrowsInNormalAndApplicationMode() {
        #expect(decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(decode("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == [.up, .down, .right, .left])
        #expect(decode("\u{1B}[1;5A") == [.up])
    }

    @Test func homeEndPagingInsertDeleteInEveryVariant() {
        #expect(decode("\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}OF") == [.home, .end, .home, .end])
        #expect(decode("\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~") == [.home, .end, .home, .end])
        #expect(decode("\u{1B}[5~\u{1B}[6~\u{1B}[2~\u{1B}[3~") == [.pageUp, .pageDown, .insert, .delete])
    }

    @Test func functionKeysF1ToF12() {
        let xterm =
            "\u{1B}OP\u{1B}OQ\u{1B}OR\u{1B}OS\u{1B}[15~\u{1B}[17~\u{1B}[18~\u{1B}[19~\u{1B}[20~\u{1B}[21~\u{1B}[23~\u{1B}[24~"
        #expect(decode(xterm) == (1...12).map(Key.function))
        #expect(decode("\u{1B}[11~\u{1B}[12~\u{1B}[13~\u{1B}[14~") == (1...4).map(Key.function))
        #expect(decode("\u{1B}[[A\u{1B}[[E") == [.function(1), .function(5)])
    }

    @Test func shiftTabIsBackTab() {
        #expect(decode("\u{1B}[Z") == [.backTab])
    }

    @Test func loneEscapeWaitsForTheDelayThenFlushes() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.pending == [0x1B])
        #expect(decoder.flush() == [.escape])
        #expect(decode("\u{1B}\u{1B}") == [.escape, .escape])
        #expect(decode("\u{1B}x") == [.escape, .character("x")])
    }

    @Test func sequenceSplitAcrossReadsIsReassembled() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B, UInt8(ascii: "[")]).isEmpty)
        #expect(decoder.feed([UInt8(ascii: "6")]).isEmpty)
        #expect(decoder.feed([UInt8(ascii: "~"), UInt8(ascii: "q")]) == [.pageDown, .character("q")])
        let bytes = Array("千".utf8)
        #expect(decoder.feed([bytes[0]]).isEmpty)
        #expect(decoder.feed(Array(bytes[1...])) == [.character("千")])
    }

    @Test func sgrMouseClickReleaseAndWheel() {
        let click = MouseEvent(.press(button: 1), at: Point(x: 9, y: 4))
        #expect(decode("\u{1B}[<0;10;5M") == [.mouse(click)])
        #expect(decode("\u{1B}[<0;10;5m") == [.mouse(MouseEvent(.release, at: Point(x: 9, y: 4)))])
        #expect(decode("\u{1B}[<2;1;1M") == [.mouse(MouseEvent(.press(button: 3), at: .zero))])
        #expect(
            decode("\u{1B}[<64;3;7M\u{1B}[<65;3;7M") == [
                .mouse(MouseEvent(.wheelUp, at: Point(x: 2, y: 6))),
                .mouse(MouseEvent(.wheelDown, at: Point(x: 2, y: 6))),
            ])
        #expect(decode("\u{1B}[<32;3;7M").isEmpty, "motion reports are ignored")
    }

    @Test func x10MouseReports() {
        let bytes: [UInt8] = [0x1B, 0x5B, 0x4D, 32, 33 + 9, 33 + 4, 0x1B, 0x5B, 0x4D, 96, 33, 33]
        var decoder = KeyDecoder()
        #expect(
            decoder.feed(bytes) == [
                .mouse(MouseEvent(.press(button: 1), at: Point(x: 9, y: 4))), .mouse(MouseEvent(.wheelUp, at: .zero)),
            ])
    }

    @Test func unknownSequencesAndInvalidBytesAreDropped() {
        #expect(decode("\u{1B}[99q") == [])
        #expect(decode("\u{1B}[" + String(repeating: "9", count: 400) + "~x") == [.character("x")], "no overflow")
        #expect(decode("\u{1B}[<0;" + String(repeating: "7", count: 300) + ";1M").count == 1)
        var decoder = KeyDecoder()
        #expect(decoder.feed([0xFF, UInt8(ascii: "a")]) == [.character("a")])
    }

    @Test func keyNamesForHints() {
        #expect(Key.function(1).description == "F1")
        #expect(Key.control("c").description == "^C")
        #expect(Key.pageDown.description == "PgDn")
        #expect(Key.character(" ").description == "Space")
    }
}
