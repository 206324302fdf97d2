/// The genres a movie belongs to, as a set of flags.
///
/// The 28 genres of IMDb's datasets (the shipped CSV marks seven of them with 0/1 columns); a movie may
/// have several or none. `Genres` stores them as bits so a filter ("Comedy and Romance") is one mask.
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
    /// The "Adult" genre.
    public static let adult = Genres(rawValue: 1 << 7)
    /// The "Adventure" genre.
    public static let adventure = Genres(rawValue: 1 << 8)
    /// The "Biography" genre.
    public static let biography = Genres(rawValue: 1 << 9)
    /// The "Crime" genre.
    public static let crime = Genres(rawValue: 1 << 10)
    /// The "Family" genre.
    public static let family = Genres(rawValue: 1 << 11)
    /// The "Fantasy" genre.
    public static let fantasy = Genres(rawValue: 1 << 12)
    /// The "Film-Noir" genre.
    public static let filmNoir = Genres(rawValue: 1 << 13)
    /// The "Game-Show" genre.
    public static let gameShow = Genres(rawValue: 1 << 14)
    /// The "History" genre.
    public static let history = Genres(rawValue: 1 << 15)
    /// The "Horror" genre.
    public static let horror = Genres(rawValue: 1 << 16)
    /// The "Music" genre.
    public static let music = Genres(rawValue: 1 << 17)
    /// The "Musical" genre.
    public static let musical = Genres(rawValue: 1 << 18)
    /// The "Mystery" genre.
    public static let mystery = Genres(rawValue: 1 << 19)
    /// The "News" genre.
    public static let news = Genres(rawValue: 1 << 20)
    /// The "Reality-TV" genre.
    public static let realityTV = Genres(rawValue: 1 << 21)
    /// The "Sci-Fi" genre.
    public static let sciFi = Genres(rawValue: 1 << 22)
    /// The "Sport" genre.
    public static let sport = Genres(rawValue: 1 << 23)
    /// The "Talk-Show" genre.
    public static let talkShow = Genres(rawValue: 1 << 24)
    /// The "Thriller" genre.
    public static let thriller = Genres(rawValue: 1 << 25)
    /// The "War" genre.
    public static let war = Genres(rawValue: 1 << 26)
    /// The "Western" genre.
    public static let western = Genres(rawValue: 1 << 27)

    /// Every genre with its name, in bit order: the seven of the shipped CSV first (its column order),
    /// then the other 21 of IMDb's 28, alphabetically.
    ///
    /// ``Genres/init(name:)`` accepts the names in any case.
    public static let all: [(name: String, genre: Genres)] = [
        ("Action", .action), ("Animation", .animation), ("Comedy", .comedy), ("Drama", .drama),
        ("Documentary", .documentary), ("Romance", .romance), ("Short", .short), ("Adult", .adult),
        ("Adventure", .adventure), ("Biography", .biography), ("Crime", .crime), ("Family", .family),
        ("Fantasy", .fantasy), ("Film-Noir", .filmNoir), ("Game-Show", .gameShow), ("History", .history),
        ("Horror", .horror), ("Music", .music), ("Musical", .musical), ("Mystery", .mystery), ("News", .news),
        ("Reality-TV", .realityTV), ("Sci-Fi", .sciFi), ("Sport", .sport), ("Talk-Show", .talkShow),
        ("Thriller", .thriller), ("War", .war), ("Western", .western),
    ]

    /// The seven genres the shipped CSV has a column for, in its column order.
    public static let catalogColumns: [(name: String, genre: Genres)] = Array(all.prefix(7))

    /// Every genre with its name, alphabetically: the order lists show them in.
    public static let alphabetical: [(name: String, genre: Genres)] = all.sorted { $0.name < $1.name }

    /// The genres of `self`, in ``alphabetical`` order: the rows of the filter panel and the bars of the
    /// genre charts for a catalog whose genres are `self`.
    public var inAlphabeticalOrder: [(name: String, genre: Genres)] {
        Genres.alphabetical.filter { contains($0.genre) }
    }

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
