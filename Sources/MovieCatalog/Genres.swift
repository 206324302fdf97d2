/// The genres a movie belongs to, as a set of flags.
///
/// The catalog marks each movie with seven 0/1 genre columns; a movie may have several or none.
/// `Genres` stores them as bits so a filter ("Comedy and Romance") is one mask.
///
/// ```swift
/// let wanted: Genres = [.comedy, .romance]
/// wanted.isSubset(of: movie.genres)
/// ```
public struct Genres: OptionSet, Sendable, Hashable, Codable {
    /// The bit mask, one bit per genre in the order of ``Genres/all``.
    public let rawValue: Int

    /// Creates a set from its bit mask.
    ///
    /// - Parameter rawValue: The bits, one per genre in the order of ``Genres/all``.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The "Action" genre.
    public static let action = Genres(rawValue: 1 << 0)
    /// The "Animation" genre.
    public static let animation = Genres(rawValue: 1 << 1)
    /// The "Comedy" genre.
    public static let comedy = Genres(rawValue: 1 << 2)
    /// The "Drama" genre.
    public static let drama = Genres(rawValue: 1 << 3)
    /// The "Documentary" genre.
    public static let documentary = Genres(rawValue: 1 << 4)
    /// The "Romance" genre.
    public static let romance = Genres(rawValue: 1 << 5)
    /// The "Short" genre (short films).
    public static let short = Genres(rawValue: 1 << 6)

    /// Every genre with its name, in the catalog's column order.
    ///
    /// The names are the CSV's column headers; ``Genres/init(name:)`` accepts them in any case.
    public static let all: [(name: String, genre: Genres)] = [
        ("Action", .action), ("Animation", .animation), ("Comedy", .comedy), ("Drama", .drama),
        ("Documentary", .documentary), ("Romance", .romance), ("Short", .short),
    ]

    /// Creates the single-genre set named `name`, or `nil` when no genre has that name.
    ///
    /// The comparison ignores case: `"drama"` and `"Drama"` both give ``Genres/drama``.
    ///
    /// - Parameter name: A genre name such as `"Comedy"`.
    public init?(name: String) {
        let wanted = name.lowercased()
        guard let match = Genres.all.first(where: { $0.name.lowercased() == wanted }) else { return nil }
        self = match.genre
    }

    /// The names of the genres in this set, in the catalog's column order.
    public var names: [String] {
        Genres.all.filter { contains($0.genre) }.map(\.name)
    }
}
