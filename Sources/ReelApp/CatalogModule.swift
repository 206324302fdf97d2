import DIContainer
import MovieBrowser
import MovieCatalog
import MovieStore

/// The catalog part of the app container: the live SQLite implementations of the catalog's
/// protocols over one open database, the clock, and the watchlist's exports to files.
///
/// Adding a repository is one `Register` line here: every command, the browser, the benchmarks and
/// `reel graph` get it from ``AppRoot``. The test harness replaces this part as a whole (see
/// ``AppRoot/modules(catalog:config:theme:session:)``).
public enum CatalogModule {
    /// The live catalog over `database`.
    ///
    /// - Parameters:
    ///   - database: The catalog database, already open.
    ///   - exports: Where and how the watchlist screen writes its exports; `nil` registers no exporter
    ///     (the screen then offers none).
    /// - Returns: A module named "Catalog".
    public static func live(database: CatalogDatabase, exports: WatchlistExportFiles? = nil) -> Module {
        Module("Catalog") {
            Register(CatalogDatabase.self, scope: .singleton) { _ in database }
            Register((any MovieRepository).self, scope: .singleton) { r in
                SQLiteMovieRepository(database: try r.resolve(), origin: { QueryOrigin.screen })
            }
            Register((any PeopleRepository).self, scope: .singleton) { r in
                SQLitePeopleRepository(database: try r.resolve())
            }
            Register(Clock.self, scope: .singleton) { _ in Clock(now: SystemClock.now) }
            Register((any WatchlistRepository).self, scope: .singleton) { r in
                SQLiteWatchlistRepository(database: try r.resolve(), now: try r.resolve(Clock.self).now)
            }
            Register((any DiaryRepository).self, scope: .singleton) { r in
                SQLiteDiaryRepository(database: try r.resolve(), now: try r.resolve(Clock.self).now)
            }
            Register((any ListRepository).self, scope: .singleton) { r in
                SQLiteListRepository(database: try r.resolve(), now: try r.resolve(Clock.self).now)
            }
            Register((any LibraryStatisticsRepository).self, scope: .singleton) { r in
                SQLiteLibraryStatisticsRepository(database: try r.resolve())
            }
            Register((any LibraryImportRepository).self, scope: .singleton) { r in
                SQLiteLibraryImportRepository(database: try r.resolve(), now: try r.resolve(Clock.self).now)
            }
            Register((any ChangeMonitor).self, scope: .singleton) { r in
                SQLiteChangeMonitor(database: try r.resolve())
            }
            Register((any SeriesRepository).self, scope: .singleton) { r in
                SQLiteSeriesRepository(database: try r.resolve())
            }
            if let exports {
                Register((any WatchlistExporter).self, scope: .singleton) { r in
                    FileWatchlistExporter(
                        watchlist: try r.resolve(), directory: exports.directory, now: try r.resolve(Clock.self).now,
                        text: exports.text)
                }
            }
        }
    }
}

/// Where the watchlist screen's exports go and the text they hold (the command line's, so a file
/// and `reel export watchlist` say the same).
public struct WatchlistExportFiles: Sendable {
    /// The exports directory (created when missing).
    public var directory: String
    /// The text of an export of these entries in this format.
    public var text: @Sendable ([WatchlistEntry], WatchlistExportFormat) throws(CatalogError) -> String

    /// Exports to `directory`, written by `text`.
    ///
    /// - Parameters:
    ///   - directory: The exports directory.
    ///   - text: The text of an export.
    public init(
        directory: String,
        text: @escaping @Sendable ([WatchlistEntry], WatchlistExportFormat) throws(CatalogError) -> String
    ) {
        self.directory = directory
        self.text = text
    }
}
