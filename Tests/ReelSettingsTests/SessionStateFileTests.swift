import Foundation
import Testing

@testable import ReelSettings

/// The state file: round trip, every kind of unreadable file (left untouched), atomic replacement,
/// and a directory that cannot be written.
@Suite struct SessionStateFileTests {
    /// A fresh directory for one test, removed by the caller.
    private static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "reel-state-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A state of the shape the browser keeps: a version, a stack of entries, places by name.
    struct State: Codable, Hashable {
        struct Entry: Codable, Hashable {
            var screen: String
            var argument: [String: Int]?
            var list: Position?
        }

        struct Position: Codable, Hashable {
            var selected: Int
            var offset: Int
        }

        struct Place: Codable, Hashable {
            var query: String?
            var list: Position?
        }

        var version = 3
        var stack: [Entry]
        var screens: [String: Place] = [:]
    }

    private static let sample = State(
        stack: [
            .init(screen: "movies"),
            .init(screen: "detail", argument: ["movieID": 20545], list: .init(selected: 2, offset: 0)),
        ],
        screens: [
            "movies": .init(
                query: "godf g:comedy g:drama year:1970..1979 rating>=7 mpaa:R sort:-rating",
                list: .init(selected: 41, offset: 30))
        ])

    private static func file(_ path: String) -> SessionStateFile { SessionStateFile(path: path, versions: 2...3) }

    @Test func whatIsSavedIsLoaded() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = Self.file(directory + "/reel/state.json")
        #expect(try file.load(State.self) == nil, "no file yet: nothing to restore, and no error")
        try file.save(Self.sample)
        #expect(try file.load(State.self) == Self.sample)
        let text = try String(contentsOfFile: file.path, encoding: .utf8)
        #expect(text.contains("\"version\" : 3"))
        #expect(
            text.contains("\"query\" : \"godf g:comedy g:drama year:1970..1979 rating>=7 mpaa:R sort:-rating\""),
            "\(text)")
    }

    @Test func savingReplacesTheFileAndLeavesNoTemporaryFile() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = Self.file(directory + "/state.json")
        try file.save(State(stack: [.init(screen: "movies")]))
        try file.save(Self.sample)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["state.json"])
        #expect(try file.load(State.self) == Self.sample)
    }

    @Test(arguments: [
        ("", "state.json: not valid JSON"),
        ("{\"version\": 1, \"stack\": [", "state.json: not valid JSON (unexpected end of file"),
        ("[1, 2]", "state.json: the file is not an object"),
        ("{\"stack\": []}", "state.json: has no \"version\""),
        ("{\"version\": 7, \"stack\": []}", "state.json: version 7 is not a version this reel reads (2 or 3)"),
        ("{\"version\": \"one\"}", "state.json: \"version\" is not a number"),
        ("{\"version\": 1, \"stack\": []}", "state.json: version 1 is not a version this reel reads (2 or 3)"),
        ("{\"version\": 3}", "state.json: \"stack\" is missing"),
        (
            "{\"version\": 3, \"stack\": [{\"screen\": \"detail\", \"argument\": {\"movieID\": \"x\"}}]}",
            "state.json: \"stack[0].argument.movieID\" is not a number"
        ),
        (
            "{\"version\": 3, \"stack\": [], \"screens\": {\"movies\": {\"list\": {\"selected\": \"1\"}}}}",
            "state.json: \"screens.movies.list.selected\" is not a number"
        ),
    ])
    func anUnreadableFileIsReportedAndLeftAsItIs(contents: String, message: String) throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = Self.file(directory + "/state.json")
        try contents.write(toFile: file.path, atomically: false, encoding: .utf8)
        let error = #expect(throws: StateFileError.self) { try file.load(State.self) }
        #expect(error?.message.hasPrefix(message) == true, "\(error?.message ?? "")")
        // FileContents, not String(contentsOfFile:), which leaks 4 KB reading the empty case on Linux.
        #expect(
            try String(decoding: FileContents.read(file.path), as: UTF8.self) == contents, "the bad file is not touched"
        )
    }

    @Test func aDirectoryThatCannotBeCreatedIsAnErrorNotACrash() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // A regular file where the state directory should be: even root cannot create it.
        try "".write(toFile: directory + "/reel", atomically: false, encoding: .utf8)
        let file = Self.file(directory + "/reel/state.json")
        let error = #expect(throws: StateFileError.self) { try file.save(Self.sample) }
        #expect(
            error?.message.hasPrefix("state.json: cannot create \(directory)/reel") == true, "\(error?.message ?? "")")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["reel"])
    }

    @Test func aFileThatCannotBeReplacedKeepsItsContentsAndLeavesNoTemporaryFile() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // A directory where the state file should be: the rename fails.
        try FileManager.default.createDirectory(
            atPath: directory + "/state.json/inside", withIntermediateDirectories: true)
        let file = Self.file(directory + "/state.json")
        let error = #expect(throws: StateFileError.self) { try file.save(Self.sample) }
        #expect(error?.message.hasPrefix("state.json: cannot replace") == true, "\(error?.message ?? "")")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["state.json"])
    }
}
