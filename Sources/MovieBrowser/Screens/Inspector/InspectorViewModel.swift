/// What the inspector shows in one frame: the container tree, the last disposal and the events
/// (or the data tab's query), as styled lines of plain text. The presenter maps the containers'
/// snapshots to these lines (``InspectorPresenter``'s `containerTabLines`).
public struct InspectorViewModel: Hashable, Sendable {
    /// How a line is drawn.
    public enum Kind: Hashable, Sendable {
        /// A section's title.
        case section
        /// A container.
        case container
        /// A registration, a released instance, an event.
        case detail
        /// A leak.
        case warning
        /// Space between sections.
        case blank
    }

    /// One line of the inspector.
    public struct Line: Hashable, Sendable {
        /// The text, indented.
        public var text: String
        /// How it is drawn.
        public var kind: Kind

        /// Creates a line.
        ///
        /// - Parameter text: The text.
        /// - Parameter kind: How it is drawn.
        public init(_ text: String, _ kind: Kind) {
            self.text = text
            self.kind = kind
        }
    }

    /// Every line.
    public var lines: [Line]
    /// The first line shown.
    public var offset: Int

    /// The lines' texts, for tests and logs.
    public var text: [String] { lines.map(\.text) }
}
