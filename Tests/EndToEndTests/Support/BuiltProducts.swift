import Foundation

/// Finds executables built by SwiftPM next to the running test bundle, whichever scratch path
/// (`.build`, `.build-tui`) and configuration built it.
enum BuiltProducts {
    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    /// The path of the executable product `name`, from the directory holding the test bundle.
    static func executable(_ name: String) throws -> String {
        var candidates: [URL] = []
        let argument = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        candidates.append(argument)
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append(URL(fileURLWithPath: exe))
        }
        candidates.append(Bundle.main.bundleURL)
        for start in candidates {
            var directory = start.deletingLastPathComponent()
            for _ in 0..<4 {
                let candidate = directory.appendingPathComponent(name).path
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
                directory = directory.deletingLastPathComponent()
            }
        }
        throw Missing(
            description:
                "\(name) was not found next to the test bundle (\(candidates.map(\.path))); build it with `swift build --build-tests` first"
        )
    }
}
