import Foundation
import TestSupport
import Testing

/// `HOME=/somewhere make run` keeps the database under `/somewhere`, not under the account's home.
@Suite struct HomeDirectoryTests {
    @Test func theDefaultDatabaseIsUnderHOME() throws {
        let directory = try TemporaryDirectory()
        var reel = ReelProcess(directory: directory.url)
        let home = directory.url.appendingPathComponent("home").path
        reel.environment["REEL_DATABASE"] = nil
        reel.environment["XDG_DATA_HOME"] = nil
        reel.environment["HOME"] = home
        let result = try reel.run("search", "godfather")
        #expect(result.status == 0)
        let database = home + "/.local/share/reel/reel.sqlite"
        #expect(result.error.contains("into \(database)"))
        #expect(FileManager.default.fileExists(atPath: database))
    }
}
