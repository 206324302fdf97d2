import DIContainer
import MovieCatalog
import MovieStore

/// The composition root: the one place that chooses the live implementations of the catalog's
/// protocols, registered in the app container every command (and later every screen) resolves from.
enum AppContainer {
    /// The app container over an open database.
    ///
    /// - Parameter database: The catalog database, opened by ``CatalogSession``.
    /// - Returns: A container named "app" with the repositories and the clock.
    static func make(database: CatalogDatabase) -> Container {
        Container(name: "app") {
            Register(CatalogDatabase.self, scope: .singleton) { _ in database }
            Register((any MovieRepository).self, scope: .singleton) { r in
                SQLiteMovieRepository(database: try r.resolve())
            }
            Register(Clock.self, scope: .singleton) { _ in Clock(now: SystemClock.now) }
            Register((any WatchlistRepository).self, scope: .singleton) { r in
                SQLiteWatchlistRepository(database: try r.resolve(), now: try r.resolve(Clock.self).now)
            }
        }
    }

    /// Resolves `Service`, turning a resolution failure into the command line's error type.
    ///
    /// - Parameters:
    ///   - type: The service type.
    ///   - container: The app container.
    /// - Returns: The service.
    /// - Throws: ``CatalogError`` naming the resolution path, should the wiring above be broken.
    static func resolve<Service>(_ type: Service.Type, from container: Container) throws(CatalogError) -> Service {
        do {
            return try container.resolve(type)
        } catch {
            throw CatalogError(.databaseFailure, "internal wiring error: \(error.description)")
        }
    }
}

/// The time source the watchlist stamps its entries with; registered so tests and screens can replace it.
struct Clock: Sendable {
    /// The current time.
    let now: @Sendable () -> Timestamp
}
