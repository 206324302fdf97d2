import TerminalUI

/// What the browser remembers between runs: the screens on the stack and each screen's place
/// (the table's query, selection and scroll; the watchlist's order and selection).
///
/// A plain `Codable` value that knows no screen: each stack entry is a screen's name, that
/// screen's own JSON (its argument) and its list position, and each place is a screen's own JSON
/// by the screen's name. Each screen reads and writes its parts through the ``SessionEncoding`` of
/// its descriptor, so a name or term this version does not know is reported and dropped there,
/// never guessed. A ``SessionStore`` writes it (`state.json` under `$XDG_STATE_HOME/reel/`).
///
/// ```json
/// {"version": 3, "stack": [{"screen": "movies"}, {"screen": "detail", "argument": {"movieID": 20545}}],
///  "screens": {"movies": {"query": "godf g:drama sort:-rating", "list": {"selected": 3, "offset": 0}}}}
/// ```
///
/// Version 2 kept an entry's argument beside its name (`{"screen": "detail", "movieID": 20545}`);
/// reading it moves every key but `screen` and `list` into the argument, which each screen's own
/// types read in both versions. Its places are those of version 3.
public struct SessionSnapshot: Codable, Hashable, Sendable {
    /// The format version this browser writes (3: each screen's parts are its own JSON).
    public static let currentVersion = 3
    /// The format versions this browser reads: the current one and version 2, upgraded as it is read.
    public static let readableVersions = 2...3

    /// The format version of the snapshot: always ``currentVersion`` once read.
    public var version: Int
    /// The full-screen screens on the stack, bottom first (overlays such as the help are not kept).
    public var stack: [Entry]
    /// The places screens keep between pushes, each as the screen's own JSON, by screen name.
    public var screens: [String: SessionValue]

    /// Creates a snapshot of the current version.
    ///
    /// - Parameter stack: The screens, bottom first.
    /// - Parameter screens: The screens' places, by screen name.
    public init(stack: [Entry], screens: [String: SessionValue] = [:]) {
        version = Self.currentVersion
        self.stack = stack
        self.screens = screens
    }

    private enum CodingKeys: String, CodingKey {
        case version, stack, screens
    }

    /// Reads a snapshot of any of the ``readableVersions``, upgraded to the current one.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` for another version or a missing or mistyped field.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        switch version {
        case Self.currentVersion:
            stack = try container.decode([Entry].self, forKey: .stack)
        case 2:
            stack = try container.decode([Version2Entry].self, forKey: .stack).map(\.entry)
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container, debugDescription: "version \(version) is not read")
        }
        self.version = Self.currentVersion
        screens = try container.decodeIfPresent([String: SessionValue].self, forKey: .screens) ?? [:]
    }

    /// One screen of the stack: its name, its argument as the screen writes it, and its list.
    public struct Entry: Codable, Hashable, Sendable {
        /// The screen's name: `"movies"`, `"detail"`.
        public var screen: String
        /// The screen's argument as its own JSON (`{"movieID": 20545}`), or `nil` for none.
        public var argument: SessionValue?
        /// The screen's own list (a detail's similar movies), when it has one.
        public var list: ListPosition?

        /// Creates an entry.
        ///
        /// - Parameters:
        ///   - screen: The screen's name.
        ///   - argument: The screen's argument, as the screen writes it.
        ///   - list: The screen's list position.
        public init(screen: String, argument: SessionValue? = nil, list: ListPosition? = nil) {
            self.screen = screen
            self.argument = argument
            self.list = list
        }
    }

    /// A stack entry of version 2: the screen's name, its list, and its argument's keys beside them.
    private struct Version2Entry: Decodable {
        var entry: Entry

        private enum CodingKeys: String, CodingKey {
            case screen, list
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let screen = try container.decode(String.self, forKey: .screen)
            let list = try container.decodeIfPresent(ListPosition.self, forKey: .list)
            var argument: SessionValue?
            if case .object(var fields) = try SessionValue(from: decoder) {
                fields[CodingKeys.screen.rawValue] = nil
                fields[CodingKeys.list.rawValue] = nil
                if !fields.isEmpty { argument = .object(fields) }
            }
            entry = Entry(screen: screen, argument: argument, list: list)
        }
    }

    /// A list's selected row and first visible row.
    public struct ListPosition: Codable, Hashable, Sendable {
        /// The selected row.
        public var selected: Int
        /// The first visible row.
        public var offset: Int

        /// Creates a position.
        ///
        /// - Parameter selected: The selected row.
        /// - Parameter offset: The first visible row.
        public init(selected: Int, offset: Int) {
            self.selected = selected
            self.offset = offset
        }

        /// The position of a list's state.
        ///
        /// - Parameter list: The list's state.
        public init(_ list: ListState) {
            self.init(selected: list.selected, offset: list.offset)
        }

        /// The list state at this position (negative numbers count as 0).
        public var listState: ListState { ListState(selected: selected, offset: offset) }
    }
}
