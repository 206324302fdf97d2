import FuzzDriver
import MovieBrowser

@testable import ReelSettings

/// state.json on arbitrary bytes, through the decoder's one entry point into the browser's
/// snapshot (version 3, or 2 upgraded as it is read): a snapshot or a `StateFileError`, never a crash.
@main
enum Main: FuzzTarget {
    static func test(_ input: UnsafeBufferPointer<UInt8>) {
        _ = try? SessionStateDecoding.state(
            SessionSnapshot.self, from: FuzzInput.data(input), name: "state.json",
            versions: SessionSnapshot.readableVersions)
    }
}
