import Foundation
import MovieBrowser
import TestSupport
import Testing

/// `reel graph`: the app container, verified, as the composition root (`AppRoot`) registers it for
/// the browser: the catalog, the browser's module, the configuration's values, the theme, the session.
@Suite struct GraphCommandTests {
    let directory: TemporaryDirectory
    let reel: ReelProcess

    init() throws {
        directory = try TemporaryDirectory()
        reel = ReelProcess(directory: directory.url)
    }

    @Test func treeListsTheRegistrationsAndWhatEachResolved() throws {
        let result = try reel.run("graph", "--format", "tree")
        #expect(result.status == 0)
        #expect(
            result.output.hasPrefix(
                """
                app: 25 registrations, 22 instances
                  CatalogDatabase · singleton
                  MovieRepository · singleton → CatalogDatabase in "app"
                  PeopleRepository · singleton → CatalogDatabase in "app"
                  Clock · singleton
                  WatchlistRepository · singleton → CatalogDatabase in "app", Clock in "app"
                  DiaryRepository · singleton → CatalogDatabase in "app", Clock in "app"
                  ListRepository · singleton → CatalogDatabase in "app", Clock in "app"
                  LibraryStatisticsRepository · singleton → CatalogDatabase in "app"
                  LibraryImportRepository · singleton → CatalogDatabase in "app", Clock in "app"
                  ChangeMonitor · singleton → CatalogDatabase in "app"
                  SeriesRepository · singleton → CatalogDatabase in "app"
                  WatchlistExporter · singleton → WatchlistRepository in "app", Clock in "app"
                  Keymaps · singleton → ReelConfig in "app"
                  Inspection · singleton
                  ScreenMemory · singleton
                  ColumnChoice · singleton → ReelConfig in "app"
                  MovieTableOrder · singleton → ReelConfig in "app"
                  BackgroundWork · singleton
                  StatisticsCache · singleton → MovieRepository in "app"
                  Clipboard · singleton
                  MarkedMovies · singleton
                  RandomSource · singleton
                  ReelConfig · singleton
                  Theme · singleton
                  SessionStore · singleton

                """))
    }

    @Test func treeShowsOneChildContainerPerScreenWithItsModule() throws {
        let result = try reel.run("graph", "--format", "tree")
        #expect(result.status == 0)
        let children = result.output.split(separator: "\n").filter {
            $0.hasPrefix("  ") && !$0.hasPrefix("    ") && $0.contains(": ")
        }
        .map { String($0.dropFirst(2).prefix { $0 != ":" }) }
        // One per screen of the list, named for its sample argument (`Detail #20545`).
        #expect(children == BrowserScreens.sampleRoutes.map(\.containerName))
        #expect(children.count == BrowserScreens.all.count)
        #expect(
            result.output.contains(
                """
                    MoviesPresenter · scoped → MoviesInteractor in "Movies", Keymaps in "app", ScreenMemory in "app", \
                ColumnChoice in "app", Clipboard in "app", MarkedMovies in "app", RandomSource in "app", \
                MovieTableOrder in "app"
                """))
        #expect(
            result.output.contains(
                #"    MoviesInteractor · scoped → MovieRepository in "app", WatchlistRepository in "app", PeopleRepository in "app""#
            ))
    }

    @Test func dotAndMermaidCarryTheSameEdges() throws {
        let dot = try reel.run("graph")
        #expect(dot.status == 0)
        #expect(dot.output.hasPrefix("digraph dependencies {"))
        #expect(dot.output.contains(#""WatchlistRepository in \"app\"" -> "Clock in \"app\"";"#))
        let mermaid = try reel.run("graph", "--format", "mermaid")
        // n4 WatchlistRepository → n3 Clock; n1 MovieRepository → n0 CatalogDatabase.
        #expect(mermaid.output.contains("n4 --> n3"))
        #expect(mermaid.output.contains("n1 --> n0"))
    }
}
