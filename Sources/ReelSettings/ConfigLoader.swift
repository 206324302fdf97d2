import Foundation
import MovieBrowser
import TOMLKit
import TerminalUI

/// Reads config.toml into a ``ReelConfig``, never failing: a missing file is the defaults, a bad one
/// is the defaults and one ``ConfigError``. It only reads; the user's file is never written.
public enum ConfigLoader {
    /// What loading gave: the configuration to run with and, for a bad file, why it was not used.
    public struct Outcome: Sendable {
        /// The configuration (the defaults when the file is missing or bad).
        public var config: ReelConfig
        /// Why the file was not used, if it was bad.
        public var error: ConfigError?
        /// Whether the file exists.
        public var fileExists: Bool
    }

    /// Loads `file`.
    ///
    /// - Parameter file: The path of config.toml.
    /// - Returns: The configuration, and the error when the file could not be used.
    public static func load(file: String) -> Outcome {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else {
            return Outcome(config: .defaults, error: nil, fileExists: false)
        }
        let text: String
        do {
            guard !isDirectory.boolValue else {
                throw ConfigError(file: file, line: nil, key: nil, message: "is a directory, not a file")
            }
            guard let data = FileManager.default.contents(atPath: file) else {
                throw ConfigError(file: file, line: nil, key: nil, message: "cannot be read (check its permissions)")
            }
            guard let decoded = String(data: data, encoding: .utf8) else {
                throw ConfigError(file: file, line: nil, key: nil, message: "is not UTF-8 text")
            }
            text = decoded
            return Outcome(config: try parse(text, file: file), error: nil, fileExists: true)
        } catch let error as ConfigError {
            return Outcome(config: .defaults, error: error, fileExists: true)
        } catch {
            let message = "cannot be read: \(error.localizedDescription)"
            return Outcome(
                config: .defaults, error: ConfigError(file: file, line: nil, key: nil, message: message),
                fileExists: true)
        }
    }

    /// Parses the text of a configuration.
    ///
    /// - Parameter text: The TOML document.
    /// - Parameter file: The file's path, for messages.
    /// - Returns: The configuration.
    /// - Throws: ``ConfigError`` for the first mistake in the file (by line).
    public static func parse(_ text: String, file: String) throws(ConfigError) -> ReelConfig {
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw ConfigError(
                file: file, line: error.source.begin.line, key: nil, message: "TOML syntax: \(error.description)")
        } catch {
            throw ConfigError(file: file, line: nil, key: nil, message: "TOML syntax: \(error)")
        }
        var reader = ConfigReader(file: file, lines: SourceLines(text))
        let config = reader.read(table)
        if let first = reader.errors.min(by: { ($0.line ?? 0) < ($1.line ?? 0) }) {
            var error = first
            if reader.errors.count > 1 { error.message += " (and \(reader.errors.count - 1) more)" }
            throw error
        }
        return config
    }
}
