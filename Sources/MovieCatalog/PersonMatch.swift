/// A person found by name, with how many movies of the catalog credit them.
public struct PersonMatch: Sendable, Hashable, Identifiable {
    /// The person.
    public let person: Person
    /// How many credits of the catalog name them.
    public let creditCount: Int

    /// The person's id.
    public var id: PersonID { person.id }

    /// Creates a match.
    ///
    /// - Parameter person: The person.
    /// - Parameter creditCount: How many credits name them.
    public init(person: Person, creditCount: Int) {
        self.person = person
        self.creditCount = creditCount
    }
}
