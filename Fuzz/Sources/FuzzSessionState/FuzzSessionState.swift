import CLibFuzzer
import Foundation
import MovieBrowser

@testable import ReelSettings

/// state.json on arbitrary bytes, through the decoder's one entry point into the browser's
/// snapshot (version 3, or 2 upgraded as it is read): a snapshot or a `StateFileError`, never a crash.
func fuzzSessionState(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Data(UnsafeBufferPointer(start: start, count: count))
    _ = try? SessionStateDecoding.state(
        SessionSnapshot.self, from: data, name: "state.json", versions: SessionSnapshot.readableVersions)
    return 0
}

@main
enum Main {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { start, count in fuzzSessionState(start, count) })
    }
}
