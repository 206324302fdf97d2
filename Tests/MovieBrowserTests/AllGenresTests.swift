import MovieBrowser
import MovieCatalog
import TerminalUI
import Testing

/// A catalog with IMDb's 28 genres: the filter panel lists them all, alphabetically, and scrolls at
/// 80×24; Stats charts them all, scrolling at 80×24 and whole at 200×60.
@MainActor
@Suite struct AllGenresTests {
    /// One movie per genre: the movie of the n-th genre in `Genres.all` has 100 × (n + 1) votes, and
    /// Drama has a second movie.
    static let movies: [Movie] =
        Genres.all.enumerated().map { index, entry in
            Movie(
                id: 1_000 + index, title: "Film \(index)", year: 1990 + index % 10, minutes: 100, budget: nil,
                rating: 7, votes: 100 * (index + 1), ratingShares: nil, mpaa: nil, genres: entry.genre,
                imdbID: IMDbID(1_000 + index))
        } + [
            Movie(
                id: 2_000, title: "Second Drama", year: 2001, minutes: 90, budget: nil, rating: 6, votes: 10,
                ratingShares: nil, mpaa: nil, genres: [.drama, .filmNoir])
        ]

    /// The genre names of the panel's rows, top to bottom.
    private func genreRows(_ screen: String) -> [String] {
        screen.split(separator: "\n").compactMap { line in
            Genres.all.map(\.name).first { line.contains("│ \($0) (") }
        }
    }

    @Test func theFilterPanelListsThe28AlphabeticallyAndScrolls() throws {
        let harness = try BrowserHarness(movies: Self.movies)
        harness.press(.character("f"))
        var screen = try harness.draw()
        #expect(screen.contains("│ Action (1) "), "\(screen)")
        #expect(screen.contains("│ Adult (1) "))
        #expect(screen.contains("│ Film-Noir (2) "), "Film-Noir counts the second drama too")
        #expect(!screen.contains("Western"), "at 80×24 the last genres are below the window")
        #expect(!screen.contains("Decade"))
        let names = Genres.alphabetical.map(\.name)
        let top = genreRows(screen)
        #expect(top.count >= 10 && top == Array(names.prefix(top.count)), "\(top)")
        // Down to Western, the 28th row: the window follows.
        for _ in 0..<27 { harness.press(.character("j")) }
        screen = try harness.draw()
        print(screen)
        #expect(screen.contains("│ Western (1) "), "\(screen)")
        #expect(screen.contains("Decade"))
        #expect(!screen.contains("│ Action "))
        harness.press(.character(" "))
        let presenter = try #require(harness.browser.navigator.top as? MoviesView).presenter
        #expect(presenter.query.genres == .western)
        let bottom = genreRows(screen)
        #expect(bottom.count >= 10 && bottom == Array(names.suffix(bottom.count)), "\(bottom)")
    }

    @Test func statsChartsThe28() throws {
        let small = try BrowserHarness(movies: Self.movies)
        small.press(.character("S"))
        var screen = try small.draw()
        #expect(screen.contains("Action"), "\(screen)")
        #expect(!screen.contains("Western"), "the genre chart scrolls at 80×24")
        small.press(.tab, .tab)
        for _ in 0..<27 { small.press(.character("l")) }
        screen = try small.draw()
        print(screen)
        #expect(screen.contains("Western"), "\(screen)")
        #expect(screen.contains("Decades 1990s"), "the sparklines keep their rows")
        small.press(.enter)
        #expect(try #require(small.browser.navigator.top as? MoviesView).presenter.query.genres == .western)

        let huge = try BrowserHarness(size: Size(width: 200, height: 60), movies: Self.movies, start: .stats)
        screen = try huge.draw()
        for name in Genres.all.map(\.name) {
            #expect(screen.contains(" \(name) "), "\(name) is charted at 200×60")
        }
    }
}
