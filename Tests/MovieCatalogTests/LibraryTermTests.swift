import MovieCatalog
import TestSupport
import Testing

/// The field query's terms on the user's library: `seen:`, `mine`, `tag:`, `list:` and `watchlist:`.
@Suite struct LibraryTermTests {
    private func failure(_ text: String) -> FieldQueryError? {
        do {
            _ = try FieldQuery.parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func eachTermSetsItsFilter() throws {
        let query = try FieldQuery.parse(
            "director:kubrick seen:no mine>=8 tag:Cinema list:\"Kubrick, all of it\" list:favourites WATCHLIST:Yes")
        #expect(query.people == [PeopleFilter(.director, name: "kubrick")])
        #expect(query.seen == false)
        #expect(query.myRatings == 8...10)
        #expect(query.tags == ["cinema"])
        #expect(query.lists == ["Kubrick, all of it", "favourites"])
        #expect(query.onWatchlist == true)
        #expect(query.text == nil)
        #expect(query.hasLibraryFilters)
        #expect(try !FieldQuery.parse("godfather year>1970 director:coppola").hasLibraryFilters)
    }

    @Test func myRatingBoundsAreWholePointsFromOneToTen() throws {
        #expect(try FieldQuery.parse("mine:7..9").myRatings == 7...9)
        #expect(try FieldQuery.parse("mine<5").myRatings == 1...4)
        #expect(try FieldQuery.parse("mine>8").myRatings == 9...10)
        #expect(try FieldQuery.parse("mine:10").myRatings == 10...10)
        #expect(try FieldQuery.parse("mine:..3").myRatings == 1...3)
        #expect(try FieldQuery.parse("mine>=1").myRatings == 1...10, "every rated movie, not no filter")
        #expect(try FieldQuery.parse("mine>=6 mine<=8").myRatings == 6...8)
    }

    @Test func tagsAndListNamesReadQuotesAndKeepTheirWords() throws {
        let query = try FieldQuery.parse("tag:\"  Date   NIGHT \" list:\"Best of  2024\" tag:cinema tag:CINEMA title")
        #expect(query.tags == ["date night", "cinema"])
        #expect(query.lists == ["Best of 2024"])
        #expect(query.text == "title")
        #expect(try FieldQuery.parse("seen:yes seen:true").seen == true, "the same answer twice")
    }

    @Test func formatWritesTheTermsBack() {
        let query = MovieQuery(
            people: [PeopleFilter(.director, name: "kubrick")!], seen: false, myRatings: 7...9,
            tags: ["cinema", "date night"], lists: ["Kubrick, all of it", "favourites"], onWatchlist: true)
        #expect(
            FieldQuery.format(query)
                == "director:kubrick seen:no mine:7..9 tag:cinema tag:\"date night\" list:\"Kubrick, all of it\" "
                + "list:favourites watchlist:yes")
        #expect(FieldQuery.format(MovieQuery(myRatings: 8...10)) == "mine>=8")
        #expect(FieldQuery.format(MovieQuery(myRatings: 1...4)) == "mine<=4")
        #expect(FieldQuery.format(MovieQuery(myRatings: 1...10)) == "mine>=1")
        #expect(FieldQuery.format(MovieQuery(myRatings: 9...9)) == "mine:9")
        #expect(FieldQuery.format(MovieQuery(seen: true, onWatchlist: false)) == "seen:yes watchlist:no")
    }

    @Test func formattedLibraryTermsParseToTheSameQuery() throws {
        var generator = SplitMix64(seed: 24)
        func pick<T>(_ values: [T]) -> T { values[Int(generator.next() % UInt64(values.count))] }
        let names = ["cinema", "date night", "Kubrick, all of it", "a\"b", "\"", "x:y", ">=5", "Été 2024", "a b\""]
        for _ in 0..<1_000 {
            let lower = pick(Array(1...10))
            let query = MovieQuery(
                text: pick([nil, "godfather", "seen:yes"]), seen: pick([nil, true, false]),
                myRatings: pick([nil, lower...lower, lower...10, 1...lower, 1...10]),
                tags: pick([[], ["cinema"], ["date night", "imax"]]),
                lists: pick([[], [pick(names)], [pick(names), pick(names)]]).reduce(into: []) { kept, name in
                    if !kept.contains(name) { kept.append(name) }
                }, onWatchlist: pick([nil, true, false]))
            let text = FieldQuery.format(query)
            #expect(try FieldQuery.parse(text) == query, "\(text)")
        }
    }

    /// Values a fuzzer would try: quotes inside, unclosed, marks that join what is written before them.
    @Test(arguments: [
        "list:\"\"\"", "list:\"\"a\"\"", "list:\"a b\"c\"", "list:a\"b", "tag:\"\u{0301}x y\"",
        "list:\"\u{0301} \u{0301}b\"",
        "list:\"a\u{0600}\" x", "tag:\"\u{0130}stanbul nights\"", "list:\"\r\n a \t b\"", "list:=x", "tag:\"a\"\"b\"",
    ])
    func oddValuesReadBackTheSame(text: String) {
        let query = FieldQuery.parseLeaving(text).query
        let reread = FieldQuery.parseLeaving(FieldQuery.format(query))
        #expect(reread.errors.isEmpty, "\(FieldQuery.format(query))")
        #expect(reread.query == query, "\(FieldQuery.format(query))")
    }

    @Test(arguments: [
        ("seen:maybe", FieldQueryError.Code.unknownValue, "seen:maybe: seen takes yes or no (seen:no)"),
        ("watchlist:1", .unknownValue, "watchlist:1: watchlist takes yes or no (watchlist:no)"),
        ("seen>yes", .unsupportedOperator, "seen>yes: seen takes : and yes or no (seen:no)"),
        ("seen:yes seen:no", .conflicting, "seen:no: seen:yes is already set"),
        ("mine>11", .outOfRange, "mine>11: out of range 1–10"),
        ("mine:0", .outOfRange, "mine:0: out of range 1–10"),
        ("mine>10", .emptyRange, "mine>10: empty range"),
        ("mine:7.5", .notANumber, "mine:7.5: not a whole number"),
        ("mine>8 mine<5", .emptyRange, "mine<5: empty range with the earlier mine terms"),
        ("tag:\"  \"", .missingValue, "tag:\"  \": missing a tag (tag:cinema)"),
        ("list:\"kubrick", .missingValue, "list:\"kubrick: missing the closing double quote"),
        ("list>a", .unsupportedOperator, "list>a: list takes : and a list's name (list:\"a list's name\")"),
        ("!seen:yes", .notExcludable, "!seen:yes: only genres can be excluded (!g:short)"),
        ("seen:", .missingValue, "seen:: missing a value after :"),
        ("seeen:yes", .unknownField, "seeen:yes: unknown field (did you mean seen?)"),
    ])
    func aBadTermSaysWhatIsWrong(text: String, code: FieldQueryError.Code, message: String) {
        let error = failure(text)
        #expect(error?.code == code)
        #expect(error?.description == message)
    }

    @Test func theUnknownFieldMessageListsTheLibraryTerms() {
        #expect(failure("foo:bar")?.reason.hasSuffix("person, seen, mine, tag, list, watchlist, type)") == true)
    }
}
