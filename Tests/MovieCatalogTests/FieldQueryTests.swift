import MovieCatalog
import Testing

@Suite struct FieldQueryTests {
    @Test func theIssueExampleParsesIntoEveryFilter() throws {
        let query = try FieldQuery.parse("godfather year:1970..1979 rating>8 votes>10000 g:drama !g:short mpaa:R")
        #expect(query.text == "godfather")
        #expect(query.years == 1970...1979)
        #expect(query.minimumRating == 8.1)
        #expect(query.minimumVotes == 10_001)
        #expect(query.genres == .drama)
        #expect(query.excludedGenres == .short)
        #expect(query.mpaa == .r)
    }

    @Test func wordsAroundTermsAreTheTitleText() throws {
        #expect(try FieldQuery.parse("the year:1972 godfather").text == "the godfather")
        #expect(try FieldQuery.parse("year:1972").text == nil)
        #expect(try FieldQuery.parse("   ").text == nil)
        #expect(try FieldQuery.parse("star wars: episode").text == "star wars: episode")
        #expect(try FieldQuery.parse("\"mission:impossible\" year:1996").text == "mission:impossible")
        #expect(try FieldQuery.parse("\"unclosed phrase").text == "unclosed phrase")
    }

    @Test(arguments: [
        ("year:1994", 1994...1994), ("year=1994", 1994...1994), ("year:1970..1979", 1970...1979),
        ("year>1990", 1991...Int.max), ("year>=1990", 1990...Int.max), ("year<1950", Int.min...1949),
        ("year<=1950", Int.min...1950), ("year:1990..", 1990...Int.max), ("year:..1950", Int.min...1950),
        ("YEAR:1994", 1994...1994), ("year>1970 year<1980", 1971...1979),
    ])
    func yearTerms(text: String, years: ClosedRange<Int>) throws {
        #expect(try FieldQuery.parse(text).years == years)
    }

    @Test func ratingTermsMoveStrictBoundsToTheNextTenth() throws {
        let cases: [(String, Double?, Double?)] = [
            ("rating>8", 8.1, nil), ("rating>=7.5", 7.5, nil), ("rating<5", nil, 4.9), ("rating<=5", nil, 5),
            ("rating:7..9", 7, 9), ("rating:8", 8, 8), ("rating>7.25", 7.3, nil), ("rating<7.25", nil, 7.2),
            ("rating>8.1", 8.2, nil), ("rating:.5..", 0.5, nil), ("rating>6 rating<=9 rating>=7", 7, 9),
        ]
        for (text, minimum, maximum) in cases {
            let query = try FieldQuery.parse(text)
            #expect(query.minimumRating == minimum, "\(text)")
            #expect(query.maximumRating == maximum, "\(text)")
        }
    }

    @Test func voteTermsTakeThousandsAndMillions() throws {
        let cases: [(String, Int?, Int?)] = [
            ("votes>10000", 10_001, nil), ("votes>=10k", 10_000, nil), ("votes<1.5m", nil, 1_499_999),
            ("votes:1k..2.5K", 1_000, 2_500), ("votes:100", 100, 100), ("votes>=10,000", 10_000, nil),
            ("votes>=1_000", 1_000, nil),
        ]
        for (text, minimum, maximum) in cases {
            let query = try FieldQuery.parse(text)
            #expect(query.minimumVotes == minimum, "\(text)")
            #expect(query.maximumVotes == maximum, "\(text)")
        }
    }

    @Test func genreTermsRequireOrExcludeInAnyCase() throws {
        #expect(try FieldQuery.parse("g:Drama genre:COMEDY").genres == [.drama, .comedy])
        #expect(try FieldQuery.parse("g:comedy,romance").genres == [.comedy, .romance])
        #expect(try FieldQuery.parse("!g:short -g:documentary").excludedGenres == [.short, .documentary])
        #expect(try FieldQuery.parse("-genre:short").genres == [])
    }

    @Test func mpaaTermsIgnoreCaseAndDashes() throws {
        #expect(try FieldQuery.parse("mpaa:R").mpaa == .r)
        #expect(try FieldQuery.parse("mpaa:pg-13").mpaa == .pg13)
        #expect(try FieldQuery.parse("mpaa:pg13").mpaa == .pg13)
        #expect(try FieldQuery.parse("mpaa:nc-17 mpaa:NC17").mpaa == .nc17)
    }

    @Test func lengthTermsAndTheRuntimeBudget() throws {
        #expect(try FieldQuery.parse("length>90").lengths == 91...Int.max)
        #expect(try FieldQuery.parse("len:90..120").lengths == 90...120)
        #expect(try FieldQuery.parse("runtime<=100").lengths == 0...100)
        #expect(try FieldQuery.parse("fits:120").lengths == 0...120)
        #expect(try FieldQuery.parse("fits<=120 length>=90").lengths == 90...120)
    }

    @Test func sortTermsChooseFieldAndDirection() throws {
        #expect(try FieldQuery.parse("sort:rating").sort == MovieSort(.rating))
        #expect(try FieldQuery.parse("sort:-votes").sort == MovieSort(.votes, descending: true))
        #expect(try FieldQuery.parse("sort:weighted").sort == MovieSort(.weightedRating))
        #expect(try FieldQuery.parse("sort:-divisive").sort == MovieSort(.divisive, descending: true))
        #expect(try FieldQuery.parse("sort:+runtime").sort == MovieSort(.length))
    }

    @Test func termsApplyToTheBaseQuery() throws {
        let base = MovieQuery(text: "old", genres: .action, sort: MovieSort(.year), limit: 7)
        let query = try FieldQuery.parse("g:drama", base: base)
        #expect(query.genres == [.action, .drama])
        #expect(query.text == "old")
        #expect(query.sort == MovieSort(.year))
        #expect(query.limit == 7)
        #expect(try FieldQuery.parse("new", base: base).text == "new")
    }
}
