/// A person of IMDb's datasets: a director, a writer, a member of the cast or of the crew.
public struct Person: Sendable, Hashable, Identifiable {
    /// The person's IMDb id.
    public let id: PersonID
    /// The name, as IMDb writes it.
    public let name: String
    /// The year of birth, or `nil` when unknown.
    public let birthYear: Int?
    /// The year of death, or `nil` when unknown or alive.
    public let deathYear: Int?
    /// IMDb's professions, most prominent first (`["actor", "producer"]`), as IMDb writes them.
    public let professions: [String]

    /// Creates a person from their fields.
    ///
    /// - Parameter id: The IMDb id.
    /// - Parameter name: The name.
    /// - Parameter birthYear: The year of birth, `nil` when unknown.
    /// - Parameter deathYear: The year of death, `nil` when unknown or alive.
    /// - Parameter professions: IMDb's professions, most prominent first.
    public init(id: PersonID, name: String, birthYear: Int?, deathYear: Int?, professions: [String]) {
        self.id = id
        self.name = name
        self.birthYear = birthYear
        self.deathYear = deathYear
        self.professions = professions
    }

    /// The years as one text: `1924–2004`, `b. 1940`, or `""` when both are unknown.
    public var years: String {
        switch (birthYear, deathYear) {
        case (let born?, let died?): "\(born)–\(died)"
        case (let born?, nil): "b. \(born)"
        case (nil, let died?): "d. \(died)"
        case (nil, nil): ""
        }
    }
}
