/// One line of a person's filmography: a movie and what they did on it.
public struct FilmographyCredit: Sendable, Hashable {
    /// The movie.
    public let movie: Movie
    /// What they did: director, actor, composer ...
    public let category: CreditCategory
    /// The characters played, for the cast; empty otherwise or when unknown.
    public let characters: [String]

    /// Creates a filmography line.
    ///
    /// - Parameter movie: The movie.
    /// - Parameter category: What the person did on it.
    /// - Parameter characters: The characters played.
    public init(movie: Movie, category: CreditCategory, characters: [String]) {
        self.movie = movie
        self.category = category
        self.characters = characters
    }
}
