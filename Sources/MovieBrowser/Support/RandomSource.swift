import Synchronization

/// Where "surprise me" draws its random numbers: the system generator in the app, a seeded one in
/// tests, registered in the app container so either can be injected.
public final class RandomSource: Sendable {
    private let generator: Mutex<any RandomNumberGenerator & Sendable>

    /// Creates a source over `generator`.
    ///
    /// - Parameter generator: The generator; the system's by default.
    public init(_ generator: some RandomNumberGenerator & Sendable = SystemRandomNumberGenerator()) {
        self.generator = Mutex(generator)
    }

    /// A number in `0..<count`, uniformly; 0 when `count` is 0 or less.
    ///
    /// - Parameter count: How many numbers to choose from.
    public func index(below count: Int) -> Int {
        guard count > 1 else { return 0 }
        return generator.withLock { generator in Self.draw(below: count, using: &generator) }
    }

    private static func draw(below count: Int, using generator: inout some RandomNumberGenerator) -> Int {
        Int.random(in: 0..<count, using: &generator)
    }
}
