import Testing
import TerminalUI

/// A bracketed paste (`ESC [200~` … `ESC [201~`) decodes as one ``Key/paste(_:)``, whole, whatever
/// it holds and however the terminal's reads split it; one that never ends is bounded.
@Suite struct BracketedPasteTests {
    private static let start = "\u{1B}[200~"
    private static let end = "\u{1B}[201~"

    private func decode(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.feed(Array(text.utf8)) + decoder.flush()
    }

    @Test func aPasteIsOneKeyWithItsTextWhole() {
        #expect(decode(Self.start + "hello, wörld 🎬" + Self.end) == [.paste("hello, wörld 🎬")])
        #expect(
            decode("a" + Self.start + "b" + Self.end + "c") == [.character("a"), .paste("b"), .character("c")],
            "keys before and after the paste stay keys")
        #expect(decode(Self.start + Self.end + "x") == [.character("x")], "an empty paste is nothing")
    }

    @Test func lineBreaksTabsAndSequencesInsideAPasteAreText() {
        #expect(decode(Self.start + "taxi\rQuentin" + Self.end) == [.paste("taxi\rQuentin")])
        #expect(decode(Self.start + "Loved it.\nMy score: 9\t!" + Self.end) == [.paste("Loved it.\nMy score: 9\t!")])
        #expect(
            decode(Self.start + "a\u{1B}[Ab\u{1B}[1~\u{1B}" + Self.end) == [.paste("a\u{1B}[Ab\u{1B}[1~\u{1B}")],
            "only the end marker ends a paste")
    }

    @Test func aPasteSplitAcrossReadsAnywhereIsTheSamePaste() {
        let bytes = Array((Self.start + "taxi\r千Quentin" + Self.end + "j").utf8)
        let expected: [Key] = [.paste("taxi\r千Quentin"), .character("j")]
        for cut in 1..<bytes.count {
            var decoder = KeyDecoder()
            let keys = decoder.feed(Array(bytes[..<cut])) + decoder.feed(Array(bytes[cut...]))
            #expect(keys == expected, "split at \(cut)")
        }
        var decoder = KeyDecoder()
        var keys: [Key] = []
        for byte in bytes {
            keys += decoder.feed([byte])
            if keys.isEmpty, byte != bytes.last { #expect(decoder.pending.count <= Self.end.utf8.count) }
        }
        #expect(keys == expected, "one byte a read")
    }

    @Test func aPasteWithoutItsEndMarkerEndsOnFlushAndInputGoesOn() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array((Self.start + "taxi\rQ").utf8)).isEmpty, "nothing runs while the paste lasts")
        #expect(decoder.isInPaste)
        #expect(decoder.feed(Array("uit\u{1B}[20".utf8)).isEmpty, "a part of the end marker waits")
        #expect(decoder.flush() == [.paste("taxi\rQuit\u{1B}[20")])
        #expect(!decoder.isInPaste)
        #expect(decoder.pending.isEmpty)
        #expect(decoder.feed(Array("q".utf8)) == [.character("q")], "keys decode again after it")
    }

    @Test func aHugePasteKeepsItsFirst64KiBAndDropsTheRestUpToItsEnd() {
        var decoder = KeyDecoder()
        var keys = decoder.feed(Array(Self.start.utf8))
        let chunk = Array(String(repeating: "千", count: 1_000).utf8)
        for _ in 0..<100 { keys += decoder.feed(chunk) }
        keys += decoder.feed(Array((Self.end + "q").utf8))
        let limit = BracketedPaste.limit
        #expect(keys.count == 2)
        guard case .paste(let text)? = keys.first else {
            Issue.record("no paste: \(keys.prefix(3))")
            return
        }
        #expect(text.count == limit / 3, "whole characters only: \(text.count)")
        #expect(text.allSatisfy { $0 == "千" }, "the character cut by the limit is left out")
        #expect(keys.last == .character("q"))
        #expect(decoder.pending.isEmpty)
    }

    @Test func aStrayEndMarkerIsDropped() {
        #expect(decode(Self.end + "x") == [.character("x")])
    }
}
