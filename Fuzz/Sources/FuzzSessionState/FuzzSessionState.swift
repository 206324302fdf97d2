import CLibFuzzer
import Foundation

@testable import ReelSettings

/// state.json on arbitrary bytes, through the decoder's one entry point (so the harness outlives
/// changes to the snapshot's types): a snapshot or a `SessionStateError`, never a crash.
func fuzzSessionState(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Data(UnsafeBufferPointer(start: start, count: count))
    _ = try? SessionStateDecoding.snapshot(from: data, name: "state.json")
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
