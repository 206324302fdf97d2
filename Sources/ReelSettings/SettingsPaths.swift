import Foundation

/// Where reel keeps the user's files, by the XDG base directory rules.
///
/// - The configuration: `$XDG_CONFIG_HOME/reel/config.toml`, or `~/.config/reel/config.toml`.
/// - The session state: `$XDG_STATE_HOME/reel/state.json`, or `~/.local/state/reel/state.json`.
///
/// A variable that is unset, empty or not an absolute path is ignored, as the XDG rules say.
public struct SettingsPaths: Sendable, Hashable {
    /// The configuration file.
    public var configFile: String
    /// The session state file.
    public var stateFile: String

    /// Creates the paths from explicit files (tests, or a command-line override).
    ///
    /// - Parameter configFile: The configuration file.
    /// - Parameter stateFile: The session state file.
    public init(configFile: String, stateFile: String) {
        self.configFile = configFile
        self.stateFile = stateFile
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
    }
}
