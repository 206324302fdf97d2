import ArgumentParser
import Foundation
import MovieCatalog
import ReelSettings

/// `reel config`: where config.toml is, a default one to start from, and whether it is valid.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Check config.toml, print its path, or write a commented default one.",
        discussion: """
            With no option, checks $XDG_CONFIG_HOME/reel/config.toml (~/.config/reel/config.toml) and \
            says what reel makes of it (exit status 1 when it is bad).
            """
    )

    @Flag(name: .customLong("init"), help: "Write a commented default config.toml and print its path.")
    var initialize = false
    @Flag(help: "With --init: replace an existing config.toml.") var force = false
    @Flag(help: "Print the path config.toml is read from.") var path = false

    func validate() throws {
        if force, !initialize { throw ValidationError("--force only goes with --init") }
        if path, initialize { throw ValidationError("--path and --init do not go together") }
    }

    func run() throws {
        let file = SettingsPaths(environment: ProcessInfo.processInfo.environment).configFile
        if path {
            print(file)
        } else if initialize {
            try write(file)
        } else {
            try check(file)
        }
    }

    private func write(_ file: String) throws {
        if FileManager.default.fileExists(atPath: file), !force {
            Terminal.standardError.write(
                "reel: \(file) already exists; it is left as it is (`reel config --init --force` replaces it)\n")
            throw ExitCode.failure
        }
        do {
            let directory = (file as NSString).deletingLastPathComponent
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data(DefaultConfig.text(sections: SettingsVocabulary.browser.sections).utf8).write(
                to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            Terminal.standardError.write("reel: cannot write \(file): \(error.localizedDescription)\n")
            throw ExitCode.failure
        }
        print(file)
    }

    private func check(_ file: String) throws {
        let outcome = ConfigLoader.load(file: file, vocabulary: .browser)
        if !outcome.errors.isEmpty {
            // Every mistake on its own line, by line, as a compiler reports them.
            for error in outcome.errors {
                Terminal.standardError.write("reel: \(error.description.escapingControlCharacters)\n")
            }
            if outcome.errors.count > 1 {
                Terminal.standardError.write("reel: \(outcome.errors.count) mistakes in \(file)\n")
            }
            throw ExitCode.failure
        }
        if outcome.fileExists {
            print("\(file): valid")
        } else {
            print("\(file): no such file; reel uses the defaults (`reel config --init` writes one to edit)")
        }
    }
}
