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

    /// A process setup with a fresh database and library in `directory` and the sample catalog as CSV.
    init(directory: URL, csv: String = TestPaths.sampleCSV) {
        self.directory = directory
        var environment = ProcessInfo.processInfo.environment
        environment["REEL_DATABASE"] = directory.appendingPathComponent("reel.sqlite").path
        environment["REEL_LIBRARY"] = directory.appendingPathComponent("library.sqlite").path
        environment["REEL_CATALOG_CSV"] = csv
        environment["COLUMNS"] = "80"
        self.environment = environment
    }

    var databasePath: String { environment["REEL_DATABASE"] ?? "" }

    /// Starts `reel`; `error` is a `Pipe` or a `FileHandle`.
    func start(_ arguments: [String], output: Pipe = Pipe(), error: Any = Pipe()) throws -> Process {
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
        // Standard error goes to a file: with two pipes read one after the other, a child that
        // writes more than a pipe holds to standard error (a sanitizer's report) would wait forever
        // for the test to read it, while the test waits for the end of standard output.
        let errorFile = directory.appendingPathComponent("stderr-\(UUID().uuidString).txt")
        guard FileManager.default.createFile(atPath: errorFile.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: errorFile.path])
        }
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let errorHandle = try FileHandle(forWritingTo: errorFile)
        let output = Pipe()
        let process = try start(arguments, output: output, error: errorHandle)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try errorHandle.close()
        // FileHandle, not Data(contentsOf:): on Linux that leaks a 4 KB buffer for an empty file.
        let reader = try FileHandle(forReadingFrom: errorFile)
        defer { try? reader.close() }
        let errorData = try reader.readToEnd() ?? Data()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self))
    }
}
