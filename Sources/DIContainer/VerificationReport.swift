/// What ``Container/verify()`` checked.
public struct VerificationReport: Sendable {
    /// The container verified.
    public let container: String
    /// The registrations built successfully.
    public var verified: [String] = []
    /// Registrations that take runtime arguments, which verification cannot invent.
    public var skipped: [String] = []

    init(container: String) {
        self.container = container
    }
}
