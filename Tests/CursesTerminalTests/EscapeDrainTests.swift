@testable import CursesTerminal
import Testing
import TerminalUI

/// What follows an `ESC` that ncurses hands back as a character (a sequence its terminfo entry does
/// not list) is decoded by ``KeyDecoder``: tmux's Home under `TERM=xterm-256color` is Home, not Esc
/// and a digit.
@Suite struct EscapeDrainTests {
    /// `KEY_RESIZE` and `KEY_UP`, as `<curses.h>` defines them.
    private static let resize: Int32 = 0o632
    private static let up: Int32 = 0o403

    /// Replays `inputs` as ncurses would hand them back after the `ESC`, recording each wait.
    private final class Script {
        var inputs: [CursesInput]
        var waits: [Duration] = []
        init(_ inputs: [CursesInput]) { self.inputs = inputs }
        init(characters text: String) { inputs = text.unicodeScalars.map { .character($0.value) } }

        func read() -> (keys: [Key], following: CursesInput?) {
            EscapeDrain.read(escapeDelay: .milliseconds(25), resizeCode: EscapeDrainTests.resize) { wait in
                waits.append(wait)
                return inputs.isEmpty ? nil : inputs.removeFirst()
            }
        }
    }

    @Test func tmuxHomeAndEndUnderXtermAreHomeAndEnd() {
        for (rest, key) in [
            ("[1~", Key.home), ("[4~", .end), ("[1;5H", .home), ("[3;2~", .delete), ("[24~", .function(12)),
        ] {
            let script = Script(characters: rest + "5")
            let (keys, following) = script.read()
            #expect(keys == [key], "ESC \(rest)")
            #expect(following == nil)
            #expect(script.inputs == [.character(0x35)], "the digit after it is left for the next key")
        }
    }

    @Test func aLoneEscapeIsEscapeWithoutAnotherDelay() {
        let script = Script([])
        #expect(script.read().keys == [.escape])
        #expect(script.waits == [.zero], "ncurses already waited its escape delay")
    }

    @Test func aKeyTypedRightAfterEscapeIsKept() {
        #expect(Script(characters: "j").read().keys == [.escape, .character("j")])
        let (keys, following) = Script([.keyCode(Self.up)]).read()
        #expect(keys == [.escape])
        #expect(following == .keyCode(Self.up), "a key ncurses decoded comes after the Esc")
    }

    @Test func laterBytesOfASequenceWaitTheEscapeDelay() {
        let script = Script(characters: "[1")
        #expect(script.read().keys == [], "an unfinished sequence is dropped, not run as Esc, [ and 1")
        #expect(script.waits == [.zero, .milliseconds(25), .milliseconds(25)])
    }

    @Test func aBracketedPasteIsReadWholeWithLongerWaits() {
        let script = Script(characters: "[200~taxi\rQuentin\u{1B}[201~q")
        let (keys, following) = script.read()
        #expect(keys == [.paste("taxi\rQuentin")])
        #expect(following == nil)
        #expect(script.inputs == [.character(0x71)], "the key after the paste is the next read's")
        #expect(script.waits.suffix(3).allSatisfy { $0 == EscapeDrain.pasteGap })
    }

    @Test func aPasteWithoutItsEndEndsAfterThePasteGap() {
        let script = Script(characters: "[200~Loved it.\rMy score: 9")
        #expect(script.read().keys == [.paste("Loved it.\rMy score: 9")])
        #expect(script.waits.last == EscapeDrain.pasteGap)
    }

    @Test func keyCodesInsideAPasteAreDroppedButAResizeIsKept() {
        var inputs = "[200~ab".unicodeScalars.map { CursesInput.character($0.value) }
        inputs += [.keyCode(Self.up), .keyCode(Self.resize), .character(0x63)]
        inputs += "\u{1B}[201~".unicodeScalars.map { CursesInput.character($0.value) }
        let (keys, following) = Script(inputs).read()
        #expect(keys == [.paste("abc")])
        #expect(following == .keyCode(Self.resize))
    }

    @Test func terminfoSequencesOfModifiedKeysAreTheKey() {
        #expect(CursesKeyCodes.key(forSequence: Array("\u{1B}[1;5H".utf8)) == .home)
        #expect(CursesKeyCodes.key(forSequence: Array("\u{1B}[1;2P".utf8)) == .function(1), "xterm's kf13")
        #expect(CursesKeyCodes.key(forSequence: Array("\u{1B}[6;3~".utf8)) == .pageDown)
        #expect(CursesKeyCodes.key(forSequence: Array("\u{1B}[25~".utf8)) == nil, "no key: rxvt's kf13")
        #expect(CursesKeyCodes.key(forSequence: Array("a".utf8)) == nil)
        #expect(CursesKeyCodes.key(forSequence: Array("\u{1B}".utf8)) == nil)
    }
}
