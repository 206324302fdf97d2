import Foundation
import MovieCatalog
import MovieStore

/// The `--json` output of every command: stable key names, sorted keys, unknown values as `null`.
///
/// The format is documented in docs/command-line.md ("JSON"); change it only by
/// adding keys. JSON escapes control characters by itself (`\u001b`), so titles are written as stored.
enum JSONOutput {
    /// Writes `value` as pretty-printed JSON with sorted keys, and a final newline, on standard output.
    static func print(_ value: some Encodable) throws {
        Terminal.standardOutput.write(try text(value))
    }

    /// `value` as pretty-printed JSON with sorted keys and a final newline.
    static func text(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// `2026-11-22T10:54:09Z`.
    static func iso8601(_ timestamp: Timestamp) -> String {
        timestamp.isoDateTime
    }
}
