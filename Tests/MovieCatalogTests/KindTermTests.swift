import MovieCatalog
import Testing

/// The field query's `type:` term: the kinds of title to keep.
@Suite struct KindTermTests {
    private func failure(_ text: String) -> FieldQueryError? {
        do {
            _ = try FieldQuery.parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func eachKindParses() throws {
        #expect(try FieldQuery.parse("type:movie").kinds == [.movie])
        #expect(try FieldQuery.parse("type:series").kinds == [.series])
        #expect(try FieldQuery.parse("TYPE=Mini-Series").kinds == [.miniSeries])
        #expect(try FieldQuery.parse("type:tv").kinds == [.series])
        #expect(try FieldQuery.parse("type:film").kinds == [.movie])
        let both = try FieldQuery.parse("breaking type:series,miniseries g:drama")
        #expect(both.kinds == [.series, .miniSeries])
        #expect(both.text == "breaking")
        #expect(both.genres == .drama)
        #expect(both.filtersKinds)
    }

    @Test func aLaterTermKeepsTheKindsBothName() throws {
        #expect(try FieldQuery.parse("type:movie,series type:series,mini-series").kinds == [.series])
    }

    @Test func everyListedKindIsNoFilter() throws {
        let all = try FieldQuery.parse("type:movie,series,mini-series")
        #expect(all.kinds == [.movie, .series, .miniSeries])
        #expect(!all.filtersKinds)
        #expect(!MovieQuery().filtersKinds)
        #expect(MovieQuery(kinds: [.series]).keepsKind(TitleKind.series.rawValue))
        #expect(!MovieQuery(kinds: [.series]).keepsKind(TitleKind.movie.rawValue))
        var query = MovieQuery()
        query.kinds.insert(.miniSeries)
        #expect(query.filtersKinds)
        #expect(query.keepsKind(TitleKind.miniSeries.rawValue))
    }

    @Test func formatWritesTheKindsFirstAndReadsThemBack() throws {
        let query = MovieQuery(text: "office", genres: .comedy, kinds: [.miniSeries, .series])
        let text = FieldQuery.format(query)
        #expect(text == "office type:series,mini-series g:comedy")
        #expect(try FieldQuery.parse(text) == query)
        for kinds in [
            [], [TitleKind.movie], [.series], [.miniSeries], [.movie, .miniSeries], [.movie, .series, .miniSeries],
        ] {
            let query = MovieQuery(kinds: Set(kinds))
            #expect(try FieldQuery.parse(FieldQuery.format(query)) == query, "\(kinds)")
        }
        #expect(FieldQuery.format(MovieQuery()) == "")
    }

    @Test(arguments: [
        (
            "type:podcast", FieldQueryError.Code.unknownValue,
            "type:podcast: type takes movie, series or mini-series (type:series)"
        ),
        ("type>series", .unsupportedOperator, "type>series: type takes movie, series or mini-series (type:series)"),
        ("type:series,", .unknownValue, "type:series,: type takes movie, series or mini-series (type:series)"),
        (
            "type:episode", .unknownValue,
            "type:episode: episodes are not listed: type an episode's tt id, or open its series"
        ),
        ("type:movie type:series", .conflicting, "type:series: no kind is in both this and the earlier type terms"),
        ("!type:movie", .notExcludable, "!type:movie: only genres can be excluded (!g:short)"),
        ("type:", .missingValue, "type:: missing a value after :"),
        ("tpye:series", .unknownField, "tpye:series: unknown field (did you mean type?)"),
    ])
    func aBadTermSaysWhatIsWrong(text: String, code: FieldQueryError.Code, message: String) {
        let error = failure(text)
        #expect(error?.code == code)
        #expect(error?.description == message)
    }

    @Test func theUnknownFieldMessageListsType() {
        #expect(failure("foo:bar")?.reason.hasSuffix("list, watchlist, type)") == true)
    }

    @Test func aBadTypeTermLeavesTheRestOfTheQuery() {
        let result = FieldQuery.parseLeaving("star type:podcast g:drama")
        #expect(result.query.text == "star")
        #expect(result.query.genres == .drama)
        #expect(result.query.kinds.isEmpty)
        #expect(result.errors.map(\.term) == ["type:podcast"])
    }
}
