import TerminalUI

/// Sample data shared by the widget tests: titles with wide characters, combining marks, emoji and
/// an embedded escape sequence, so every golden frame exercises display width.
enum Fixtures {
    static let movies: [[String]] = [
        ["The Shawshank Redemption", "1994", "9.3"],
        ["千と千尋の神隠し", "2001", "8.6"],
        ["Ame\u{301}lie", "2001", "8.3"],
        ["Crouching Tiger, Hidden Dragon: a very long title that must be truncated", "2000", "7.9"],
        ["🎬 Cinema Paradiso", "1988", "8.5"],
        ["Evil\u{1B}[31m Title", "2020", "1.0"],
        ["기생충", "2019", "8.5"],
    ]

    /// Row `index` of a synthetic catalog as large as the real one (58,788 rows).
    static func syntheticRow(_ index: Int) -> [String] {
        if index < movies.count { return movies[index] }
        return [
            "Movie number \(index + 1)", String(1900 + index % 125),
            ValueFormat.oneDecimal(Double(index % 90) / 10 + 1),
        ]
    }

    static let catalogSize = 58_788

    static let columns = [
        TableColumn("Title"),
        TableColumn("Year", width: .fixed(4), alignment: .trailing),
        TableColumn("Rating", width: .fixed(6), alignment: .trailing),
    ]

    static func table(selected: Int = 1, rowCount: Int = catalogSize, focused: Bool = true) -> TableWithState {
        TableWithState(
            table: TableView(columns: columns, rowCount: rowCount, isFocused: focused, cells: syntheticRow),
            state: ListState(selected: selected))
    }

    static let genres: [BarChart.Bar] = [
        BarChart.Bar("Drama", 21_543), BarChart.Bar("Comedy", 13_012), BarChart.Bar("Thriller", 6_220),
        BarChart.Bar("Romance", 5_801), BarChart.Bar("Action", 5_004), BarChart.Bar("Horror", 3_912),
        BarChart.Bar("Documentary", 2_104), BarChart.Bar("Animation", 1_022),
    ]

    static let sizes = [Size(width: 80, height: 24), Size(width: 40, height: 10)]

    static func render(_ widget: some Widget, size: Size, theme: Theme = Theme(), in rect: Rect? = nil) -> Canvas {
        var canvas = Canvas(size: size)
        widget.render(on: &canvas, in: rect ?? canvas.bounds, theme: theme)
        return canvas
    }
}

/// A table and the state it is drawn with, as one `Widget`, so frame tests draw it like any widget.
struct TableWithState: Widget {
    var table: TableView
    var state: ListState

    func render(on canvas: inout Canvas, in rect: Rect, theme: Theme) {
        var state = state
        table.render(on: &canvas, in: rect, state: &state, theme: theme)
    }
}
