import FuzzDriver
import TerminalUI

/// The key decoder on arbitrary bytes: no input may crash it or keep it waiting after a flush, and
/// ASCII bytes decode to the same keys whether they arrive at once or one read at a time (a
/// sequence split across reads is kept until it completes).
@main
enum Main: FuzzTarget {
    static func test(_ input: UnsafeBufferPointer<UInt8>) {
        let bytes = Array(input)
        var whole = KeyDecoder()
        let keys = whole.feed(bytes) + whole.flush()
        guard whole.pending.isEmpty else { fatalError("bytes left pending after flush: \(whole.pending)") }
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return }
        var split = KeyDecoder()
        var splitKeys: [Key] = []
        for byte in bytes { splitKeys += split.feed([byte]) }
        splitKeys += split.flush()
        guard keys == splitKeys else { fatalError("split reads decode differently: \(keys) vs \(splitKeys)") }
    }
}
