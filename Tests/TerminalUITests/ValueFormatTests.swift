import Testing
import TerminalUI

@Suite struct ValueFormatTests {
    @Test(arguments: [
        (0, "0"), (999, "999"), (1_000, "1,000"), (58_788, "58,788"), (-45_000, "-45,000"), (-1, "-1"),
        (Int.max, "9,223,372,036,854,775,807"), (Int.min, "-9,223,372,036,854,775,808"),
    ])
    func groupedSeparatesThousandsForEveryInt(number: Int, text: String) {
        #expect(ValueFormat.grouped(number) == text)
    }
}
