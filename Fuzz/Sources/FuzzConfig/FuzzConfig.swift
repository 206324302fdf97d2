import FuzzDriver
import MovieBrowser
import ReelSettings

/// The browser's names, as `reel` passes them: the key bindings go through the browser's check.
let vocabulary = SettingsVocabulary(
    sections: Keymaps.sectionNames, actions: { Keymaps.actionNames(section: $0) },
    columns: MovieColumn.allCases.map(\.rawValue), checkKeys: { Keymaps.problems(in: $0) })

/// config.toml on arbitrary text: every input gives a configuration or a `ConfigError`, never a crash.
@main
enum Main: FuzzTarget {
    static func test(_ input: UnsafeBufferPointer<UInt8>) {
        _ = try? ConfigLoader.parse(FuzzInput.text(input), file: "config.toml", vocabulary: vocabulary)
    }
}
