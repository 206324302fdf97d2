import Foundation
import TestSupport
import Testing

/// `reel import --imdb DIR` over the IMDb fixture (Tests/TestSupport/Data/imdb), run as a process.
@Suite struct IMDbImportCommandTests {
    let directory: TemporaryDirectory
    let reel: ReelProcess

    init() throws {
        directory = try TemporaryDirectory()
        reel = ReelProcess(directory: directory.url)
    }

    @Test func importsTheDatasetsAndPrintsTheReport() throws {
        let result = try reel.run("import", "--imdb", TestPaths.imdbDirectory, "--progress")
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "9 movies, 22 people, 38 credits imported; 4 people named by credits absent from name.basics")
        #expect(lines.contains("3 of 9 movies (33.3%) matched the shipped CSV by title and year"))
        #expect(lines.last?.hasPrefix("6 bad lines skipped: title.basics.tsv.gz line 17: has 6 fields") == true)
        // --progress: one line per file read, with its rows per second.
        #expect(result.error.contains("title.principals.tsv.gz  38 rows in "))
        #expect(result.error.contains("name.basics.tsv.gz  28 rows in "))
        #expect(result.error.contains("rows/s)"))
    }

    @Test func typesAdultAndJSON() throws {
        let result = try reel.run(
            "import", "--imdb", TestPaths.imdbDirectory, "--types", "movie,tvMovie", "--adult", "--json")
        #expect(result.status == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(report["movies"] as? Int == 11)
        #expect(report["people"] as? Int == 24)
        #expect(report["skippedCount"] as? Int == 6)
        #expect((report["skipped"] as? [[String: Any]])?.first?["file"] as? String == "title.basics.tsv.gz")
    }

    @Test func truncatedDownloadIsNamedAndTheCatalogStays() throws {
        #expect(try reel.run("import").status == 0)
        let result = try reel.run("import", "--imdb", TestPaths.truncatedIMDbDirectory)
        #expect(result.status == 1)
        #expect(result.error.contains("imdb-truncated/title.principals.tsv.gz"))
        #expect(result.error.contains("the catalog was not changed"))
        #expect(try reel.run("search", "godf").output.hasPrefix("1–4 of 4"))
    }

    @Test func withoutAFolderItSaysDownloadingIsNotBuilt() throws {
        let result = try reel.run("import", "--imdb")
        #expect(result.status == 1)
        #expect(result.error.contains("not built yet"))
        #expect(try reel.run("import", "--adult").error.contains("--adult applies to --imdb imports only"))
    }
}
