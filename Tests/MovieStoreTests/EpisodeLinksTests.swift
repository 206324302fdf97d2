import Foundation
import TestSupport
import Testing

@testable import MovieStore

/// title.episode read into its compact, sorted links: `\N` seasons and numbers, bad lines by line, ids
/// out of order sorted, and the lookups title.basics makes.
@Suite struct EpisodeLinksTests {
    static func links(_ body: String, in directory: TemporaryDirectory) throws -> EpisodeLinks {
        let text = "tconst\tparentTconst\tseasonNumber\tepisodeNumber\n" + body
        let reader = try TSVReader(path: TSVReaderTests.write(text, to: "title.episode.tsv", in: directory))
        try reader.readHeader(expected: ["tconst", "parentTconst", "seasonNumber", "episodeNumber"])
        return try IMDbParsers.episodeLinks(reader) { _ in }
    }

    @Test func nullsRepeatsSpecialsAndBadLines() throws {
        let directory = try TemporaryDirectory()
        let links = try Self.links(
            """
            tt0000010\ttt0000001\t1\t1
            tt0000011\ttt0000001\t1\t1
            tt0000012\ttt0000001\t0\t3
            tt0000013\ttt0000001\t\\N\t\\N
            tt0000014\ttt0000001\t2\t\\N
            tt0000014\ttt0000001\t2\t5
            tt0000015\ttt0000001\t2
            tt0000016\ttt0000001\tx1\t2
            tt0000017\ttt0000017\t1\t1
            tt0000018\tnm0000001\t1\t1
            tt0000019\ttt0000001\t1\t99999999999

            """, in: directory)
        #expect(links.rows == 11)
        #expect(links.count == 5)
        #expect(
            links.skipped.listed.map(\.description) == [
                "title.episode.tsv line 7: tconst \"tt0000014\" appears twice",
                "title.episode.tsv line 8: has 3 fields, expected 4",
                "title.episode.tsv line 9: seasonNumber \"x1\" is not a number",
                "title.episode.tsv line 10: parentTconst \"tt0000017\" is the episode itself",
                "title.episode.tsv line 11: parentTconst \"nm0000001\" is not an IMDb id",
                "title.episode.tsv line 12: episodeNumber \"99999999999\" is too large",
            ])
        var hint = 0
        #expect(links.link(of: 10, hint: &hint) == .init(series: 1, season: 1, number: 1))
        #expect(hint == 1)
        #expect(links.link(of: 11, hint: &hint) == .init(series: 1, season: 1, number: 1))
        #expect(links.link(of: 12, hint: &hint) == .init(series: 1, season: 0, number: 3))
        #expect(links.link(of: 13, hint: &hint) == .init(series: 1, season: nil, number: nil))
        #expect(links.link(of: 14, hint: &hint) == .init(series: 1, season: 2, number: nil))
        #expect(links.link(of: 15, hint: &hint) == nil)
        #expect(links.link(of: 9, hint: &hint) == nil)
    }

    /// Lines out of id order are sorted once; the first line of an id listed twice apart is kept, and
    /// lookups in any order find their episode.
    @Test func linesOutOfOrderAreSorted() throws {
        let directory = try TemporaryDirectory()
        let links = try Self.links(
            """
            tt0000300\ttt0000002\t3\t1
            tt0000100\ttt0000001\t1\t1
            tt0000200\ttt0000001\t1\t2
            tt0000100\ttt0000009\t9\t9

            """, in: directory)
        #expect(links.count == 3)
        #expect(links.ids == [100, 200, 300])
        var hint = 2
        #expect(links.link(of: 300, hint: &hint) == .init(series: 2, season: 3, number: 1))
        #expect(links.link(of: 100, hint: &hint) == .init(series: 1, season: 1, number: 1))
        #expect(hint == 1)
        #expect(links.link(of: 200, hint: &hint) == .init(series: 1, season: 1, number: 2))
    }
}
