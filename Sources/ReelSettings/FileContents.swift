import Foundation

/// Reads whole files through `FileHandle`.
///
/// Not `Data(contentsOf:)` or `FileManager.contents(atPath:)`: on Linux both leak a 4 KB buffer for
/// every empty file they read (an empty config.toml or state.json), which AddressSanitizer reports.
enum FileContents {
    /// The bytes of the file at `path`.
    ///
    /// - Throws: The error of opening or reading it.
    static func read(_ path: String) throws -> Data {
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        return try handle.readToEnd() ?? Data()
    }
}
