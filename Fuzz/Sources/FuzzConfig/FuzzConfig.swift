import FuzzDriver
import ReelApp
import ReelSettings

/// config.toml on arbitrary text: every input gives a configuration or a `ConfigError`, never a crash.
@main
enum Main: FuzzTarget {
    static func test(_ input: UnsafeBufferPointer<UInt8>) {
        _ = try? ConfigLoader.parse(FuzzInput.text(input), file: "config.toml", vocabulary: .browser)
    }
}
