import Benchmark
import Foundation
import MovieBrowser
import MovieCatalog
import TerminalUI

// Series over the large catalog (REEL_BENCH_DATABASE, imported from the generated full set with its
// 8.9 M episodes): the push of the Series screen, heatmap included, for the series REEL_BENCH_SERIES
// names (a tt id: "Meridian Street", 1,000 episodes in the generated set) and for REEL_BENCH_SOAP (the
// largest soap, 11,836 episodes, summarised), at 80×24 and 200×60; a cursor move over the heatmap;
// and the push of an episode. Registered only when REEL_BENCH_DATABASE and REEL_BENCH_SERIES are set.
func seriesBenchmarks() {
    let environment = ProcessInfo.processInfo.environment
    guard BrowserCatalog.largePath != nil, let series = environment["REEL_BENCH_SERIES"].flatMap(IMDbID.init(text:))
    else { return }
    let soap = environment["REEL_BENCH_SOAP"].flatMap(IMDbID.init(text:))
    let step: Benchmark.Configuration = .init(
        metrics: [.wallClock, .cpuTotal, .instructions], timeUnits: .microseconds, warmupIterations: 3,
        maxDuration: .seconds(3), maxIterations: 1_000)

    func kept(
        _ name: String, size: Size, prepare: (@MainActor @Sendable (BrowserSession) throws -> Void)? = nil,
        _ body: @escaping @MainActor @Sendable (Benchmark, BrowserSession) throws -> Void
    ) {
        let full = "Series at scale: \(name), \(size.width)×\(size.height)"
        Benchmark(
            full, configuration: step,
            closure: { benchmark in
                try await onMainActor(benchmark) { benchmark in try body(benchmark, Sessions.session(full)) }
            },
            setup: {
                try await MainActor.run {
                    let session = try Sessions.restart(full, size: size, large: true)
                    try prepare?(session)
                }
            },
            teardown: { await MainActor.run { Sessions.close(full) } })
    }

    var pushes: [(name: String, id: IMDbID)] = [("Series push (1,000 episodes, heatmap included)", series)]
    if let soap { pushes.append(("Series push (the largest soap, summarised)", soap)) }
    for size in [Size(width: 80, height: 24), Size(width: 200, height: 60)] {
        for push in pushes {
            kept("\(push.name): push, frame, draw, pop", size: size) { benchmark, session in
                benchmark.startMeasurement()
                try session.live.navigator.push(.series(id: push.id.number))
                try session.draw()
                let screen = session.screen
                _ = session.live.navigator.pop()
                benchmark.stopMeasurement()
                try session.draw()
                // The heatmap's legend: a screen that failed to load is not timed as a fast one.
                guard screen.contains("≥ 9") else {
                    throw BrowserBenchmarkError(description: "\(push.name) shows no heatmap:\n\(screen)")
                }
            }
        }
    }

    let size = Size(width: 80, height: 24)
    kept(
        "a cursor move over the heatmap (Right, then Left), each with its frame", size: size,
        prepare: { session in
            try session.live.navigator.push(.series(id: series.number))
            try session.draw()
        }
    ) { benchmark, session in
        benchmark.startMeasurement()
        try session.press(.right)
        try session.press(.left)
        benchmark.stopMeasurement()
    }
    kept(
        "Episode push from the series (Enter, frame, draw, pop)", size: size,
        prepare: { session in
            try session.live.navigator.push(.series(id: series.number))
            try session.draw()
        }
    ) { benchmark, session in
        benchmark.startMeasurement()
        try session.press(.enter)
        let screen = session.screen
        _ = session.live.navigator.pop()
        try session.draw()
        benchmark.stopMeasurement()
        guard screen.contains("S0") || screen.contains("S1") else {
            throw BrowserBenchmarkError(description: "the episode screen shows no code:\n\(screen)")
        }
    }
}
