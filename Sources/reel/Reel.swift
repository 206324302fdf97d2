import ArgumentParser
import MovieCatalog

/// The `reel` command: the movie browser (a later issue) and the scriptable catalog commands.
///
/// Run with no subcommand, `reel` imports the catalog on first use and then says plainly that the
/// browser is not built yet, with a non-zero exit status; it never shows a fake interface.
@main
struct Reel: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reel",
        abstract: "Browse 58,788 movies from the terminal.",
        discussion: """
            With no subcommand, reel opens the browser (not built yet). The subcommands query the catalog \
            and the watchlist; every data command accepts --json. The database lives at \
            $XDG_DATA_HOME/reel/reel.sqlite (~/.local/share/reel/reel.sqlite), or --database / REEL_DATABASE; \
            the first command imports the catalog CSV into it.
            """,
        subcommands: [
            ImportCommand.self, SearchCommand.self, ShowCommand.self, SimilarCommand.self, StatsCommand.self,
            WatchlistCommand.self, ExportCommand.self, GraphCommand.self,
        ]
    )

    @OptionGroup var catalog: CatalogOptions

    mutating func run() throws {
        try reportingErrors {
            _ = try CatalogSession(options: catalog)
        }
        Terminal.standardError.write("""
            reel: the terminal browser is not built yet (it comes with a later issue).
            The catalog is ready: try `reel search godfather`, `reel show 20545`, `reel stats` or `reel --help`.

            """)
        throw ExitCode.failure
    }
}

/// Runs `body`; a ``CatalogError`` becomes one line on standard error and exit status 1.
///
/// - Parameter body: The command's work.
/// - Throws: `ExitCode.failure` after printing the error; errors of the argument parser pass through.
func reportingErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as CatalogError {
        Terminal.standardError.write("reel: \(error.message.escapingControlCharacters)\n")
        throw ExitCode.failure
    }
}
