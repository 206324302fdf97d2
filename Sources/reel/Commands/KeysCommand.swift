import ArgumentParser
import Foundation
import MovieBrowser
import MovieCatalog
import ReelSettings

/// `reel keys`: the keys in effect, per screen, after config.toml.
struct KeysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys",
        abstract: "Print the browser's keys per screen, as config.toml sets them.",
        discussion: """
            The output is in config.toml's format: copy a line into the [keys.<screen>] section of \
            $XDG_CONFIG_HOME/reel/config.toml and change its keys. A bad config.toml is reported on \
            standard error and the defaults are printed.
            """
    )

    func run() throws {
        let paths = SettingsPaths(environment: ProcessInfo.processInfo.environment)
        let outcome = ConfigLoader.load(file: paths.configFile, vocabulary: .browser)
        if let error = outcome.error {
            Terminal.standardError.write("reel: \(error.description.escapingControlCharacters)\n")
        }
        print(Keymaps.configured(outcome.config.keyBindings.map(\.names)).tomlText, terminator: "")
    }
}
