/// One member of a movie's cast, in billing order.
public struct CastMember: Sendable, Hashable {
    /// Who.
    public let person: PersonName
    /// As what: actor, actress, self.
    public let category: CreditCategory
    /// The characters played (`["Michael Corleone"]`), empty when unknown.
    public let characters: [String]

    /// Creates a cast member.
    ///
    /// - Parameter person: Who.
    /// - Parameter category: As what.
    /// - Parameter characters: The characters played.
    public init(person: PersonName, category: CreditCategory, characters: [String]) {
        self.person = person
        self.category = category
        self.characters = characters
    }
}
