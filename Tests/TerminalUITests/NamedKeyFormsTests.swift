import Testing
import TerminalUI

/// Every named key decodes in each form terminals send it, modified or not, and takes exactly its
/// bytes: the key typed after it is still that key (a misread form once left `1~` to run as keys).
@Suite struct NamedKeyFormsTests {
    private static let forms: [(String, Key)] = [
        // xterm and tmux (`\e[1~`), xterm's application mode (`\eO`), VT220 (`\e[N~`), rxvt.
        ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}[H", .home), ("\u{1B}OH", .home),
        ("\u{1B}[4~", .end), ("\u{1B}[8~", .end), ("\u{1B}[F", .end), ("\u{1B}OF", .end),
        ("\u{1B}[2~", .insert), ("\u{1B}[3~", .delete), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
        // xterm modifiers: Shift 2, Alt 3, Ctrl 5, Ctrl-Shift 6.
        ("\u{1B}[1;5H", .home), ("\u{1B}[1;2F", .end), ("\u{1B}[1;5~", .home), ("\u{1B}[4;3~", .end),
        ("\u{1B}[2;5~", .insert), ("\u{1B}[3;2~", .delete), ("\u{1B}[5;5~", .pageUp), ("\u{1B}[6;6~", .pageDown),
        ("\u{1B}[1;3A", .up), ("\u{1B}[1;5D", .left),
        // Modifiers in SS3 (`\eO5H`, as some terminals send them).
        ("\u{1B}O5H", .home), ("\u{1B}O2F", .end), ("\u{1B}O5P", .function(1)), ("\u{1B}O1;2S", .function(4)),
        // rxvt: `$` Shift, `^` Ctrl, `@` Ctrl-Shift; lowercase arrows are modified.
        ("\u{1B}[7^", .home), ("\u{1B}[8$", .end), ("\u{1B}[2@", .insert), ("\u{1B}[3$", .delete),
        ("\u{1B}[5^", .pageUp), ("\u{1B}[6$", .pageDown), ("\u{1B}[a", .up), ("\u{1B}[d", .left),
        ("\u{1B}Oa", .up), ("\u{1B}Oc", .right),
        // Function keys: xterm, its modified forms, VT220, the Linux console, rxvt's modified.
        ("\u{1B}OP", .function(1)), ("\u{1B}[1;2P", .function(1)), ("\u{1B}[1;5Q", .function(2)),
        ("\u{1B}[11~", .function(1)), ("\u{1B}[[A", .function(1)), ("\u{1B}[[E", .function(5)),
        ("\u{1B}[15;5~", .function(5)), ("\u{1B}[24;2~", .function(12)), ("\u{1B}[11^", .function(1)),
        ("\u{1B}[24$", .function(12)), ("\u{1B}[23@", .function(11)),
    ]

    @Test(arguments: forms.indices)
    func eachFormIsTheKeyAndNothingMore(_ index: Int) {
        let (sequence, key) = Self.forms[index]
        var decoder = KeyDecoder()
        let keys = decoder.feed(Array((sequence + "1").utf8)) + decoder.flush()
        #expect(keys == [key, .character("1")], "\(sequence.debugDescription)")
    }

    @Test func everyFunctionKeyInEveryXtermForm() {
        let numbers = [11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 23, 24]
        for (offset, number) in numbers.enumerated() {
            for modifier in ["", ";2", ";3", ";5", ";6"] {
                var decoder = KeyDecoder()
                let keys = decoder.feed(Array("\u{1B}[\(number)\(modifier)~x".utf8))
                #expect(keys == [.function(offset + 1), .character("x")], "\(number)\(modifier)")
            }
        }
    }

    @Test func aFormSplitAcrossReadsWaitsForItsEnd() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[7".utf8)).isEmpty)
        #expect(decoder.feed(Array("$".utf8)) == [.home], "rxvt's Shift-Home")
        #expect(decoder.feed(Array("\u{1B}O5".utf8)).isEmpty)
        #expect(decoder.feed(Array("Fq".utf8)) == [.end, .character("q")])
    }
}
