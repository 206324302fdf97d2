import ArgumentParser
import Foundation
import LibraryExchange
import MovieCatalog
import MovieStore

extension ImportCommand {
    /// `reel import --letterboxd|--imdb-ratings|--imdb-list|--backup|--review`: the library's imports.
    func runLibrary() throws {
        try reportingErrors {
            let session = try CatalogSession(options: catalog)
            let imports = try session.container.resolve((any LibraryImportRepository).self)
            if library.review {
                try review(imports, session)
                return
            }
            if let backup = library.backup {
                let count = try restore(backup, session)
                if json {
                    try? JSONOutput.print(JSONOutput.RestoreJSON(file: backup, counts: count))
                } else {
                    let lists = count.lists == 1 ? "1 list" : "\(count.lists) lists"
                    Terminal.standardOutput.write(
                        "Restored \(count.viewings) viewings, \(count.watchlist) watchlist entries, \(lists) and "
                            + "\(count.pending) rows waiting for review from \(backup)\n")
                }
                return
            }
            let batch = try readBatch()
            let report = try imports.importBatch(batch)
            if json {
                try? JSONOutput.print(JSONOutput.LibraryImportJSON(report, source: batch.source))
            } else {
                Terminal.standardOutput.write(LibraryImportText.report(report, source: batch.source))
            }
        }
    }

    private func readBatch() throws(CatalogError) -> ImportBatch {
        if let path = library.letterboxd { return try LetterboxdExport.read(at: path) }
        if let path = library.imdbRatings { return try IMDbExport.readRatings(at: path) }
        if let path = library.imdbList {
            return try IMDbExport.readList(at: path, isWatchlist: library.watchlist ? true : nil)
        }
        throw CatalogError(.invalidArgument, "name what to import: --letterboxd, --imdb-ratings or --imdb-list")
    }

    private func restore(_ path: String, _ session: CatalogSession) throws -> JSONOutput.RestoreJSON.Counts {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CatalogError(.importUnreadable, "cannot read \(path): \(error.localizedDescription)", file: path)
        }
        let backup = try LibraryBackupStore.decode(data)
        try LibraryBackupStore(database: session.database).restore(backup)
        return JSONOutput.RestoreJSON.Counts(
            watchlist: backup.watchlist.count, viewings: backup.viewings.count, lists: backup.lists.count,
            pending: backup.pending.count)
    }

    private func review(_ imports: any LibraryImportRepository, _ session: CatalogSession) throws {
        if let id = library.resolve, let movie = library.movie {
            try imports.resolve(pendingID: id, movieID: try movie.movieID(in: session))
        } else if let id = library.skip {
            try imports.skip(pendingID: id)
        }
        let pending = try imports.pending()
        if json {
            try? JSONOutput.print(pending.map(JSONOutput.PendingJSON.init))
        } else {
            Terminal.standardOutput.write(
                LibraryImportText.pending(pending).escapingControlCharacters(keepingLineFeeds: true))
        }
    }
}
