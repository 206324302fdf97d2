import DIContainer
import Foundation
import MovieBrowser
import MovieCatalog
import MovieStore

/// The composition root: the one place that chooses the live implementations of the catalog's
/// protocols, registered in the app container every command (and later every screen) resolves from.
///
/// A registration that cannot be built is a bug in this file, not a problem with the database:
/// its ``ResolutionError`` reaches ``reportingErrors(_:)``, which prints it with
/// ``wiringFailureMessage(_:)`` and exits with status 1.
enum AppContainer {
    /// The app container over an open database.
    ///
    /// - Parameter database: The catalog database, opened by ``CatalogSession``.
    /// - Returns: A container named "app" with the repositories and the clock.
    static func make(database: CatalogDatabase) -> Container {
        let exportsDirectory = FileWatchlistExporter.defaultDirectory(
            environment: ProcessInfo.processInfo.environment)
        return Container(name: "app") {
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
            Register((any ChangeMonitor).self, scope: .singleton) { r in
                SQLiteChangeMonitor(database: try r.resolve())
            }
            Register((any WatchlistExporter).self, scope: .singleton) { r in
                FileWatchlistExporter(
                    watchlist: try r.resolve(), directory: exportsDirectory, now: try r.resolve(Clock.self).now)
            }
        }
    }
}

/// The time source the watchlist stamps its entries with; registered so tests and screens can replace it.
struct Clock: Sendable {
    /// The current time.
    let now: @Sendable () -> Timestamp
}
