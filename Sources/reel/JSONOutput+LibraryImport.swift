import MovieCatalog

extension JSONOutput {
    /// The report of `reel import --letterboxd|--imdb-ratings|--imdb-list --json`.
    struct LibraryImportJSON: Encodable {
        struct Bad: Encodable {
            let file: String
            let line: Int
            let reason: String
        }

        let source: String
        let matchedByID: Int
        let matchedByTitle: Int
        let ambiguous: Int
        let unmatched: Int
        let alreadyImported: Int
        let badLines: [Bad]

        init(_ report: LibraryImportReport, source: String) {
            self.source = source
            matchedByID = report.matchedByID
            matchedByTitle = report.matchedByTitle
            ambiguous = report.ambiguous
            unmatched = report.unmatched
            alreadyImported = report.alreadyImported
            badLines = report.badLines.map { Bad(file: $0.file, line: $0.line, reason: $0.reason) }
        }
    }

    /// A row of `reel import --review --json`.
    struct PendingJSON: Encodable {
        struct Candidate: Encodable {
            let id: Int
            let imdbID: String?
            let title: String
            let year: Int
        }

        let id: Int64
        let kind: String
        let file: String
        let line: Int
        let title: String
        let originalTitle: String?
        let year: Int?
        let imdbID: String?
        let list: String?
        let candidates: [Candidate]

        init(_ pending: PendingImport) {
            let record = pending.record
            id = pending.id
            kind = record.kind.rawValue
            file = record.file
            line = record.line
            title = record.title
            originalTitle = record.originalTitle
            year = record.year
            imdbID = record.imdbID?.text
            list = record.list?.name
            candidates = pending.candidates.map {
                Candidate(id: $0.id, imdbID: $0.imdbID?.text, title: $0.title.display, year: $0.year)
            }
        }

        /// Writes every key, unknown values as `null`.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(kind, forKey: .kind)
            try container.encode(file, forKey: .file)
            try container.encode(line, forKey: .line)
            try container.encode(title, forKey: .title)
            try container.encode(originalTitle, forKey: .originalTitle)
            try container.encode(year, forKey: .year)
            try container.encode(imdbID, forKey: .imdbID)
            try container.encode(list, forKey: .list)
            try container.encode(candidates, forKey: .candidates)
        }

        enum CodingKeys: String, CodingKey {
            case id, kind, file, line, title, originalTitle, year, imdbID, list, candidates
        }
    }

    /// The report of `reel import --backup FILE --json`.
    struct RestoreJSON: Encodable {
        struct Counts: Encodable {
            let watchlist: Int
            let viewings: Int
            let lists: Int
            let pending: Int
        }

        let file: String
        let counts: Counts
    }
}
