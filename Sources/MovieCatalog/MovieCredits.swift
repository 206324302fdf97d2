/// A movie's credits: directors, writers, the cast in billing order and the other crew by category.
public struct MovieCredits: Sendable, Hashable {
    /// The directors.
    public let directors: [PersonName]
    /// The writers.
    public let writers: [PersonName]
    /// The cast in billing order.
    public let cast: [CastMember]
    /// The rest of the crew, grouped by category in IMDb's billing order of each group's first person.
    public let crew: [(category: CreditCategory, people: [PersonName])]

    /// Creates a movie's credits.
    ///
    /// - Parameter directors: The directors.
    /// - Parameter writers: The writers.
    /// - Parameter cast: The cast in billing order.
    /// - Parameter crew: The other crew by category.
    public init(
        directors: [PersonName], writers: [PersonName], cast: [CastMember],
        crew: [(category: CreditCategory, people: [PersonName])]
    ) {
        self.directors = directors
        self.writers = writers
        self.cast = cast
        self.crew = crew
    }

    /// No credits: a catalog without people (the shipped CSV), or a movie IMDb lists no one for.
    public static let none = MovieCredits(directors: [], writers: [], cast: [], crew: [])

    /// Whether there is no credit at all.
    public var isEmpty: Bool { directors.isEmpty && writers.isEmpty && cast.isEmpty && crew.isEmpty }

    public static func == (lhs: MovieCredits, rhs: MovieCredits) -> Bool {
        lhs.directors == rhs.directors && lhs.writers == rhs.writers && lhs.cast == rhs.cast
            && lhs.crew.elementsEqual(rhs.crew, by: { $0.category == $1.category && $0.people == $1.people })
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(directors)
        hasher.combine(writers)
        hasher.combine(cast)
        for group in crew {
            hasher.combine(group.category)
            hasher.combine(group.people)
        }
    }
}
