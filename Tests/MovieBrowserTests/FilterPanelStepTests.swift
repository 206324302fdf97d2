import MovieCatalog
import Testing

@testable import MovieBrowser

/// The filter panel steps from values typed in the search box that are not among its own.
@Suite struct FilterPanelStepTests {
    private func panel(at row: FilterPanel.Row) throws -> FilterPanel {
        var panel = FilterPanel()
        panel.selected = try #require(panel.rows.firstIndex(of: row))
        return panel
    }

    @Test func aTypedRatingStepsToItsNeighbours() throws {
        let panel = try panel(at: .rating)
        let typed = MovieQuery(minimumRating: 8.1)
        #expect(panel.stepping(typed, by: 1).minimumRating == 9, "forward from 8.1 is 9, not a wrap to 5")
        #expect(panel.stepping(typed, by: -1).minimumRating == 8)
        #expect(panel.stepping(MovieQuery(minimumRating: 9.5), by: 1).minimumRating == nil, "past the last is any")
        #expect(panel.stepping(MovieQuery(minimumRating: 9), by: 1).minimumRating == nil)
        #expect(panel.stepping(MovieQuery(), by: 1).minimumRating == 5)
        #expect(panel.stepping(MovieQuery(), by: -1).minimumRating == 9)
    }

    @Test func typedVotesAndBudgetsStepToTheirNeighbours() throws {
        #expect(try panel(at: .votes).stepping(MovieQuery(minimumVotes: 5_000), by: 1).minimumVotes == 10_000)
        #expect(try panel(at: .votes).stepping(MovieQuery(minimumVotes: 5_000), by: -1).minimumVotes == 1_000)
        let budgets = FilterPanel.budgets
        let between = budgets[0] + 1
        #expect(try panel(at: .fits).stepping(MovieQuery(lengths: 0...between), by: 1).lengths == 0...budgets[1])
        #expect(try panel(at: .fits).stepping(MovieQuery(lengths: 0...between), by: -1).lengths == 0...budgets[0])
    }

    @Test func aTypedYearRangeStepsIntoADecade() throws {
        let panel = try panel(at: .decade)
        #expect(panel.stepping(MovieQuery(years: 1992...1996), by: 1).years == 2000...2009)
        #expect(panel.stepping(MovieQuery(years: 1992...1996), by: -1).years == 1990...1999)
        #expect(panel.stepping(MovieQuery(years: 1970...1979), by: 1).years == 1980...1989)
    }
}
