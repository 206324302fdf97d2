import Foundation
import GRDB
import MovieCatalog
import TestSupport
import Testing

@testable import MovieStore

/// A credit's characters from a line of title.principals to the data of the Person screen and the
/// movie's cast: JSON escapes, quotes and commas read once at import, and a field that is not a JSON
/// array of strings leaves the credit with no characters, as it always did.
@Suite struct IMDbCharactersImportTests {
    /// The fixture's datasets, as plain files, with Brando's and Pacino's characters in The Godfather
    /// replaced by `brando` and `pacino`.
    static func datasets(brando: String, pacino: String) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        for name in IMDbImporter.fileNames {
            let source = (TestPaths.imdbDirectory as NSString).appendingPathComponent(name + ".tsv")
            var text = try String(contentsOfFile: source, encoding: .utf8)
            if name == "title.principals" {
                text = text.replacingOccurrences(
                    of: "nm0000008\tactor\t\\N\t[\"Don Vito Corleone\"]", with: "nm0000008\tactor\t\\N\t" + brando)
                text = text.replacingOccurrences(
                    of: "nm0000199\tactor\t\\N\t[\"Michael Corleone\"]\n", with: "nm0000199\tactor\t\\N\t\(pacino)\n")
            }
            try Data(text.utf8).write(to: directory.url.appendingPathComponent(name + ".tsv"))
        }
        return directory
    }

    @Test func escapesQuotesAndCommasReachThePersonScreen() throws {
        let directory = try Self.datasets(
            brando: #"["Don \"Vito\" Corleone", "The Godfather, Sr.", "Am\u00e9lie \ud83c\udfac", "a\\b"]"#,
            pacino: #"["Michael", "Corleone"]"#)
        let catalog = try TestCatalog(importing: nil)
        let report = try IMDbImporter(database: catalog.database).importDatasets(from: directory.url.path)
        #expect(report.credits == 41)
        let people = SQLitePeopleRepository(database: catalog.database)
        let brando = try people.filmography(of: PersonID(8)).first { $0.movie.id == 68646 }
        #expect(brando?.characters == ["Don \"Vito\" Corleone", "The Godfather, Sr.", "Amélie 🎬", "a\\b"])
        let cast = try people.credits(movieID: 68646).cast
        #expect(cast.first?.characters == ["Don \"Vito\" Corleone", "The Godfather, Sr.", "Amélie 🎬", "a\\b"])
        #expect(cast.dropFirst().first?.characters == ["Michael", "Corleone"])
        // Stored once, as names joined by U+001F: no JSON left to read at a push.
        let stored = try catalog.database.read { db in
            try String.fetchOne(db, sql: "SELECT characters FROM credit WHERE movie_id = 68646 AND person_id = 199")
        }
        #expect(stored == "Michael\u{1F}Corleone")
    }

    @Test func aFieldThatIsNotAJSONArrayKeepsTheCreditWithoutCharacters() throws {
        let directory = try Self.datasets(brando: #"["Don Vito Corleone""#, pacino: "Michael Corleone")
        let catalog = try TestCatalog(importing: nil)
        let report = try IMDbImporter(database: catalog.database).importDatasets(from: directory.url.path)
        #expect(report.credits == 41)
        let fixture = try IMDbImporter(database: TestCatalog(importing: nil).database).importDatasets(
            from: TestPaths.imdbDirectory)
        #expect(report.skippedCount == fixture.skippedCount)
        let cast = try SQLitePeopleRepository(database: catalog.database).credits(movieID: 68646).cast
        #expect(cast.prefix(2).map(\.person.id) == [PersonID(8), PersonID(199)])
        #expect(cast.prefix(2).map(\.characters) == [[], []])
        #expect(cast.dropFirst(2).first?.characters == ["Sonny Corleone"])
        let stored = try catalog.database.read { db in
            try Int.fetchOne(
                db, sql: "SELECT COUNT(characters) FROM credit WHERE movie_id = 68646 AND person_id IN (8, 199)")
        }
        #expect(stored == 0)
    }
}
