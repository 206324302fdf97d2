import FuzzDriver

@testable import ReelSettings

/// state.json on arbitrary bytes, through the decoder's one entry point (so the harness outlives
/// changes to the snapshot's types): a snapshot or a `SessionStateError`, never a crash.
@main
enum Main: FuzzTarget {
    static func test(_ input: UnsafeBufferPointer<UInt8>) {
        _ = try? SessionStateDecoding.snapshot(from: FuzzInput.data(input), name: "state.json")
    }
}
