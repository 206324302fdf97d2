import ArgumentParser
import Foundation
import ReelSettings

/// Where the database, the library and the catalog CSV are: `--database`, `--library` and `--csv`,
/// shared by every command.
///
/// The database is, in order: `--database PATH`, `$REEL_DATABASE`, `$XDG_DATA_HOME/reel/reel.sqlite`,
/// `~/.local/share/reel/reel.sqlite`. The library (the watchlist, diary and lists) is `--library PATH`,
/// `$REEL_LIBRARY`, then `$XDG_DATA_HOME/reel/library.sqlite` (`~/.local/share/reel/library.sqlite`),
/// whichever catalog is open: the library is the user's, apart from any catalog, so switching
/// catalogs with `--database` keeps the same diary, lists and watchlist. The CSV is `--csv PATH`, `$REEL_CATALOG_CSV`, then
/// `Resources/movies.csv` under the current directory, then under the package root found from the
/// executable's location (`.build/<config>/reel` → `../../Resources/movies.csv`).
struct CatalogOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The database file (default: $REEL_DATABASE or $XDG_DATA_HOME/reel/reel.sqlite).", valueName: "path"))
    var database: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Your library: watchlist, diary and lists (default: $REEL_LIBRARY or $XDG_DATA_HOME/reel/library.sqlite).",
            valueName: "path"))
    var library: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The catalog CSV to import on first use (default: $REEL_CATALOG_CSV or Resources/movies.csv).",
            valueName: "path"))
    var csv: String?

    /// The database file and whether it is the default location (whose directory reel may create).
    var databaseLocation: (path: String, isDefault: Bool) {
        if let database { return (database, false) }
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["REEL_DATABASE"], !path.isEmpty { return (path, false) }
        return (SettingsPaths(environment: environment).databaseFile, true)
    }

    /// The library file and whether it is the default location (whose directory reel may create).
    var libraryLocation: (path: String, isDefault: Bool) {
        if let library { return (library, false) }
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["REEL_LIBRARY"], !path.isEmpty { return (path, false) }
        return (SettingsPaths(environment: environment).libraryFile, true)
    }

    /// The catalog CSV to import: the explicit one, or the first candidate that exists.
    ///
    /// - Parameter explicit: A path given as a command argument, which wins over everything.
    func csvPath(explicit: String? = nil) -> String {
        if let explicit { return explicit }
        if let csv { return csv }
        if let path = ProcessInfo.processInfo.environment["REEL_CATALOG_CSV"], !path.isEmpty { return path }
        let candidates = CatalogOptions.shippedCSVCandidates
        return candidates.first { FileManager.default.isReadableFile(atPath: $0) } ?? candidates[0]
    }

    /// `Resources/movies.csv` under the current directory, `../share/reel/movies.csv` from the executable
    /// (where `make install` puts it), then `Resources/movies.csv` above the executable.
    static var shippedCSVCandidates: [String] {
        let relative = "Resources/movies.csv"
        var candidates = [(FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(relative)]
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        if let executable = Bundle.main.executableURL {
            directory = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        }
        // `make install`: `$PREFIX/bin/reel` and `$PREFIX/share/reel/movies.csv`.
        candidates.append(directory.deletingLastPathComponent().appendingPathComponent("share/reel/movies.csv").path)
        for _ in 0..<5 {
            candidates.append(directory.appendingPathComponent(relative).path)
            directory = directory.deletingLastPathComponent()
        }
        return candidates
    }
}
