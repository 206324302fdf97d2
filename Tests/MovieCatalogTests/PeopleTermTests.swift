import MovieCatalog
import TestSupport
import Testing

/// The people terms of the field query: `director:`, `writer:`, `cast:` and `person:`.
@Suite struct PeopleTermTests {
    @Test func aTermKeepsTheRoleAndTheNameWords() throws {
        let query = try FieldQuery.parse("godfather director:Coppo cast:\"Al  Pacino\" writer=puzo person:o'toole")
        #expect(query.text == "godfather")
        #expect(
            query.people == [
                PeopleFilter(.director, name: "coppo"), PeopleFilter(.cast, name: "al pacino"),
                PeopleFilter(.writer, name: "puzo"), PeopleFilter(.person, name: "o toole"),
            ])
        #expect(query.people.map(\.words) == [["coppo"], ["al", "pacino"], ["puzo"], ["o", "toole"]])
        #expect(query.people.map(\.role) == [.director, .cast, .writer, .person])
    }

    @Test func aQuotedNameKeepsItsSpacesAndTheTermsAfterIt() throws {
        let query = try FieldQuery.parse("cast:\"al pacino\" year>1970 cast:\"Iñárritu\"")
        #expect(query.people.map(\.words) == [["al", "pacino"], ["iñárritu"]])
        #expect(query.years == 1971...Int.max)
        #expect(query.text == nil)
        // A quote after another field's operator is not a name's: `title:"a b"` stays two pieces.
        #expect(FieldQuery.parseLeaving("title:\"a b\"").errors.map(\.term) == ["title:\"a"])
    }

    @Test func theSameTermTwiceIsOneFilter() throws {
        #expect(try FieldQuery.parse("cast:pacino cast:PACINO").people.count == 1)
        #expect(try FieldQuery.parse("cast:pacino director:pacino").people.count == 2)
    }

    @Test(arguments: [
        (
            "director>coppola", FieldQueryError.Code.unsupportedOperator,
            "director>coppola: director takes : and a name (director:\"al pacino\")"
        ),
        ("cast:", .missingValue, "cast:: missing a value after :"),
        ("cast:\"--\"", .missingValue, "cast:\"--\": missing a name: letters or digits (cast:coppola)"),
        ("cast:\"al pacino", .missingValue, "cast:\"al pacino: missing the closing double quote"),
        ("!director:coppola", .notExcludable, "!director:coppola: only genres can be excluded (!g:short)"),
        ("directr:coppola", .unknownField, "directr:coppola: unknown field (did you mean director?)"),
    ])
    func aBadTermIsNamed(text: String, code: FieldQueryError.Code, message: String) {
        let result = FieldQuery.parseLeaving("godfather " + text)
        #expect(result.errors.map(\.code) == [code])
        #expect(result.errors.map(\.description) == [message])
        #expect(result.errors.first?.range == 10..<(10 + text.count))
        #expect(result.query.people.isEmpty)
        #expect(result.query.text == "godfather")
    }

    @Test func formatWritesTermsThatParseToTheSameQuery() throws {
        let query = MovieQuery(
            text: "godfather", years: 1970...1979,
            people: [
                try #require(PeopleFilter(.director, name: "Coppola")),
                try #require(PeopleFilter(.cast, name: "Al Pacino")),
                try #require(PeopleFilter(.person, name: "González Iñárritu")),
            ])
        let text = FieldQuery.format(query)
        #expect(text == "godfather year:1970..1979 director:coppola cast:\"al pacino\" person:\"gonzález iñárritu\"")
        #expect(try FieldQuery.parse(text) == query)
        // Title words that read as people terms are quoted, so they stay title words.
        let title = MovieQuery(text: "cast:x director:a")
        #expect(try FieldQuery.parse(FieldQuery.format(title)) == title)
    }

    @Test func randomPeopleQueriesRoundTrip() throws {
        var generator = SplitMix64(seed: 17)
        func pick<T>(_ values: [T]) -> T { values[Int(generator.next() % UInt64(values.count))] }
        let names = ["coppola", "Al Pacino", "o'toole", "Þór", "x", "jean-paul belmondo", "1900"]
        for _ in 0..<500 {
            let people = (0..<Int(generator.next() % 4)).compactMap { _ in
                PeopleFilter(pick(PeopleFilter.Role.allCases), name: pick(names))
            }
            var unique: [PeopleFilter] = []
            for filter in people where !unique.contains(filter) { unique.append(filter) }
            let query = MovieQuery(
                text: pick([nil, "godfather", "cast:", "the cast"]), mpaa: pick([nil, .r]), people: unique,
                sort: pick([.byTitle, MovieSort(.year, descending: true)]))
            let text = FieldQuery.format(query)
            #expect(try FieldQuery.parse(text) == query, "\(text)")
        }
    }

    /// The fuzzer's property on texts made of the pieces people terms are made of: whatever the
    /// parser reads, written back, reads as the same query without errors.
    @Test func textsOfPeoplePiecesReadBackTheSame() throws {
        var generator = SplitMix64(seed: 23)
        let pieces = [
            "cast:", "director=", "writer:", "person:", "\"", " ", "al", "Pacino", "!", "-", ":", "ñ", "x",
            "rating>8", "'", "g:drama", "\"a b\"", "tt0068646", "@", "1",
        ]
        for _ in 0..<3_000 {
            let text = (0..<Int(generator.next() % 9)).map { _ in
                pieces[Int(generator.next() % UInt64(pieces.count))]
            }.joined()
            let query = FieldQuery.parseLeaving(text).query
            let written = FieldQuery.format(query)
            let reread = FieldQuery.parseLeaving(written)
            #expect(reread.errors.isEmpty, "\(text) → \(written)")
            #expect(reread.query == query, "\(text) → \(written)")
        }
    }
}
