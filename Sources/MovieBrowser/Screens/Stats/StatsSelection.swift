import MovieCatalog

/// The bar the statistics screen has selected: a chart and a bar of it. Enter turns it into a
/// filter of the movie table.
public struct StatsSelection: Hashable, Sendable {
    /// The charts whose bars can be selected, in Tab order.
    public enum Chart: Int, Hashable, Sendable, CaseIterable {
        case decades, ratings, genres
    }

    /// The chart.
    public var chart: Chart = .decades
    /// The bar, from the left or the top.
    public var index = 0

    /// Creates a selection of the first decade.
    public init() {}

    /// The bars of the selected chart in `model`.
    func bars(in model: StatsViewModel) -> [StatsViewModel.Count] {
        switch chart {
        case .decades: model.decades
        case .ratings: model.ratings
        case .genres: model.genres
        }
    }

    /// The selection moved by `step` bars within its chart (kept in range).
    func movingBar(by step: Int, in model: StatsViewModel) -> StatsSelection {
        var moved = self
        moved.index = max(0, min(index + step, bars(in: model).count - 1))
        return moved
    }

    /// The selection moved to the first bar of the chart `step` charts away (wrapping around).
    func movingChart(by step: Int) -> StatsSelection {
        var moved = StatsSelection()
        let count = Chart.allCases.count
        moved.chart = Chart(rawValue: ((chart.rawValue + step) % count + count) % count) ?? .decades
        return moved
    }

    /// `query` narrowed to the selected bar: its decade, its rating band (the bar "8" counts the
    /// ratings 8.0 to 8.9), or its genre added; `nil` when the bar names nothing to filter by.
    func applied(to query: MovieQuery, in model: StatsViewModel) -> MovieQuery? {
        let bars = bars(in: model)
        guard index < bars.count else { return nil }
        let label = bars[index].label
        var query = query
        switch chart {
        case .decades:
            guard let decade = Int(label.dropLast()) else { return nil }
            query.years = decade...(decade + 9)
        case .ratings:
            guard let rating = Int(label) else { return nil }
            query.minimumRating = Double(rating)
            // Ratings have one decimal: the band ends at N.9 (written as tenths, so that it is
            // the same Double as the stored 8.9).
            query.maximumRating = rating >= 10 ? nil : Double(rating * 10 + 9) / 10
        case .genres:
            guard let genre = Genres(name: label) else { return nil }
            query.genres.insert(genre)
        }
        return query
    }
}
