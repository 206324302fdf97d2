import MovieCatalog
import Testing

@Suite struct GroupedTests {
    @Test(arguments: [
        (0, "0"), (999, "999"), (1_000, "1,000"), (58_788, "58,788"), (1_234_567, "1,234,567"), (-45_000, "-45,000"),
        (Int.max, "9,223,372,036,854,775,807"), (Int.min, "-9,223,372,036,854,775,808"),
    ])
    func thousandsAreSeparatedByCommas(number: Int, text: String) {
        #expect(number.grouped == text)
    }

    @Test(arguments: [(0, "0 movies"), (1, "1 movie"), (2, "2 movies"), (58_788, "58,788 movies"), (-1, "-1 movies")])
    func aCountTakesTheNounThatAgreesWithIt(number: Int, text: String) {
        #expect(number.counted("movie") == text)
        #expect(
            number.counted("entry", plural: "entries")
                == text.replacing("movies", with: "entries").replacing("movie", with: "entry"))
    }
}
