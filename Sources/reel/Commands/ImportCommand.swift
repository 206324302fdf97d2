import ArgumentParser
import Foundation
import IMDbDownload
import MovieCatalog
import MovieStore

/// `reel import [CSV]`, `reel import --imdb DIR` or `reel import --imdb` (download, then import):
/// (re)imports the catalog, keeping the watchlist. `reel import --letterboxd PATH`, `--imdb-ratings FILE`,
/// `--imdb-list FILE` and `--backup FILE` bring the user's history into the library instead
/// (``LibraryImportOptions``), and `--review` lists what waits for the user.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import the catalog CSV, or IMDb's datasets, into the database (the watchlist is kept).",
        discussion: """
            The import is one transaction: interrupted, the database keeps its previous catalog. Bad lines \
            are skipped and listed with their line numbers.

            With --imdb and no DIR, reel first downloads the six files from https://datasets.imdbws.com/ (or \
            --imdb-url, or $REEL_IMDB_URL) into $XDG_CACHE_HOME/reel/imdb (~/.cache/reel/imdb): an interrupted \
            download resumes where it stopped, and a file that has not changed on the server is not downloaded \
            again. With --imdb DIR, reel reads IMDb's six datasets (title.basics, title.ratings, title.crew, \
            title.principals, name.basics and title.episode, each .tsv.gz or .tsv) from DIR: the titles of \
            --types (movies, series and mini-series by default), adult ones only with --adult, the episodes of \
            the kept series, and the people and credits of those titles (of their episodes too with \
            --episode-credits; title.episode is needed only when series are kept). Movies that \
            the shipped CSV has by title and year keep its votes by stars, budget and MPAA rating. IMDb's \
            datasets are for personal and non-commercial use.

            The library's imports leave the catalog alone: --letterboxd reads Letterboxd's export (the .zip or \
            its folder), --imdb-ratings IMDb's ratings export, --imdb-list its watchlist or list export, and \
            --backup restores a backup written by `reel export backup`. Rows match by IMDb id, else by title and \
            year; ambiguous and unmatched rows wait for review (--review). Importing the same export again adds \
            nothing twice.
            """
    )

    @Argument(
        help: ArgumentHelp(
            "The catalog CSV (default: --csv, $REEL_CATALOG_CSV or Resources/movies.csv); with --imdb, the "
                + "folder of IMDb's datasets.",
            valueName: "csv-or-dir"))
    var file: String?

    @OptionGroup var catalog: CatalogOptions

    @Flag(
        help: "Import IMDb's datasets from the folder given as the argument, or download them first when none is given."
    )
    var imdb = false

    @Option(
        help: ArgumentHelp(
            "With --imdb and no folder: the address to download the datasets from (default: $REEL_IMDB_URL or "
                + "https://datasets.imdbws.com/).",
            valueName: "url"))
    var imdbURL: String?

    @Option(
        help: ArgumentHelp(
            "With --imdb: the title types to keep, comma-separated (movie, tvSeries, tvMiniSeries, tvMovie, "
                + "short, video, ...); the episodes of the kept series come with them.",
            valueName: "types"))
    var types = ImportCommand.defaultTypes

    @Flag(help: "With --imdb: keep adult titles too.")
    var adult = false

    @Flag(help: "With --imdb: keep the episodes' credits too, and the people only episodes name.")
    var episodeCredits = false

    @Flag(help: "Print the import report as JSON.")
    var json = false

    @Flag(help: "Report progress on stderr even when it is not a terminal (a line every 10%).")
    var progress = false

    @OptionGroup var library: LibraryImportOptions

    mutating func validate() throws {
        if library.isChosen {
            guard file == nil, !imdb, imdbURL == nil, !adult, !episodeCredits, types == Self.defaultTypes else {
                throw ValidationError(
                    "a library import (\(library.chosen.joined(separator: ", "))) takes no catalog option.")
            }
            try library.validate()
            return
        }
        if imdbURL != nil, !imdb || file != nil {
            throw ValidationError("--imdb-url applies to reel import --imdb without a folder (it downloads).")
        }
        guard !imdb else { return }
        if adult { throw ValidationError("--adult applies to --imdb imports only.") }
        if episodeCredits { throw ValidationError("--episode-credits applies to --imdb imports only.") }
        if types != Self.defaultTypes { throw ValidationError("--types applies to --imdb imports only.") }
    }

    /// `--types`' default: movie,tvSeries,tvMiniSeries.
    static let defaultTypes = IMDbImporter.Options.defaultTypes.joined(separator: ",")

    mutating func run() throws {
        if library.isChosen {
            try runLibrary()
            return
        }
        if imdb {
            try runIMDb()
            return
        }
        let csv = catalog.csvPath(explicit: file)
        try reportingErrors {
            let session = try CatalogSession(options: catalog, importIfNeeded: false, access: .shared)
            let report = try session.runImport(from: csv, progress: progress)
            if json {
                try? JSONOutput.print(JSONOutput.ImportJSON(report, database: session.database.path))
            } else {
                Terminal.standardOutput.write("\(report.summary.escapingControlCharacters)\n")
            }
        }
    }

    private func runIMDb() throws {
        let kept = types.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !kept.isEmpty else { throw ValidationError("--types names no title type.") }
        if kept.contains("tvEpisode") {
            throw ValidationError(
                "--types: episodes come with their series; keep tvSeries or tvMiniSeries instead of tvEpisode.")
        }
        let directory = try file ?? download()
        let options = IMDbImporter.Options(
            types: kept, includeAdult: adult, catalogCSV: catalog.csvPath(explicit: nil),
            episodeCredits: episodeCredits)
        try reportingErrors {
            let session = try CatalogSession(options: catalog, importIfNeeded: false, access: .shared)
            let report = try session.runIMDbImport(from: directory, options: options, progress: progress)
            if json {
                try? JSONOutput.print(JSONOutput.IMDbImportJSON(report, database: session.database.path))
            } else {
                for line in report.summary.split(separator: "\n") {
                    Terminal.standardOutput.write("\(String(line).escapingControlCharacters)\n")
                }
            }
        }
    }

    /// Downloads the six datasets into the cache folder (resuming, skipping unchanged files) and returns it.
    private func download() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        let downloader: IMDbDownloader
        do {
            downloader = IMDbDownloader(
                baseURL: try IMDbDownloader.baseURL(option: imdbURL, environment: environment),
                directory: IMDbDownloader.defaultDirectory(environment: environment))
        } catch {
            Terminal.standardError.write("reel: \(error.message.escapingControlCharacters)\n")
            throw ExitCode.failure
        }
        let bar = ProgressBar(terminal: .standardError, forced: progress)
        let start = Date()
        let outcomes: [FileOutcome]
        do {
            outcomes = try downloader.download { step in
                let done = Int(step.bytesOnDisk)
                bar.update(
                    download: step.file, done: done, total: step.expectedBytes.map(Int.init),
                    seconds: Date().timeIntervalSince(start))
            }
        } catch {
            bar.finish()
            Terminal.standardError.write(
                "reel: \(error.message.escapingControlCharacters)\nThe files downloaded so far are kept in "
                    + "\(downloader.directory); run the command again to resume.\n")
            throw ExitCode.failure
        }
        bar.finish()
        for outcome in outcomes {
            let what: String
            switch outcome.kind {
            case .downloaded(let bytes): what = "downloaded \(Int(bytes).grouped) bytes"
            case .resumed(let offset, let bytes):
                what = "resumed at \(Int(offset).grouped) bytes, \(Int(bytes).grouped) bytes in all"
            case .unchanged: what = "unchanged on the server, kept"
            }
            Terminal.standardError.write("\(outcome.file): \(what)\n")
        }
        return downloader.directory
    }
}
