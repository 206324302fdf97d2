import Foundation
import MovieCatalog
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

/// title.basics read with title.episode's links: episodes listed before their series wait for the end of
/// the file, however many, and are handed on in batches.
@Suite struct TitlesParserEpisodeTests {
    @Test func episodesBeforeTheirSeriesAreKeptAtTheEnd() throws {
        let directory = try TemporaryDirectory()
        let count = DatasetRead.batchSize + 100
        var links = "tconst\tparentTconst\tseasonNumber\tepisodeNumber\n"
        var basics =
            "tconst\ttitleType\tprimaryTitle\toriginalTitle\tisAdult\tstartYear\tendYear\truntimeMinutes\tgenres\n"
        for number in 1...count {
            links += "tt\(1000 + number)\ttt0900000\t1\t\(number)\n"
            basics += "tt\(1000 + number)\ttvEpisode\tEpisode #1.\(number)\t\\N\t0\t\\N\t\\N\t\\N\t\\N\n"
        }
        links += "tt0000500\ttt0000400\t1\t1\n"
        basics += "tt0000500\ttvEpisode\tOf A Mini-Series Left Out\t\\N\t0\t2001\t\\N\t\\N\t\\N\n"
        basics += "tt0000400\ttvMiniSeries\tLeft Out\t\\N\t0\t2000\t2000\t\\N\t\\N\n"
        basics += "tt0900000\ttvSeries\tLate Listed\t\\N\t0\t2010\t\\N\t\\N\tDrama\n"
        let linksReader = try TSVReader(path: TSVReaderTests.write(links, to: "title.episode.tsv", in: directory))
        try linksReader.readHeader(expected: IMDbDataset.titleEpisode.columns)
        let filter = TitleFilter(
            types: [Array("tvSeries".utf8)], includeAdult: false, ratings: Ratings(), catalog: [:],
            links: try IMDbParsers.episodeLinks(linksReader) { _ in })
        let reader = try TSVReader(path: TSVReaderTests.write(basics, to: "title.basics.tsv", in: directory))
        try reader.readHeader(expected: IMDbDataset.titleBasics.columns)
        var episodes: [IMDbEpisodeRecord] = []
        var titles: [IMDbMovieRecord] = []
        let outcome = try IMDbParsers.titles(reader, filter: filter) { batch, _ in
            episodes += batch.episodes
            titles += batch.titles
            return true
        }
        #expect(titles.map(\.id) == [900_000])
        #expect(titles.first?.kind == .series)
        #expect(titles.first?.endYear == nil)
        #expect(episodes.count == count)
        #expect(Set(episodes.compactMap(\.number)) == Set(1...count))
        #expect(episodes.allSatisfy { $0.series == 900_000 && $0.year == nil && $0.rating == 0 })
        #expect(outcome.episodes.count == count)
        // The mini-series is of a type left out: its episode goes silently.
        #expect(outcome.episodesWithoutSeries == 0)
        #expect(outcome.skipped.count == 0)
    }
}
