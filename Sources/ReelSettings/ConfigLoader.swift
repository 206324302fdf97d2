import Foundation
import TOMLKit
import TerminalUI

/// Reads config.toml into a ``ReelConfig``, never failing: a missing file is the defaults, a bad one
/// is the defaults and one ``ConfigError``. It only reads; the user's file is never written.
public enum ConfigLoader {
    /// What loading gave: the configuration to run with and, for a bad file, why it was not used.
    public struct Outcome: Sendable {
        /// The configuration (the defaults when the file is missing or bad).
        public var config: ReelConfig
        /// Every mistake of the file, by line; empty when it was used.
        public var errors: [ConfigError]
        /// Whether the file exists.
        public var fileExists: Bool

        /// The first mistake, its message ending with how many more there are (for the status bar),
        /// or `nil` when the file was used.
        public var error: ConfigError? {
            guard var first = errors.first else { return nil }
            if errors.count > 1 { first.message += " (and \(errors.count - 1) more)" }
            return first
        }
    }

    /// Loads `file`.
    ///
    /// - Parameter file: The path of config.toml.
    /// - Parameter vocabulary: The names the file is checked against.
    /// - Returns: The configuration, and the error when the file could not be used.
    public static func load(file: String, vocabulary: SettingsVocabulary) -> Outcome {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else {
            return Outcome(config: .defaults, errors: [], fileExists: false)
        }
        let text: String
        do {
            guard !isDirectory.boolValue else {
                throw ConfigError(file: file, line: nil, key: nil, message: "is a directory, not a file")
            }
            guard let data = try? FileContents.read(file) else {
                throw ConfigError(file: file, line: nil, key: nil, message: "cannot be read (check its permissions)")
            }
            guard let decoded = String(data: data, encoding: .utf8) else {
                throw ConfigError(file: file, line: nil, key: nil, message: "is not UTF-8 text")
            }
            text = decoded
        } catch let error as ConfigError {
            return Outcome(config: .defaults, errors: [error], fileExists: true)
        } catch {
            let message = "cannot be read: \(error.localizedDescription)"
            return Outcome(
                config: .defaults, errors: [ConfigError(file: file, line: nil, key: nil, message: message)],
                fileExists: true)
        }
        let checked = check(text, file: file, vocabulary: vocabulary)
        return Outcome(
            config: checked.errors.isEmpty ? checked.config : .defaults, errors: checked.errors, fileExists: true)
    }

    /// Parses the text of a configuration.
    ///
    /// - Parameters:
    ///   - text: The TOML document.
    ///   - file: The file's path, for messages.
    ///   - vocabulary: The names the file is checked against.
    /// - Returns: The configuration.
    /// - Throws: ``ConfigError`` for the first mistake in the file (by line), its message ending with
    ///   how many more there are; ``check(_:file:vocabulary:)`` gives every one.
    public static func parse(
        _ text: String, file: String, vocabulary: SettingsVocabulary
    ) throws(ConfigError)
        -> ReelConfig
    {
        let checked = check(text, file: file, vocabulary: vocabulary)
        if var first = checked.errors.first {
            if checked.errors.count > 1 { first.message += " (and \(checked.errors.count - 1) more)" }
            throw first
        }
        return checked.config
    }

    /// Reads the text of a configuration and finds every mistake in it, as a compiler does.
    ///
    /// A TOML syntax error stops the reading, so it is the only error then; otherwise each bad
    /// setting, unknown name and bad key binding is one error with its line, and an unknown name
    /// comes with the nearest valid one (`did you mean "theme"?`).
    ///
    /// - Parameters:
    ///   - text: The TOML document.
    ///   - file: The file's path, for messages.
    ///   - vocabulary: The names the file is checked against.
    /// - Returns: The configuration the good settings give, and the errors ordered by line.
    public static func check(
        _ text: String, file: String, vocabulary: SettingsVocabulary
    ) -> (config: ReelConfig, errors: [ConfigError]) {
        // Checked first: toml++ aborts on some malformed input instead of reporting it (TOMLSyntax).
        if let problem = TOMLSyntax.problem(in: text) {
            let error = ConfigError(
                file: file, line: problem.line, key: nil, message: "TOML syntax: \(problem.message)")
            return (.defaults, [error])
        }
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            return (
                .defaults,
                [
                    ConfigError(
                        file: file, line: error.source.begin.line, key: nil,
                        message: "TOML syntax: \(error.description)")
                ]
            )
        } catch {
            return (.defaults, [ConfigError(file: file, line: nil, key: nil, message: "TOML syntax: \(error)")])
        }
        var reader = ConfigReader(file: file, lines: SourceLines(text), vocabulary: vocabulary)
        let config = reader.read(table)
        let errors = reader.errors.enumerated().sorted { a, b in
            (a.element.line ?? 0, a.offset) < (b.element.line ?? 0, b.offset)
        }.map(\.element)
        return (config, errors)
    }
}
