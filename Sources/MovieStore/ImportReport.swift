import MovieCatalog

/// What an import did: how many movies it stored and which lines it skipped, and why.
public struct ImportReport: Sendable, Hashable {
    /// A CSV line the import skipped.
    public struct SkippedLine: Sendable, Hashable, CustomStringConvertible {
        /// The line number in the CSV (the header is line 1).
        public let line: Int
        /// Why the line was skipped, naming the field and its value.
        public let reason: String

        /// Creates a skipped line.
        ///
        /// - Parameter line: The line number in the CSV.
        /// - Parameter reason: Why it was skipped.
        public init(line: Int, reason: String) {
            self.line = line
            self.reason = reason
        }

        /// `line 17: year "19x5" is not a number`.
        public var description: String { "line \(line): \(reason)" }
    }

    /// The CSV file imported.
    public let source: String
    /// The number of movies stored.
    public let imported: Int
    /// The lines skipped, in file order.
    public let skipped: [SkippedLine]
    /// How many watchlist entries the new catalog has no movie for: kept, shown as not in this catalog.
    public let watchlistNotInCatalog: Int

    /// Creates a report.
    ///
    /// - Parameter source: The CSV file imported.
    /// - Parameter imported: The number of movies stored.
    /// - Parameter skipped: The lines skipped.
    /// - Parameter watchlistNotInCatalog: The watchlist entries the catalog has no movie for.
    public init(source: String, imported: Int, skipped: [SkippedLine], watchlistNotInCatalog: Int = 0) {
        self.source = source
        self.imported = imported
        self.skipped = skipped
        self.watchlistNotInCatalog = watchlistNotInCatalog
    }

    /// One line for the user: `58,786 imported, 2 skipped: line 17: year "19x5" is not a number; line 40: ...`.
    public var summary: String {
        var text = "\(imported.grouped) imported, \(skipped.count.grouped) skipped"
        if !skipped.isEmpty {
            text += ": " + skipped.map(\.description).joined(separator: "; ")
        }
        if watchlistNotInCatalog > 0 {
            text +=
                "; kept \(watchlistNotInCatalog.counted("watchlist entry", plural: "watchlist entries")) "
                + "this catalog does not have"
        }
        return text
    }
}
