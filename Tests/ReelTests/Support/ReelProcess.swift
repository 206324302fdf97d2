import Foundation
import TestSupport

/// Runs the built `reel` executable in a child process, with its own database and catalog paths.
struct ReelProcess {
    struct Result {
        let status: Int32
        let output: String
        let error: String
    }

    /// The `reel` binary next to the test executable in the build directory.
    static var executable: URL {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = testBinary.deletingLastPathComponent()
        while directory.lastPathComponent.hasSuffix(".xctest") || directory.lastPathComponent == "MacOS"
            || directory.lastPathComponent == "Contents"
        {
            directory = directory.deletingLastPathComponent()
        }
        return directory.appendingPathComponent("reel")
    }

    let directory: URL
    var environment: [String: String]

    /// A process setup with a fresh database path in `directory` and the sample catalog as CSV.
    init(directory: URL, csv: String = TestPaths.sampleCSV) {
        self.directory = directory
        var environment = ProcessInfo.processInfo.environment
        environment["REEL_DATABASE"] = directory.appendingPathComponent("reel.sqlite").path
        environment["REEL_CATALOG_CSV"] = csv
        environment["COLUMNS"] = "80"
        self.environment = environment
    }

    var databasePath: String { environment["REEL_DATABASE"] ?? "" }

    func start(_ arguments: [String], output: Pipe = Pipe(), error: Pipe = Pipe()) throws -> Process {
        let process = Process()
        process.executableURL = ReelProcess.executable
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = directory
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return process
    }

    @discardableResult
    func run(_ arguments: String...) throws -> Result {
        try run(arguments)
    }

    @discardableResult
    func run(_ arguments: [String]) throws -> Result {
        let output = Pipe()
        let error = Pipe()
        let process = try start(arguments, output: output, error: error)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self))
    }
}
