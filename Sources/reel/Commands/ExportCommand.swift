import ArgumentParser
import LibraryExchange
import MovieCatalog
import MovieStore

/// `reel export watchlist|diary|list NAME|backup [--format csv|json|letterboxd]`: the watchlist, the
/// diary, a list or the whole library on standard output.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export the watchlist, the diary, a list or the whole library on standard output.",
        discussion: """
            watchlist and diary take --format csv (every field), json or letterboxd (Letterboxd's import CSV; \
            for diary, one row per viewing then the watchlist, with imdbID). list NAME takes csv, json or \
            letterboxd (a Letterboxd list file). Letterboxd takes films: its formats leave series and \
            episodes out, and a note on standard error says how many. backup writes the whole library as \
            JSON, which `reel import --backup FILE` restores exactly.
            """)

    enum What: String, ExpressibleByArgument, CaseIterable {
        case watchlist, diary, list, backup
    }

    @Argument(help: "What to export: watchlist, diary, list (with its name) or backup.")
    var what: What

    @Argument(help: ArgumentHelp("With list: the list's name.", valueName: "name"))
    var name: String?

    @Option(help: "csv, json or letterboxd (Letterboxd's import CSV); backup is JSON only.")
    var format: WatchlistExportFormat?

    @OptionGroup var catalog: CatalogOptions

    mutating func validate() throws {
        if what == .list, name == nil { throw ValidationError("export list takes the list's name.") }
        if what != .list, name != nil { throw ValidationError("only export list takes a name.") }
        if what == .backup, let format, format != .json { throw ValidationError("a backup is JSON only.") }
    }

    mutating func run() throws {
        try reportingErrors {
            let session = try CatalogSession(options: catalog)
            let format = self.format ?? (what == .backup ? .json : .csv)
            let text: String
            switch what {
            case .watchlist:
                let entries = try session.watchlist.entries(offset: 0, limit: Int.max)
                text = try WatchlistExportText.text(entries, format: format)
                if format == .letterboxd { Self.noteLeftOut(CSVExport.notFilms(entries)) }
            case .backup:
                text = try LibraryBackupStore(database: session.database).json()
            case .diary, .list:
                let backup = try LibraryBackupStore(database: session.database).backup()
                text = try what == .diary ? diary(backup, format, session) : list(backup, format, session)
            }
            // Exact data into a file or pipe; CSV escaped on a terminal, where raw ESC would act
            // (JSON escapes control characters itself).
            let escape = format != .json && Terminal.standardOutput.isTerminal
            Terminal.standardOutput.write(escape ? text.escapingControlCharacters(keepingLineFeeds: true) : text)
        }
    }

    private func diary(
        _ backup: LibraryBackup, _ format: WatchlistExportFormat, _ session: CatalogSession
    ) throws
        -> String
    {
        switch format {
        case .csv: return try CSVExport.text(rows: LibraryRows.diary(backup.viewings))
        case .json: return try JSONOutput.text(backup.viewings)
        case .letterboxd:
            let ids = backup.viewings.map(\.movieID) + backup.watchlist.map(\.movieID)
            let notFilms = try Self.notFilms(among: ids, in: session)
            Self.noteLeftOut(ids.count { notFilms.contains($0) })
            return try CSVExport.text(rows: LetterboxdWriter.importRows(backup, leavingOut: notFilms))
        }
    }

    private func list(
        _ backup: LibraryBackup, _ format: WatchlistExportFormat, _ session: CatalogSession
    ) throws
        -> String
    {
        let wanted = (name ?? "").lowercased()
        guard let list = backup.lists.first(where: { $0.details.name.lowercased() == wanted }) else {
            let names = backup.lists.map { "\"\($0.details.name)\"" }.joined(separator: ", ")
            throw CatalogError(
                .notFound, "no list is named \"\(name ?? "")\"" + (names.isEmpty ? "" : "; the lists are \(names)"))
        }
        switch format {
        case .csv: return try CSVExport.text(rows: LibraryRows.list(list))
        case .json: return try JSONOutput.text(list)
        case .letterboxd:
            let ids = list.entries.map(\.movieID)
            let notFilms = try Self.notFilms(among: ids, in: session)
            Self.noteLeftOut(ids.count { notFilms.contains($0) })
            return try CSVExport.text(rows: LetterboxdWriter.listRows(list, leavingOut: notFilms))
        }
    }
}

extension WatchlistExportFormat: ExpressibleByArgument {}
