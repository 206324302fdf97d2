import Testing

@testable import TerminalUI

/// Base64 against the RFC 4648 test vectors, and the OSC 52 sequence built from it.
@Suite struct ClipboardTests {
    @Test(arguments: [
        ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="),
        ("foobar", "Zm9vYmFy"),
    ])
    func rfc4648Vectors(input: String, expected: String) {
        #expect(Base64.encode(input) == expected)
    }

    @Test func everyByteValueAndTheTwoLastLettersOfTheAlphabet() {
        #expect(Base64.encode([0xFB, 0xFF]) == "+/8=")
        #expect(Base64.encode([0, 0, 0]) == "AAAA")
        #expect(Base64.encode([0xFF, 0xFF, 0xFF]) == "////")
        #expect(Base64.encode(Array(0...255 as ClosedRange<UInt8>)).count == 344)
    }

    @Test func utf8TitlesAreEncodedByTheirBytes() {
        #expect(Base64.encode("Heat (1995)") == "SGVhdCAoMTk5NSk=")
        // "Amélie (2001)": é is two bytes, C3 A9.
        #expect(Base64.encode("Amélie (2001)") == "QW3DqWxpZSAoMjAwMSk=")
    }

    @Test func theSequenceIsOSC52OnTheClipboardSelectionEndedByBEL() {
        #expect(ClipboardSequence.osc52("Heat (1995)") == "\u{1B}]52;c;SGVhdCAoMTk5NSk=\u{07}")
    }

    @Test func controlCharactersTravelInsideTheBase64() {
        let sequence = ClipboardSequence.osc52("a\u{1B}]2;x\u{07}b")
        #expect(sequence.filter { $0 == "\u{1B}" }.count == 1, "only the sequence's own ESC")
        #expect(sequence.filter { $0 == "\u{07}" }.count == 1, "only the terminating BEL")
    }

    @Test func longTextIsCutAtACharacterBoundary() {
        let text = String(repeating: "é", count: ClipboardSequence.maximumBytes)
        let sequence = ClipboardSequence.osc52(text)
        let payload = sequence.dropFirst(7).dropLast()
        #expect(payload.count <= (ClipboardSequence.maximumBytes + 2) / 3 * 4)
        #expect(payload.count % 4 == 0)
        #expect(ClipboardSequence.prefix(of: text).utf8.count == ClipboardSequence.maximumBytes)
        let shifted = "a" + text
        #expect(
            ClipboardSequence.prefix(of: shifted).utf8.count == ClipboardSequence.maximumBytes - 1,
            "é is two bytes: the cut never splits it")
        #expect(ClipboardSequence.prefix(of: "short") == "short")
    }

    @Test func theHeadlessTerminalRecordsWhatIsCopiedAndDrawsNothing() throws {
        let terminal = HeadlessTerminal(size: Size(width: 10, height: 2))
        try terminal.draw(Canvas(size: terminal.size))
        let before = terminal.screen.snapshot()
        terminal.setClipboard("Heat (1995)")
        terminal.setClipboard("20545")
        #expect(terminal.clipboard == ["Heat (1995)", "20545"])
        #expect(terminal.screen.snapshot() == before)
    }

    @Test func aDriverWithoutAClipboardIgnoresTheText() {
        final class Silent: TerminalDriver {
            var size = Size(width: 1, height: 1)
            var capabilities = TerminalCapabilities(colorCount: 0, isUnicode: false)
            func readKey(timeout: Duration?) throws(TerminalError) -> Key? { nil }
            func draw(_ canvas: Canvas) throws(TerminalError) -> FrameUpdate {
                var differ = FrameDiffer()
                return differ.update(to: canvas)
            }
            func invalidate() {}
        }
        let driver: any TerminalDriver = Silent()
        driver.setClipboard("lost, as on a terminal without OSC 52")
        #expect(driver.size == Size(width: 1, height: 1))
    }
}
