import MovieStore

extension JSONOutput {
    /// The report of `reel import --json`.
    struct ImportJSON: Encodable {
        struct Skipped: Encodable {
            let line: Int
            let reason: String
        }

        let source: String
        let database: String
        let imported: Int
        let skipped: [Skipped]
        /// The watchlist entries kept that the new catalog has no movie for.
        let watchlistNotInCatalog: Int

        init(_ report: ImportReport, database: String) {
            source = report.source
            self.database = database
            imported = report.imported
            skipped = report.skipped.map { Skipped(line: $0.line, reason: $0.reason) }
            watchlistNotInCatalog = report.watchlistNotInCatalog
        }
    }
}
