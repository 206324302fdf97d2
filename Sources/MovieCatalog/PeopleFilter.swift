/// A filter on a movie's credits: someone whose name has words starting with each of ``words``, in a
/// role (director, writer, cast, or any).
///
/// The search box writes it `director:coppo`, `cast:"al pacino"`, `person:kubrick` (see
/// ``FieldQuery``); a movie is kept when one person credited on it in the role matches every word.
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
    /// The lowercased words the name must have as word prefixes (never empty).
    public let words: [String]

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
