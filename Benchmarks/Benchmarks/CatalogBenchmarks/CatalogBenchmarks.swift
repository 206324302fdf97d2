import Benchmark
import Foundation
import MovieCatalog
import MovieStore

// The catalog: the first import of the full CSV, a prefix search, and a filtered page of 50 for every
// sort field, on the real 58,788 movies. Targets (issue #3): import ≤ 1.5 s, search ≤ 2 ms p99,
// page ≤ 5 ms p99. Figures and the machine are in Benchmarks/README.md.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .microseconds,
        maxDuration: .seconds(2),
        maxIterations: 10_000
    )

    Benchmark(
        "Import: full catalog into a new database",
        configuration: .init(
            metrics: [.wallClock, .cpuTotal, .peakMemoryResident], timeUnits: .milliseconds,
            warmupIterations: 1, maxDuration: .seconds(30), maxIterations: 10)
    ) { benchmark in
        let directory = try BenchmarkCatalog.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = try CatalogDatabase(path: directory.appendingPathComponent("reel.sqlite").path)
        benchmark.startMeasurement()
        let report = try CatalogImporter(database: database).importCatalog(from: BenchmarkCatalog.csvPath)
        benchmark.stopMeasurement()
        blackHole(report.imported)
    }

    Benchmark(
        "Search: prefix \"godf\", first page of 50",
        closure: { _ in
            let page = try BenchmarkCatalog.movies().movies(matching: MovieQuery(text: "godf"))
            blackHole(page.total)
        },
        setup: BenchmarkCatalog.prepare, teardown: BenchmarkCatalog.cleanUp)

    Benchmark(
        "Search: prefix \"god\", first page of 20 by votes",
        closure: { _ in
            let page = try BenchmarkCatalog.movies().movies(
                matching: MovieQuery(text: "god", sort: MovieSort(.votes, descending: true), limit: 20))
            blackHole(page.total)
        },
        setup: BenchmarkCatalog.prepare, teardown: BenchmarkCatalog.cleanUp)

    Benchmark(
        "Search: prefix \"the\" (10,000+ matches), page of 50 by votes",
        closure: { _ in
            let page = try BenchmarkCatalog.movies().movies(
                matching: MovieQuery(text: "the", sort: MovieSort(.votes, descending: true)))
            blackHole(page.total)
        },
        setup: BenchmarkCatalog.prepare, teardown: BenchmarkCatalog.cleanUp)

    for field in MovieSort.Field.allCases {
        for descending in [false, true] {
            let name = "Page: Drama, 1990...1999, ≥ 10 votes, 50 by \(field.rawValue) \(descending ? "desc" : "asc")"
            Benchmark(
                name,
                closure: { _ in
                    let query = MovieQuery(
                        genres: .drama, years: 1990...1999, minimumVotes: 10,
                        sort: MovieSort(field, descending: descending), offset: 0, limit: 50)
                    let page = try BenchmarkCatalog.movies().movies(matching: query)
                    blackHole(page.movies.count)
                },
                setup: BenchmarkCatalog.prepare, teardown: BenchmarkCatalog.cleanUp)
        }
    }
}
