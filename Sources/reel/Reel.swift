import ArgumentParser
import DIContainer
import MovieCatalog

/// The `reel` command: the movie browser and the scriptable catalog commands.
///
/// Run with no subcommand, `reel` imports the catalog on first use and opens the browser.
@main
struct Reel: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reel",
        abstract: "Browse movies from the terminal: the 58,788 shipped, or every movie of IMDb's datasets.",
        discussion: """
            With no subcommand, reel opens the browser (press ? in it for every key). The subcommands query the catalog \
            and the watchlist; every data command accepts --json. The database lives at \
            $XDG_DATA_HOME/reel/reel.sqlite (~/.local/share/reel/reel.sqlite), or --database / REEL_DATABASE; \
            the first command imports the catalog CSV into it; `reel import --imdb` replaces it with IMDb's datasets \
            (downloaded, for personal and non-commercial use). Keys, theme, mouse and the table's columns \
            come from $XDG_CONFIG_HOME/reel/config.toml (see `reel config`).
            """,
        // `reel --version` prints it and exits 0.
        version: ReelVersion.current,
        subcommands: [
            ImportCommand.self, SearchCommand.self, ShowCommand.self, EpisodesCommand.self, HeatmapCommand.self,
            SimilarCommand.self, StatsCommand.self,
            PersonCommand.self, WatchlistCommand.self, LogCommand.self, DiaryCommand.self, ListCommand.self,
            ExportCommand.self, GraphCommand.self, KeysCommand.self, ConfigCommand.self,
        ]
    )

    @OptionGroup var catalog: CatalogOptions
    @Flag(help: "Use the light palette (NO_COLOR=1 or --no-color for none).") var light = false
    @Flag(name: .customLong("no-color"), help: "No colors.") var noColor = false

    mutating func run() throws {
        try reportingErrors {
            let session = try CatalogSession(options: catalog, access: .shared)
            let light = self.light
            do {
                try MainActor.assumeIsolated { try BrowserLauncher.run(session: session, light: light) }
            } catch is ExitCodeFailure {
                throw ExitCode.failure
            }
        }
    }
}

/// Runs `body`; a ``CatalogError``, or a wiring error of the app container, becomes one line on
/// standard error and exit status 1.
///
/// - Parameter body: The command's work.
/// - Throws: `ExitCode.failure` after printing the error; errors of the argument parser pass through.
func reportingErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as CatalogError {
        Terminal.standardError.write("reel: \(error.message.escapingControlCharacters)\n")
        throw ExitCode.failure
    } catch let error as ResolutionError {
        Terminal.standardError.write(wiringFailureMessage(error))
        throw ExitCode.failure
    } catch let error as VerificationError {
        Terminal.standardError.write(wiringFailureMessage(error))
        throw ExitCode.failure
    }
}

/// The line `reel` prints when the app container cannot build what a command or a screen needs:
/// a bug in the composition root (``ReelApp/AppRoot``, the browser's module), never a user's mistake.
///
/// - Parameter error: The ``ResolutionError`` or ``VerificationError`` the container threw.
/// - Returns: `reel: the app's wiring is broken: <description>`, with a final newline.
func wiringFailureMessage(_ error: some Error & CustomStringConvertible) -> String {
    "reel: the app's wiring is broken: \(error.description)\n"
}
