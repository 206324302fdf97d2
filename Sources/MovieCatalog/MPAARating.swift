/// A movie's MPAA rating, as the catalog records it.
///
/// Most movies have none; the catalog's empty value is "unknown" and is represented as `nil`,
/// never as a rating of its own.
public enum MPAARating: String, Sendable, Hashable, Codable, CaseIterable {
    /// Parental guidance suggested.
    case pg = "PG"
    /// Parents strongly cautioned.
    case pg13 = "PG-13"
    /// Restricted.
    case r = "R"
    /// No one 17 and under admitted.
    case nc17 = "NC-17"

    /// Creates the rating written `text`, ignoring case (`"pg-13"` is ``MPAARating/pg13``).
    ///
    /// - Parameter text: The rating as written in the catalog or on a command line.
    public init?(text: String) {
        let wanted = text.uppercased()
        guard let match = MPAARating.allCases.first(where: { $0.rawValue == wanted }) else { return nil }
        self = match
    }
}
