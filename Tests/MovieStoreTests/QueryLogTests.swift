import MovieCatalog
import Testing

@testable import MovieStore

/// The repository's query record: the real SQL, its arguments, rows and time, filed under the
/// screen that asked, and a real query plan on demand.
@Suite struct QueryLogTests {
    let catalog: TestCatalog

    init() throws {
        catalog = try TestCatalog()
    }

    @Test func aFilteredPageRecordsItsSQLArgumentsRowsAndAPlanThatUsesAnIndex() throws {
        let movies = catalog.movies
        let query = MovieQuery(years: 1970...1979, minimumVotes: 1_000, sort: MovieSort(.rating, descending: true))
        let page = try TestOrigin.$screen.withValue("Movies") { try movies.movies(matching: query) }
        let log = try #require(movies.queryLog)
        let call = try #require(log.lastQuery(from: "Movies"))
        #expect(call.operation == "movies(matching:)")
        #expect(call.origin == "Movies")
        #expect(call.rows == page.movies.count)
        #expect(call.rows > 0)
        #expect(call.duration > .zero)
        let select = try #require(call.statements.last)
        #expect(select.text.hasPrefix("SELECT "))
        #expect(select.text.contains("movie.year BETWEEN ? AND ?"), "\(select.text)")
        #expect(select.text.contains("LIMIT ? OFFSET ?"))
        #expect(select.arguments == ["1970", "1979", "1000", "50", "0"])
        let plan = try log.plan(of: select)
        #expect(plan.contains { $0.contains("USING INDEX") || $0.contains("USING COVERING INDEX") }, "\(plan)")
        let count = try #require(call.statements.first { $0.text.hasPrefix("SELECT COUNT(*)") })
        #expect(try log.plan(of: count).contains { $0.contains("movie_by_year") })
    }

    /// The whole catalog's size is the import's: its first page counts nothing, in any order.
    @Test func theUnfilteredTableCountsNothing() throws {
        let movies = catalog.movies
        for sort in [MovieSort(.votes, descending: true), MovieSort(.budget, descending: true), MovieSort(.title)] {
            let page = try TestOrigin.$screen.withValue("Movies") {
                try movies.movies(matching: MovieQuery(sort: sort))
            }
            #expect(page.total == 24)
            let call = try #require(movies.queryLog?.lastQuery(from: "Movies"))
            #expect(
                !call.statements.contains { $0.text.hasPrefix("SELECT COUNT(") }, "\(call.statements.map(\.text))")
        }
        // Budgets first, the unknown after them, as when they were counted.
        let byBudget = try movies.movies(matching: MovieQuery(sort: MovieSort(.budget, descending: true)))
        let known = byBudget.movies.prefix { $0.budget != nil }.count
        #expect(byBudget.movies.dropFirst(known).allSatisfy { $0.budget == nil })
        #expect(known > 0)
    }

    @Test func textArgumentsAndNumberedParametersAreRecovered() throws {
        let movies = catalog.movies
        _ = try movies.movies(matching: MovieQuery(text: "godf"))
        let call = try #require(movies.lastQuery(from: nil))
        #expect(
            !call.statements.contains { $0.text.contains("movie_fts_idx") || $0.text.hasPrefix("PRAGMA") },
            "FTS5's and GRDB's own statements are left out: \(call.statements.map(\.text))")
        let search = try #require(call.statements.last { $0.text.contains("MATCH ?") })
        #expect(search.arguments?.first?.hasPrefix("'") == true, "\(search.arguments ?? [])")
        _ = try movies.similarMovies(to: 20545, limit: 5)
        let similar = try #require(movies.lastQuery(from: nil))
        #expect(similar.operation == "similarMovies(to:limit:)")
        let arguments = try #require(similar.statements.last?.arguments)
        // Genres, id, fewest votes, years from and to, ratings from and to, limit.
        #expect(arguments.count == 8)
        #expect(arguments[1] == "20545")
        #expect(arguments[3] == "1962")
        #expect(arguments[4] == "1982")
        #expect(arguments[7] == "5")
        #expect(!(try movies.plan(of: try #require(similar.statements.last))).isEmpty)
    }

    @Test func callsAreFiledUnderTheirScreen() throws {
        let movies = catalog.movies
        _ = try TestOrigin.$screen.withValue("Movies") { try movies.movies(matching: MovieQuery()) }
        _ = try TestOrigin.$screen.withValue("Detail #20545") { try movies.movie(id: 20545) }
        #expect(movies.lastQuery(from: "Movies")?.operation == "movies(matching:)")
        #expect(movies.lastQuery(from: "Detail #20545")?.operation == "movie(id:)")
        #expect(movies.lastQuery(from: "Detail #20545")?.rows == 1)
        #expect(movies.lastQuery(from: nil)?.operation == "movie(id:)")
        #expect(movies.lastQuery(from: "Stats") == nil)
        let first = try #require(movies.lastQuery(from: "Movies")).sequence
        #expect(try #require(movies.lastQuery(from: nil)).sequence == first + 1)
    }

    @Test(arguments: [
        (
            "SELECT * FROM t WHERE a = ? AND b = ?", "SELECT * FROM t WHERE a = 'it''s' AND b = -2.5",
            [
                QueryArgument.text("it's"), .real(-2.5),
            ]
        ),
        ("SELECT ?2, ?1, ?1", "SELECT NULL, 7, 7", [.integer(7), .null]),
        ("SELECT ? - 10", "SELECT 1972 - 10", [.integer(1972)]),
        ("SELECT x'00' = ?", "SELECT x'00' = x'0102'", [.blob(2)]),
        ("SELECT 1", "SELECT 1", []),
    ])
    func expandedSQLGivesBackTheArguments(sql: String, expanded: String, arguments: [QueryArgument]) {
        #expect(ExpandedSQL.arguments(sql: sql, expanded: expanded) == arguments)
    }

    @Test(arguments: [QueryArgument.null, .integer(-3), .real(7.5), .text("it's"), .blob(3)])
    func anArgumentIsReadBackFromItsText(argument: QueryArgument) {
        #expect(QueryArgument(written: argument.description) == argument)
    }

    @Test func aPlanOfArgumentsTheCatalogDidNotWriteIsRefused() {
        let statement = RecordedStatement(text: "SELECT ?", arguments: ["two"], duration: .zero)
        #expect(throws: CatalogError.self) { try catalog.movies.plan(of: statement) }
    }

    @Test func textsThatDoNotLineUpGiveNoArguments() {
        #expect(ExpandedSQL.arguments(sql: "SELECT ? FROM t", expanded: "SELECT 1 FROM u") == nil)
        #expect(ExpandedSQL.arguments(sql: "SELECT ?", expanded: "") == nil)
    }
}
