/// Why config.toml cannot be used: the file, the line and the key, and what is wrong.
///
/// reel reports it once (the status bar when the browser starts, standard error for `reel keys`
/// and `reel config`) and runs on the defaults.
public struct ConfigError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The configuration file.
    public var file: String
    /// The line (1-based) the error is on, when it has one.
    public var line: Int?
    /// The key, as a dotted path (`ui.theme`, `keys.movies.select_next`), when the error is about one.
    public var key: String?
    /// What is wrong, naming the key.
    public var message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - file: The configuration file.
    ///   - line: The 1-based line, if known.
    ///   - key: The dotted key, if the error is about one.
    ///   - message: What is wrong.
    public init(file: String, line: Int?, key: String?, message: String) {
        self.file = file
        self.line = line
        self.key = key
        self.message = message
    }

    /// The error for the status bar, which has one line: the file's name (not its directory), the
    /// line and the message; `reel config` prints the whole ``description``.
    public var summary: String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return "\(name)\(line.map { " line \($0)" } ?? ""): \(message) (defaults in use)"
    }

    /// `<file>, line <n>: <message>; reel uses the defaults`.
    public var description: String {
        "\(file)\(line.map { ", line \($0)" } ?? ""): \(message); reel uses the default settings"
    }
}
