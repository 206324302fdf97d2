import CLibFuzzer
import Foundation

/// A libFuzzer target: a test of one input, and the `main` every target shares, which hands the
/// test to libFuzzer's driver (`LLVMFuzzerRunDriver`) with the command line and exits with its status.
///
/// A target is one `@main` type:
///
/// ```swift
/// @main
/// enum Main: FuzzTarget {
///     static func test(_ input: UnsafeBufferPointer<UInt8>) {
///         _ = try? ConfigLoader.parse(FuzzInput.text(input), file: "config.toml")
///     }
/// }
/// ```
public protocol FuzzTarget {
    /// Tests one input: a crash, a hang or a leak is a finding, anything else passes.
    ///
    /// - Parameter input: The bytes libFuzzer made; valid only during the call.
    static func test(_ input: UnsafeBufferPointer<UInt8>)
}

extension FuzzTarget {
    /// Runs libFuzzer's driver over ``test(_:)`` and exits with its status.
    public static func main() {
        FuzzDriver.run(test)
    }
}

/// The one test libFuzzer's C callback calls: a C function pointer captures nothing, so the target's
/// test waits here.
enum FuzzDriver {
    // Safe because it is written once, in `run`, before libFuzzer starts, and only read after, on
    // the one thread libFuzzer runs its inputs on.
    nonisolated(unsafe) static var test: (UnsafeBufferPointer<UInt8>) -> Void = { _ in }

    static func run(_ test: @escaping (UnsafeBufferPointer<UInt8>) -> Void) -> Never {
        Self.test = test
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(
            LLVMFuzzerRunDriver(&argc, &argv) { start, count in
                FuzzDriver.test(UnsafeBufferPointer(start: start, count: count))
                return 0
            })
    }
}

/// The forms the targets read an input in.
public enum FuzzInput {
    /// The bytes as UTF-8 text, each invalid sequence replaced with U+FFFD.
    ///
    /// - Parameter input: The bytes.
    public static func text(_ input: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: input, as: UTF8.self)
    }

    /// The bytes, copied.
    ///
    /// - Parameter input: The bytes.
    public static func data(_ input: UnsafeBufferPointer<UInt8>) -> Data {
        Data(input)
    }
}
