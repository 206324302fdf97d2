import CLibFuzzer
import Foundation
import TerminalUI

/// The key decoder on arbitrary bytes: no input may crash it or keep it waiting after a flush, and
/// ASCII bytes decode to the same keys whether they arrive at once or one read at a time (a
/// sequence split across reads is kept until it completes).
func fuzzKeys(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    var whole = KeyDecoder()
    let keys = whole.feed(bytes) + whole.flush()
    guard whole.pending.isEmpty else { fatalError("bytes left pending after flush: \(whole.pending)") }
    guard bytes.allSatisfy({ $0 < 0x80 }) else { return 0 }
    var split = KeyDecoder()
    var splitKeys: [Key] = []
    for byte in bytes { splitKeys += split.feed([byte]) }
    splitKeys += split.flush()
    guard keys == splitKeys else { fatalError("split reads decode differently: \(keys) vs \(splitKeys)") }
    return 0
}

@main
enum Main {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { start, count in fuzzKeys(start, count) })
    }
}
