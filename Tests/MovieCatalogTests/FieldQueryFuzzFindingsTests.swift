import MovieCatalog
import Testing

/// Inputs the FuzzFieldQuery target (Fuzz/) found: each read back differently once written with
/// `FieldQuery.format`, because a quoted phrase kept its spaces (`"th "`, a run of `\r`) and the
/// written text has one space between words. Quoted phrases now give their words one space apart.
@Suite struct FieldQueryFuzzFindingsTests {
    static let findings: [[UInt8]] = [
        // crash-493107e6: `"th "` followed by a word, and bytes that are not UTF-8.
        [
            0x22, 0x6D, 0x69, 0x73, 0x73, 0x69, 0x6F, 0x6E, 0x69, 0x70, 0x6F, 0x6D, 0x3A, 0x73, 0x73, 0x69, 0x62,
            0x6C, 0x65, 0x22, 0x20, 0x22, 0x74, 0x68, 0x20, 0x22, 0x74, 0x68, 0x65, 0x20, 0x67, 0x6F, 0x64, 0x66,
            0x61, 0x74, 0x68, 0x65, 0x65, 0x20, 0x67, 0x6F, 0x64, 0x66, 0x61, 0x74, 0x68, 0x65, 0x8E, 0xDD, 0xDF,
            0xDD, 0x75, 0x6E, 0x31, 0x32, 0x30, 0x20, 0x72, 0x75, 0x6E, 0x74, 0x69, 0x63, 0x6C, 0x6F, 0x73, 0x65,
            0x64,
        ],
        // crash-339e2007: an unclosed quote ending in a space, control characters inside quotes.
        Array(
            "\"missit votes>2e9 year:2000..19year>190on:impossible\" \"the godfather\" \"\u{1}\u{0}unDicomance -g1:shotiort "
                .utf8),
        // crash-43c049e4: runs of carriage returns inside a quoted phrase.
        Array(
            "go#dfath\u{D}ear>1990 year<=200/ rating:7A.<=200/ rat10\u{D}\u{D}\u{D}\u{D}\"ce \u{1B}N0ing:7A..9200/ar<=10\u{D}\u{D}\u{D}\u{D}\"ce \u{1B}N0/"
                .utf8),
    ]

    @Test(arguments: findings)
    func theWrittenQueryReadsBackTheSame(bytes: [UInt8]) {
        let query = FieldQuery.parseLeaving(String(decoding: bytes, as: UTF8.self)).query
        let reread = FieldQuery.parseLeaving(FieldQuery.format(query))
        #expect(reread.errors.isEmpty)
        #expect(reread.query == query)
    }

    @Test func aQuotedPhraseGivesItsWordsOneSpaceApart() throws {
        #expect(try FieldQuery.parse("\"th \"x").text == "th x")
        #expect(try FieldQuery.parse("\"the   godfather \" \"\"").text == "the godfather")
        #expect(try FieldQuery.parse("\"  \" rating>8").text == nil)
        #expect(try FieldQuery.parse("\"mission:impossible\"").text == "mission:impossible")
    }
}
