/// A filter on a movie's credits: someone whose name has words starting with each of ``words``, or
/// one person by their IMDb id (``person``), in a role (director, writer, cast, or any).
///
/// The search box writes it `director:coppo`, `cast:"al pacino"`, `person:kubrick`, or
/// `person:nm0000338` for exactly one person (see ``FieldQuery``); a movie is kept when one person
/// credited on it in the role matches every word, or is that person.
///
/// ```swift
/// let filter = PeopleFilter(.cast, name: "Al Pacino")
/// filter?.words   // ["al", "pacino"]
/// ```
public struct PeopleFilter: Sendable, Hashable {
    /// The credits a filter looks at.
    public enum Role: String, Sendable, Hashable, CaseIterable {
        /// Directors.
        case director
        /// Writers.
        case writer
        /// The cast: actors, actresses and people appearing as themselves.
        case cast
        /// Anyone credited, in any category.
        case person

        /// The credit categories of the role, or `nil` for any category.
        public var categories: [CreditCategory]? {
            switch self {
            case .director: [.director]
            case .writer: [.writer]
            case .cast: [.actor, .actress, .self]
            case .person: nil
            }
        }
    }

    /// The role the person is credited in.
    public let role: Role
    /// The lowercased words the name must have as word prefixes (never empty); for a filter on one
    /// person, the id's text (`["nm0000338"]`).
    public let words: [String]
    /// The one person the filter keeps, when it names them by id rather than by words of a name.
    public let person: PersonID?
    /// The person's name, for the filter's label; not part of the filter's identity (a session read
    /// back from `person:nm0000338` has no name).
    public let displayName: String?

    /// Creates a filter from a name as typed, or returns `nil` when it has no letter or digit.
    ///
    /// Words are the runs of letters and digits, lowercased, as titles are searched: `"Coppola, F."`
    /// is `["coppola", "f"]`.
    ///
    /// - Parameter role: The role.
    /// - Parameter name: The name or the beginnings of its words.
    public init?(_ role: Role, name: String) {
        // A word starting with a combining mark would lose it to the quote or space written before it
        // (FuzzFieldQuery: `cast:"ُ son"` read back as an error): the mark is dropped, as in the text.
        let words = PeopleFilter.words(of: name).compactMap(FieldQuery.detached)
        guard !words.isEmpty else { return nil }
        self.role = role
        self.words = words
        person = nil
        displayName = nil
    }

    /// Creates a filter on one person: the movies crediting exactly them in `role`, whoever else
    /// shares their name.
    ///
    /// - Parameter role: The role.
    /// - Parameter person: The person's IMDb id.
    /// - Parameter name: Their name, for the filter's label.
    public init(_ role: Role, person: PersonID, name: String? = nil) {
        self.role = role
        self.person = person
        words = [person.text]
        displayName = name
    }

    /// What a chip or a title calls the filter: `director coppola`, `person Shito Tosaño`.
    public var label: String {
        "\(role.rawValue) " + (displayName ?? words.joined(separator: " "))
    }

    public static func == (lhs: PeopleFilter, rhs: PeopleFilter) -> Bool {
        lhs.role == rhs.role && lhs.words == rhs.words && lhs.person == rhs.person
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(role)
        hasher.combine(words)
        hasher.combine(person)
    }

    /// The runs of letters and digits of `text`, lowercased (``SearchWords``).
    public static func words(of text: String) -> [String] {
        SearchWords.of(text)
    }

    /// The filter as a search-box term: `director:coppola`, `cast:"al pacino"`.
    public var term: String {
        words.count == 1 ? "\(role.rawValue):\(words[0])" : "\(role.rawValue):\"\(words.joined(separator: " "))\""
    }
}
