import TestSupport
import Testing
import TerminalUI

/// Arbitrary bytes and text, as a hostile terminal or hostile data would send, never crash the
/// decoder or the canvas and never put a raw control character on screen.
@Suite struct RobustnessTests {
    @Test func randomBytesDecodeWithoutCrashingAndYieldNoControlText() {
        var random = SplitMix64(seed: 4)
        let alphabet: [UInt8] = [
            0x1B, 0x5B, 0x4F, 0x3C, 0x3B, 0x4D, 0x6D, 0x7E, 0x31, 0x35, 0xE5, 0x8D, 0x83, 0xF0, 0x9F, 0x41, 0x0D, 0x7F,
        ]
        for _ in 0..<2_000 {
            var decoder = KeyDecoder()
            var keys: [Key] = []
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let chunk = (0..<Int.random(in: 0...12, using: &random)).map { _ in
                    Bool.random(using: &random)
                        ? alphabet.randomElement(using: &random) ?? 0 : UInt8.random(in: 0...255, using: &random)
                }
                keys += decoder.feed(chunk)
            }
            keys += decoder.flush()
            #expect(decoder.pending.isEmpty)
            for case .character(let c) in keys {
                #expect(!c.unicodeScalars.contains(where: ControlEscape.isControl), "\(keys)")
            }
        }
    }

    @Test func parameterBytesThatAreNotDigitsNeitherCountNorOverflow() {
        // `ESC [` then spaces (0x20) and `A`: spaces once subtracted from the parameter and overflowed.
        var decoder = KeyDecoder()
        let keys = decoder.feed([0x1B, 0x5B] + Array(repeating: 0x20, count: 40) + [0x41])
        #expect(keys == [.up])
        var digits = KeyDecoder()
        #expect(digits.feed(Array("\u{1B}[\(String(repeating: "9", count: 60))~".utf8)).count <= 1)
    }

    @Test func randomTextNeverLeavesAControlCharacterOrATornWideCharacter() {
        var random = SplitMix64(seed: 7)
        let pieces = ["a", "千", "🎬", "e\u{301}", "\u{1B}", "\u{9B}", "\r\n", "\u{200B}", "👩‍👩‍👧‍👦", "ＡＢ", " ", "…"]
        for _ in 0..<500 {
            var canvas = Canvas(size: Size(width: 17, height: 3))
            for _ in 0..<6 {
                let text = (0..<Int.random(in: 0...20, using: &random)).map { _ in
                    pieces.randomElement(using: &random) ?? ""
                }.joined()
                let origin = Point(
                    x: Int.random(in: -2...18, using: &random), y: Int.random(in: -1...3, using: &random))
                canvas.draw(
                    text, at: origin, maxWidth: Int.random(in: -1...20, using: &random), style: .plain,
                    ellipsis: Bool.random(using: &random) ? "…" : nil)
            }
            for y in 0..<3 {
                for x in 0..<17 {
                    let cell = canvas[x, y]
                    #expect(!cell.grapheme.unicodeScalars.contains(where: ControlEscape.isControl))
                    if cell.width == 2 { #expect(x + 1 < 17 && canvas[x + 1, y].isContinuation) }
                    if cell.isContinuation { #expect(x > 0 && canvas[x - 1, y].width == 2) }
                }
            }
        }
    }
}
