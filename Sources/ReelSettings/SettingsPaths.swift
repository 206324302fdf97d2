import Foundation

/// Where reel keeps the user's files, by the XDG base directory rules.
///
/// - The configuration: `$XDG_CONFIG_HOME/reel/config.toml`, or `~/.config/reel/config.toml`.
/// - The session state: `$XDG_STATE_HOME/reel/state.json`, or `~/.local/state/reel/state.json`.
/// - The data (the catalog database, the user's library, the watchlist's exports):
///   `$XDG_DATA_HOME/reel/`, or `~/.local/share/reel/`.
///
/// `~` is `$HOME` when it is set and not empty (so `HOME=/tmp/try make run` keeps everything under
/// `/tmp/try`), and the account's home directory otherwise.
///
/// A variable that is unset, empty or not an absolute path is ignored, as the XDG rules say.
public struct SettingsPaths: Sendable, Hashable {
    /// The configuration file.
    public var configFile: String
    /// The session state file.
    public var stateFile: String
    /// The directory of reel's data: the default catalog database and the watchlist's exports.
    public var dataDirectory: String

    /// The default catalog database: `reel.sqlite` in ``dataDirectory``.
    public var databaseFile: String { dataDirectory + "/reel.sqlite" }
    /// The default library, the user's watchlist, diary and lists: `library.sqlite` in ``dataDirectory``.
    public var libraryFile: String { dataDirectory + "/library.sqlite" }
    /// Where the browser writes the watchlist's exports: `exports` in ``dataDirectory``.
    public var exportsDirectory: String { dataDirectory + "/exports" }

    /// Creates the paths from explicit files (tests, or a command-line override).
    ///
    /// - Parameters:
    ///   - configFile: The configuration file.
    ///   - stateFile: The session state file.
    ///   - dataDirectory: The data directory.
    public init(configFile: String, stateFile: String, dataDirectory: String = "") {
        self.configFile = configFile
        self.stateFile = stateFile
        self.dataDirectory = dataDirectory
    }

    /// The paths for an environment.
    ///
    /// - Parameter environment: The process environment (`ProcessInfo.processInfo.environment`).
    public init(environment: [String: String]) {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        func base(_ variable: String, _ fallback: String) -> String {
            if let value = environment[variable], value.hasPrefix("/") { return value }
            return home + "/" + fallback
        }
        configFile = base("XDG_CONFIG_HOME", ".config") + "/reel/config.toml"
        stateFile = base("XDG_STATE_HOME", ".local/state") + "/reel/state.json"
        dataDirectory = base("XDG_DATA_HOME", ".local/share") + "/reel"
    }
}
