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

extension JSONOutput {
    /// The report of `reel import --imdb DIR --json`.
    struct IMDbImportJSON: Encodable {
        struct Skipped: Encodable {
            let file: String
            let line: Int
            let reason: String
        }

        let source: String
        let database: String
        let movies: Int
        let series: Int
        let miniSeries: Int
        let episodes: Int
        let episodesWithoutSeries: Int
        let people: Int
        let credits: Int
        let unknownPeople: Int
        let withoutYear: Int
        let adultLeftOut: Int
        let unrated: Int
        let matched: Int
        let matchRate: Double
        let skippedCount: Int
        let skipped: [Skipped]
        let watchlistNotInCatalog: Int

        init(_ report: IMDbImportReport, database: String) {
            source = report.source
            self.database = database
            movies = report.movies
            series = report.series
            miniSeries = report.miniSeries
            episodes = report.episodes
            episodesWithoutSeries = report.episodesWithoutSeries
            people = report.people
            credits = report.credits
            unknownPeople = report.unknownPeople
            watchlistNotInCatalog = report.watchlistNotInCatalog
            withoutYear = report.withoutYear
            adultLeftOut = report.adultLeftOut
            unrated = report.unrated
            matched = report.matched
            matchRate = report.matchRate
            skippedCount = report.skippedCount
            skipped = report.skippedLines.map { Skipped(file: $0.file, line: $0.line, reason: $0.reason) }
        }
    }
}
