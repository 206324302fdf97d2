import CLibFuzzer
import Foundation
import MovieBrowser
import ReelSettings

/// The browser's names, as `reel` passes them: the key bindings go through the browser's check.
let vocabulary = SettingsVocabulary(
    sections: Keymaps.sectionNames, actions: { Keymaps.actionNames(section: $0) },
    columns: MovieColumn.allCases.map(\.rawValue), checkKeys: { Keymaps.problems(in: $0) })

/// config.toml on arbitrary text: every input gives a configuration or a `ConfigError`, never a crash.
func fuzzConfig(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    _ = try? ConfigLoader.parse(text, file: "config.toml", vocabulary: vocabulary)
    return 0
}

@main
enum Main {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { start, count in fuzzConfig(start, count) })
    }
}
