import Benchmark
import TerminalUI

// TerminalUI: one 200x60 frame of the list widget over 58,788 rows, rendered and diffed against
// the previous frame; and moving the selection one row, counting the rows the driver would send.

let catalogSize = 58_788
let screen = Size(width: 200, height: 60)
let columns = [
    TableColumn("Title"), TableColumn("Year", width: .fixed(4), alignment: .trailing),
    TableColumn("Genre", width: .fixed(12)), TableColumn("Rating", width: .fixed(6), alignment: .trailing),
]
let genres = ["Drama", "Comedy", "Thriller", "Romance", "Action", "Horror", "Documentary", "Animation"]

/// The rows, built once: the benchmark measures drawing, not data generation.
let rows: [[String]] = (0..<catalogSize).map { index in
    let title = index % 9 == 4 ? "千と千尋の神隠し \(index)" : "Movie number \(index) and a subtitle of some length"
    return [title, String(1900 + index % 125), genres[index % genres.count], String(index % 10) + ".5"]
}

func frame(selected: Int) -> Canvas {
    var canvas = Canvas(size: screen)
    var state = ListState(selected: selected, offset: selected)
    TableView(columns: columns, rowCount: catalogSize, cells: { rows[$0] })
        .render(on: &canvas, in: canvas.bounds, state: &state, theme: Theme())
    return canvas
}

let rowsSent = BenchmarkMetric.custom("rows sent", polarity: .prefersSmaller, useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
    blackHole(rows.count)
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal], maxDuration: .seconds(3), maxIterations: 10_000)

    Benchmark("list 200x60 full frame: render + diff (every row changes)", configuration: configuration) { benchmark in
        var differ = FrameDiffer()
        var top = 0
        differ.update(to: frame(selected: top))
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            top = (top + 59) % (catalogSize - 59)
            blackHole(differ.update(to: frame(selected: top)))
        }
    }

    Benchmark(
        "list 200x60 selection moves one row: render + diff",
        configuration: .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal, rowsSent], maxDuration: .seconds(3),
                             maxIterations: 10_000)
    ) { benchmark in
        var differ = FrameDiffer()
        var selected = 1_000
        var state = ListState(selected: selected, offset: 990)
        func draw() -> FrameUpdate {
            var canvas = Canvas(size: screen)
            TableView(columns: columns, rowCount: catalogSize, cells: { rows[$0] })
                .render(on: &canvas, in: canvas.bounds, state: &state, theme: Theme())
            return differ.update(to: canvas)
        }
        _ = draw()
        var maximum = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            selected = selected == 1_040 ? 1_000 : selected + 1
            state.select(selected)
            let update = draw()
            maximum = max(maximum, selected == 1_000 ? 0 : update.rowsSent)
        }
        benchmark.stopMeasurement()
        benchmark.measurement(rowsSent, maximum)
    }
}
