import MovieCatalog
import TestSupport
import Testing

@Suite struct FieldQueryErrorTests {
    private func failure(_ text: String) -> FieldQueryError? {
        do {
            _ = try FieldQuery.parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        ("rating>ten", FieldQueryError.Code.notANumber, "rating>ten: not a number"),
        ("g:dramaa", .unknownGenre, "g:dramaa: unknown genre (did you mean drama?)"),
        (
            "g:zzz", .unknownGenre,
            "g:zzz: unknown genre (action, animation, comedy, drama, documentary, romance, short, adult, adventure, "
                + "biography, crime, family, fantasy, film-noir, game-show, history, horror, music, musical, mystery, "
                + "news, reality-tv, sci-fi, sport, talk-show, thriller, war, western)"
        ),
        ("year:1979..1970", .emptyRange, "year:1979..1970: empty range"),
        (
            "foo:bar", .unknownField,
            "foo:bar: unknown field (year, rating, votes, genre/g, mpaa, length/len/runtime, fits, sort, director, writer, cast, person, "
                + "seen, mine, tag, list, watchlist, type)"
        ),
        ("raitng>8", .unknownField, "raitng>8: unknown field (did you mean rating?)"),
        ("rating>11", .outOfRange, "rating>11: out of range 0–10"),
        ("year:1700", .outOfRange, "year:1700: out of range 1850–2,100"),
        ("votes>-5", .outOfRange, "votes>-5: out of range 0–2,147,483,647,000"),
        ("votes>1.5", .notANumber, "votes>1.5: not a whole number"),
        ("year:", .missingValue, "year:: missing a value after :"),
        ("year:..", .missingValue, "year:..: missing the ends of the range (year:1970..1979)"),
        (
            "year>1970..1980", .unsupportedOperator,
            "year>1970..1980: a comparison takes one number; a range takes : (year:1..9)"
        ),
        ("g>drama", .unsupportedOperator, "g>drama: a genre takes : (g:drama)"),
        ("fits>120", .unsupportedOperator, "fits>120: fits takes one number of minutes (fits:120)"),
        ("mpaa:G", .unknownMPAA, "mpaa:G: unknown MPAA rating (PG, PG-13, R, NC-17)"),
        (
            "sort:popularity", .unknownSort,
            "sort:popularity: unknown order (title, year, rating, votes, length, budget, weighted, divisive, relevance; -field for largest first)"
        ),
        ("!year:1990", .notExcludable, "!year:1990: only genres can be excluded (!g:short)"),
        ("mpaa:R mpaa:PG", .conflicting, "mpaa:PG: a movie has one MPAA rating; mpaa:R is already set"),
        ("year>1990 year<1980", .emptyRange, "year<1980: empty range with the earlier year terms"),
        ("rating>8 rating<7", .emptyRange, "rating<7: empty range with the earlier rating terms"),
        ("length<0", .emptyRange, "length<0: empty range"),
        ("rating>1e3", .notANumber, "rating>1e3: not a number"),
        ("rating>nan", .notANumber, "rating>nan: not a number"),
    ])
    func badTermsNameTheTermAndTheReason(text: String, code: FieldQueryError.Code, message: String) throws {
        let error = try #require(failure(text))
        #expect(error.code == code)
        #expect(error.description == message)
    }

    @Test func theRangeIsTheTermsPlaceInCharacters() throws {
        let error = try #require(failure("godfather rating>ten"))
        #expect(error.term == "rating>ten")
        #expect(error.range == 10..<20)
        let wide = try #require(failure("été  g:dramaa x"))
        #expect(wide.range == 5..<13)
        #expect(Array("été  g:dramaa x")[wide.range].map(String.init).joined() == "g:dramaa")
    }

    @Test func typingATermKeepsTheFirstErrorOnly() throws {
        #expect(failure("year:19 rating>ten")?.code == .outOfRange)
    }

    @Test func parsingLeavingBadTermsKeepsTheRest() {
        let result = FieldQuery.parseLeaving("godf year:19 g:drama rating>ten mpaa:R")
        #expect(result.query.text == "godf")
        #expect(result.query.genres == .drama)
        #expect(result.query.mpaa == .r)
        #expect(result.query.years == nil)
        #expect(result.query.minimumRating == nil)
        #expect(result.errors.map(\.term) == ["year:19", "rating>ten"])
        // A bad term changes nothing, not even half of it: g:drama,dramaa adds no genre.
        #expect(FieldQuery.parseLeaving("g:drama,dramaa").query.genres == [])
    }

    @Test func garbageNeverCrashesAndEveryErrorPointsInsideTheInput() {
        var generator = SplitMix64(seed: 11)
        let alphabet = Array("aegimnorstuvy:<>=.,!-\"'0123456789kKm _é🎬\t\u{0}")
        let fields = ["year", "rating", "votes", "g", "genre", "mpaa", "length", "len", "runtime", "fits", "sort"]
        for _ in 0..<5_000 {
            var text = ""
            for _ in 0..<Int(generator.next() % 24) {
                if generator.next() % 5 == 0 {
                    text += fields[Int(generator.next() % UInt64(fields.count))]
                }
                text.append(alphabet[Int(generator.next() % UInt64(alphabet.count))])
            }
            do {
                let query = try FieldQuery.parse(text)
                if let years = query.years { #expect(years.lowerBound <= years.upperBound) }
            } catch {
                #expect(error.range.lowerBound >= 0 && error.range.upperBound <= text.count, "\(text)")
                #expect(Array(text)[error.range].map(String.init).joined() == error.term, "\(text)")
                #expect(!error.reason.isEmpty)
            }
        }
    }
}
