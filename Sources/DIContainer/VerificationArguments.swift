/// Sample runtime arguments for ``Container/verify(arguments:)``: with them, registrations whose
/// factories take arguments are built and checked too, instead of being skipped.
///
/// A sample is kept by the exact argument types of a registration: one `Int` for a factory
/// `(r, id: Int)`, the pair `(Int, Int)` for `(r, first: Int, second: Int)`.
///
/// ```swift
/// var samples = VerificationArguments()
/// samples.add(20545)          // for Register(DetailPresenter.self) { (r, id: Int) in … }
/// samples.add(1, 2)           // for Register(ComparePresenter.self) { (r, a: Int, b: Int) in … }
/// try container.verify(arguments: samples)
/// ```
public struct VerificationArguments: Sendable {
    private var samples: [ObjectIdentifier: any Sendable] = [:]

    /// No samples: registrations that take arguments are skipped.
    public init() {}

    /// Adds a sample for the registrations whose factories take exactly these argument types.
    ///
    /// - Parameter values: The arguments, in the factory's order; a later sample for the same types
    ///   replaces an earlier one.
    public mutating func add<each Argument: Sendable>(_ values: repeat each Argument) {
        samples[ObjectIdentifier((repeat each Argument).self)] = (repeat each values)
    }

    /// The sample for `Arguments`, or `nil`.
    func sample<Arguments>(for type: Arguments.Type) -> Arguments? {
        samples[ObjectIdentifier(type)] as? Arguments
    }

    /// Whether there is a sample for the argument types `type`.
    func hasSample(for type: Any.Type) -> Bool {
        samples[ObjectIdentifier(type)] != nil
    }
}
