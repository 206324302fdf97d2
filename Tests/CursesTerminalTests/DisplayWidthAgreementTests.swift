import CursesTerminal
import Testing
import TerminalUI

/// ncurses places wide characters by the C library's `wcwidth`; TerminalUI measures in pure
/// Swift. If they disagreed, a row would shift on a real terminal while looking right in tests.
@Suite(.serialized) struct DisplayWidthAgreementTests {
    static let ranges: [(String, ClosedRange<UInt32>)] = [
        ("ASCII", 0x20...0x7E), ("Latin-1 and Latin Extended", 0xA0...0x24F),
        ("combining diacritics", 0x300...0x36F), ("Cyrillic", 0x400...0x4FF), ("Hangul Jamo", 0x1100...0x115F),
        ("CJK punctuation, kana", 0x3000...0x30FF), ("CJK ideographs", 0x4E00...0x4FFF),
        ("Hangul syllables", 0xAC00...0xAD00), ("fullwidth forms", 0xFF01...0xFF60),
        ("pictographs", 0x1F300...0x1F5FF), ("emoticons", 0x1F600...0x1F64F), ("transport", 0x1F680...0x1F6C5),
    ]

    @Test(arguments: ranges.map(\.0)) func widthsAgreeWithWcwidth(range name: String) throws {
        try #require(SystemWidth.useUTF8Locale(), "a UTF-8 locale (C.UTF-8) is needed to compare widths")
        #expect(SystemWidth.of("千") == 2 && SystemWidth.of("\u{301}") == 0, "libc measures in UTF-8")
        let range = try #require(Self.ranges.first { $0.0 == name }?.1)
        var disagreements: [String] = []
        var compared = 0
        for value in range {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let system = SystemWidth.of(scalar)
            guard system >= 0, let ours = DisplayWidth.of(scalar) else { continue }
            compared += 1
            if ours != system {
                disagreements.append("U+\(String(value, radix: 16, uppercase: true)) ours \(ours) libc \(system)")
            }
        }
        #expect(compared * 2 > range.count, "libc knew only \(compared) of \(range.count) scalars in \(name)")
        #expect(disagreements.isEmpty, "\(disagreements.count) in \(name): \(disagreements.prefix(12))")
    }
}
