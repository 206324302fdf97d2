import Benchmark
import Foundation
import MovieBrowser
import MovieCatalog
import TerminalUI

// The user's library at the size the issue names, over the large catalog (REEL_BENCH_DATABASE) with
// the library REEL_BENCH_LIBRARY names (10,000 viewings and 100 lists of 1,000 entries, made by
// Scripts/library_generate.py), at 80×24: the pushes of the Diary, a List of 1,000 entries with its
// progress and Your statistics (push, frame, draw, pop), and the last key of each library term typed
// into the search box. Registered only when both are set.
func libraryBenchmarks() {
    guard BrowserCatalog.largePath != nil, BrowserCatalog.libraryPath != nil else { return }
    let size = Size(width: 80, height: 24)
    let step: Benchmark.Configuration = .init(
        metrics: [.wallClock, .cpuTotal, .instructions], timeUnits: .microseconds, warmupIterations: 3,
        maxDuration: .seconds(3), maxIterations: 1_000)

    func kept(
        _ name: String, prepare: (@MainActor @Sendable (BrowserSession) throws -> Void)? = nil,
        _ body: @escaping @MainActor @Sendable (Benchmark, BrowserSession) throws -> Void
    ) {
        let full = "Library at scale: \(name)"
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

    // What each pushed screen must show, checked after the measured push so a broken screen is not
    // timed as a fast one.
    let pushes: [(name: String, route: @MainActor @Sendable () -> Route, shows: String)] = [
        ("Diary push (10,000 viewings)", { .diary }, "viewings"),
        ("List push (1,000 entries, with progress)", { .list(id: 1) }, "seen "),
        // The push draws at once and counts in the background (BackgroundWork): its frame says so.
        ("Your statistics push (10,000 viewings)", { .myStats }, "Counting your statistics"),
    ]
    for push in pushes {
        kept("\(push.name): push, frame, draw, pop") { benchmark, session in
            benchmark.startMeasurement()
            try session.live.navigator.push(push.route())
            try session.draw()
            let screen = session.screen
            _ = session.live.navigator.pop()
            benchmark.stopMeasurement()
            try session.draw()
            guard screen.contains(push.shows) else {
                throw BrowserBenchmarkError(description: "\(push.name) does not show \"\(push.shows)\":\n\(screen)")
            }
        }
    }

    // What the background count of Your statistics takes (every year), until its figures can be drawn.
    kept("Your statistics, the count itself (every year, 10,000 viewings)") { benchmark, session in
        let statistics = try session.app.resolve((any LibraryStatisticsRepository).self)
        benchmark.startMeasurement()
        let figures = try statistics.statistics(year: nil)
        benchmark.stopMeasurement()
        guard figures.viewings >= 10_000 else {
            throw BrowserBenchmarkError(description: "the library counts \(figures.viewings) viewings, not 10,000")
        }
    }

    // Each sample types the term again from an empty box; the measured key is its last, the one
    // that makes the term whole and runs it over the whole catalog.
    for term in ["seen:no", "seen:yes", "mine>=8", "tag:cinema", "watchlist:no", "list:\"List 001\""] {
        kept(
            "search, the last key of \(term)",
            prepare: { session in try session.press(.character("/")) }
        ) { benchmark, session in
            try session.press(.escape)
            try session.press(.character("/"))
            for earlier in term.dropLast() { try session.press(.character(earlier)) }
            benchmark.startMeasurement()
            try session.press(.character(term.last ?? " "))
            benchmark.stopMeasurement()
        }
    }
}
