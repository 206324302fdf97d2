/// A person as a credit names them: the id, and the name when the catalog knows it.
///
/// IMDb's crews and principals can name people who are absent from its list of names; their
/// ``name`` is `nil` and ``displayName`` shows the id.
public struct PersonName: Sendable, Hashable, Identifiable {
    /// The person's IMDb id.
    public let id: PersonID
    /// The name, or `nil` when the catalog has no such person.
    public let name: String?

    /// Creates a credit's name.
    ///
    /// - Parameter id: The IMDb id.
    /// - Parameter name: The name, `nil` when unknown.
    public init(id: PersonID, name: String?) {
        self.id = id
        self.name = name
    }

    /// The name, or `nm0000001 (unknown)` when the catalog does not know the person.
    public var displayName: String { name ?? "\(id.text) (unknown)" }
}
