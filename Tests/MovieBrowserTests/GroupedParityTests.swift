import MovieCatalog
import Testing
import TerminalUI

// TerminalUI may not import MovieCatalog, so `ValueFormat.grouped` and `Int.grouped` are two copies
// of one function; this target sees both and keeps their output equal.
@Suite struct GroupedParityTests {
    @Test(arguments: [0, 7, -7, 999, 1_000, -1_000, 58_788, 1_234_567, -999_999, Int.max, Int.min, Int.min + 1])
    func terminalUIAndTheCatalogGroupDigitsAlike(number: Int) {
        #expect(ValueFormat.grouped(number) == number.grouped)
    }
}
