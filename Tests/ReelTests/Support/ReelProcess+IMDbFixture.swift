import Foundation
import TestSupport
import Testing

extension ReelProcess {
    /// A process setup whose fresh database in `directory` holds the IMDb fixture
    /// (Tests/TestSupport/Data/imdb), imported with `reel import --imdb` and `options` (`--types movie`).
    static func overIMDbFixture(in directory: URL, options: [String] = []) throws -> ReelProcess {
        let reel = ReelProcess(directory: directory)
        let imported = try reel.run(["import", "--imdb", TestPaths.imdbDirectory] + options)
        #expect(imported.status == 0, "\(imported.error)")
        return reel
    }

    /// The JSON object `reel` prints for `arguments`, which must succeed.
    func jsonObject(_ arguments: [String]) throws -> [String: Any] {
        let result = try run(arguments)
        #expect(result.status == 0, "\(result.error)")
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
        return try #require(object as? [String: Any], "\(result.output)")
    }
}
