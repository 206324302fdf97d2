import DIContainer
import Foundation
import MovieCatalog
import MovieStore
import ReelApp

/// The open catalog a command works with: the database, its repositories, imported on first use.
///
/// The repositories come from the app container built from ``ReelApp/AppRoot``, the composition root:
/// its catalog part alone, the browser's parts being installed by the commands that open it.
struct CatalogSession {
    let database: CatalogDatabase
    /// The app container the repositories come from (see ``ReelApp/AppRoot``).
    let container: Container
    let movies: any MovieRepository
    let watchlist: any WatchlistRepository

    /// Opens the database named by `options`, importing the catalog first if it has never been imported.
    ///
    /// - Parameter options: The `--database` and `--csv` options.
    /// - Parameter importIfNeeded: `false` for commands that import themselves.
    /// - Parameter access: ``CatalogDatabase/Access/single`` (the default) for a command that runs one
    ///   query after another; ``CatalogDatabase/Access/shared`` for the browser and the import.
    /// - Throws: ``CatalogError`` when the database cannot be opened or the first import fails;
    ///   ``ResolutionError`` when the app container cannot build a repository (broken wiring).
    init(options: CatalogOptions, importIfNeeded: Bool = true, access: CatalogDatabase.Access = .single) throws {
        let location = options.databaseLocation
        if location.isDefault {
            try CatalogSession.createDirectory(
                for: location.path, of: "database", option: "--database or REEL_DATABASE")
        }
        let library = options.libraryLocation
        if library.isDefault {
            try CatalogSession.createDirectory(for: library.path, of: "library", option: "--library or REEL_LIBRARY")
        }
        database = try CatalogDatabase(path: location.path, library: library.path, access: access) {
            Terminal.standardError.write(
                "reel: updating \(location.path) for this version of reel (once; seconds for IMDb's datasets)\n")
        }
        if let notice = CatalogSession.movedNotice(database) {
            Terminal.standardError.write(notice)
        }
        let exports = WatchlistExportText.exports(
            to: FileWatchlistExporter.defaultDirectory(environment: ProcessInfo.processInfo.environment))
        container = AppRoot.container([CatalogModule.live(database: database, exports: exports)])
        movies = try container.resolve((any MovieRepository).self)
        watchlist = try container.resolve((any WatchlistRepository).self)
        if importIfNeeded, try !database.isCatalogImported() {
            let csv = options.csvPath()
            Terminal.standardError.write("reel: first use: importing the catalog \(csv) into \(location.path)\n")
            let report = try runImport(from: csv)
            Terminal.standardError.write("reel: \(report.summary.escapingControlCharacters)\n")
        }
    }

    /// Imports `csv`, drawing a progress bar on standard error when it is a terminal (or `progress`).
    ///
    /// - Parameter csv: The catalog CSV.
    /// - Parameter progress: `true` to report progress on standard error even when it is not a terminal.
    /// - Throws: ``CatalogError`` when the import fails; the database keeps its previous contents.
    func runImport(from csv: String, progress: Bool = false) throws(CatalogError) -> ImportReport {
        let bar = ProgressBar(terminal: .standardError, forced: progress)
        defer { bar.finish() }
        return try CatalogImporter(database: database).importCatalog(from: csv) { done, total in
            bar.update(done: done, total: total)
        }
    }

    /// Imports IMDb's datasets from `directory`, drawing a progress bar per file on standard error when it is
    /// a terminal (or `progress`), and matching movies with the shipped CSV.
    ///
    /// - Parameter directory: The folder of the six `.tsv.gz` (or `.tsv`) files.
    /// - Parameter options: The title types, adult titles and the CSV to match with.
    /// - Parameter progress: `true` to report progress on standard error even when it is not a terminal.
    /// - Throws: ``CatalogError`` when the import fails; the database keeps its previous contents.
    func runIMDbImport(
        from directory: String, options: IMDbImporter.Options, progress: Bool = false
    )
        throws(CatalogError) -> IMDbImportReport
    {
        let bar = ProgressBar(terminal: .standardError, forced: progress)
        defer { bar.finish() }
        // Each file is timed from the end of the one before.
        var fileStart = Date()
        var stageStart = Date()
        return try IMDbImporter(database: database).importDatasets(
            from: directory, options: options,
            progress: { step in
                bar.update(
                    file: step.file, rows: step.rows, done: step.bytesRead, total: step.fileSize,
                    seconds: Date().timeIntervalSince(fileStart), finished: step.finished)
                if step.finished { fileStart = Date() }
            },
            stage: { stage, finished in
                if !finished { stageStart = Date() }
                bar.update(stage: stage.rawValue, seconds: Date().timeIntervalSince(stageStart), finished: finished)
            })
    }

    /// The line saying that this open moved the catalog's old watchlist into the library, or `nil`.
    static func movedNotice(_ database: CatalogDatabase) -> String? {
        let moved = database.movedWatchlistEntries
        guard moved > 0 else { return nil }
        let entries = moved.counted("watchlist entry", plural: "watchlist entries")
        let library = database.libraryPath.escapingControlCharacters
        return database.isReadOnly
            ? "reel: copied \(entries) of the read-only catalog into your library \(library) (once)\n"
            : "reel: moved \(entries) into your library \(library) (once; the catalog no longer keeps them)\n"
    }

    private static func createDirectory(for path: String, of file: String, option: String) throws(CatalogError) {
        let directory = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw CatalogError(
                .databaseUnavailable,
                "cannot create the directory \(directory) for the \(file): \(error.localizedDescription). "
                    + "Choose another place with \(option).",
                file: path)
        }
    }
}
