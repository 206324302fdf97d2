import Benchmark
import Foundation
import MovieBrowser
import MovieCatalog
import TerminalUI

// The keystrokes the issue names, on the shipped catalog (58,788) and, when REEL_BENCH_DATABASE
// names a database, on that larger catalog in the same run, at 80×24: the first frame, `j`, the
// search `t`, `th`, `the` typed one key at a time, the sort keys, a filter toggled, End.
// Registered only when REEL_BENCH_DATABASE is set, so `make bench` keeps its figures and its time.
func scaleBenchmarks() {
    guard BrowserCatalog.largePath != nil else { return }
    let size = Size(width: 80, height: 24)
    let step: Benchmark.Configuration = .init(
        metrics: [.wallClock, .cpuTotal, .instructions], timeUnits: .microseconds, warmupIterations: 3,
        maxDuration: .seconds(3), maxIterations: 1_000)
    for large in [false, true] {
        let catalog = large ? "REEL_BENCH_DATABASE" : "58,788"

        func kept(
            _ name: String, prepare: (@MainActor @Sendable (BrowserSession) throws -> Void)? = nil,
            _ body: @escaping @MainActor @Sendable (Benchmark, BrowserSession) throws -> Void
        ) {
            let full = "At scale, \(catalog): \(name)"
            Benchmark(
                full, configuration: step,
                closure: { benchmark in
                    try await onMainActor(benchmark) { benchmark in try body(benchmark, Sessions.session(full)) }
                },
                setup: {
                    try await MainActor.run {
                        let session = try Sessions.restart(full, size: size, large: large)
                        try prepare?(session)
                    }
                },
                teardown: { await MainActor.run { Sessions.close(full) } })
        }

        Benchmark(
            "At scale, \(catalog): first frame (Browser init, start at Movies, frame, draw)",
            configuration: .init(
                metrics: [.wallClock, .cpuTotal, .instructions], timeUnits: .milliseconds, warmupIterations: 1,
                maxDuration: .seconds(5), maxIterations: 100)
        ) { benchmark in
            try await onMainActor(benchmark) { benchmark in
                let session = try BrowserSession(size: size, large: large)
                benchmark.startMeasurement()
                try session.open()
                benchmark.stopMeasurement()
                session.close()
            }
        }

        kept("j") { benchmark, session in
            if let row = session.selection, row >= session.movies.total - 1 { try session.press(.home) }
            benchmark.startMeasurement()
            try session.press(.character("j"))
            benchmark.stopMeasurement()
        }

        // Each sample is one key of "the": `/` is pressed again and the earlier keys typed before
        // the measured one. The catalog keeps the last words' matches (SearchMatchCache), so after
        // the first sample a word's matches are found again; the filter, the order and the page
        // are computed every time.
        for (index, key) in ["t", "h", "e"].enumerated() {
            let typed = String(Array("the")[...index])
            kept(
                "search, the key that makes \"\(typed)\"",
                prepare: { session in
                    try session.press(.character("/"))
                }
            ) { benchmark, session in
                try session.press(.escape)
                try session.press(.character("/"))
                for earlier in Array("the")[..<index] { try session.press(.character(earlier)) }
                benchmark.startMeasurement()
                try session.press(.character(Character(key)))
                benchmark.stopMeasurement()
                guard session.movies.total > 0 else {
                    throw BrowserBenchmarkError(description: "no match for \(typed):\n\(session.screen)")
                }
            }
        }

        for (key, order) in [("1", "title"), ("2", "year"), ("4", "rating"), ("5", "votes"), ("6", "budget")] {
            kept("sort key \(key) (\(order); again: reversed)") { benchmark, session in
                benchmark.startMeasurement()
                try session.press(.character(Character(key)))
                benchmark.stopMeasurement()
            }
        }

        kept(
            "sort key 4 with the search \"the\"",
            prepare: { session in
                try session.press(.character("/"))
                for key in "the" { try session.press(.character(key)) }
                try session.press(.enter)
            }
        ) { benchmark, session in
            benchmark.startMeasurement()
            try session.press(.character("4"))
            benchmark.stopMeasurement()
        }

        kept(
            "filter toggle (space on the panel's first genre)",
            prepare: { session in
                try session.press(.character("f"))
            }
        ) { benchmark, session in
            benchmark.startMeasurement()
            try session.press(.character(" "))
            benchmark.stopMeasurement()
        }

        // The Person screen of the person REEL_BENCH_PERSON names (an IMDb id, `nm…`; pick one with
        // many credits: `SELECT person_id, COUNT(*) FROM credit GROUP BY person_id ORDER BY 2 DESC`),
        // pushed on the Movies screen, its frame drawn, then popped (its container disposed). Only on
        // the larger catalog: the shipped one has no people.
        if large, let text = ProcessInfo.processInfo.environment["REEL_BENCH_PERSON"] {
            kept("Person push (\(text): push, frame, draw, pop)") { benchmark, session in
                guard let id = PersonID(text: text) else {
                    throw BrowserBenchmarkError(description: "REEL_BENCH_PERSON \"\(text)\" is not nm and digits")
                }
                benchmark.startMeasurement()
                try session.live.navigator.push(.person(id: id))
                try session.draw()
                let summary = (session.live.navigator.top as? PersonView)?.presenter.summary
                _ = session.live.navigator.pop()
                benchmark.stopMeasurement()
                try session.draw()
                guard let summary, !summary.hasPrefix("0 ") else {
                    throw BrowserBenchmarkError(description: "the Person screen of \(text) has no credits")
                }
                guard session.live.navigator.routes.count == 1 else {
                    throw BrowserBenchmarkError(description: "Person did not pop: \(session.live.navigator.routes)")
                }
            }
        }

        kept("End (last page not kept)") { benchmark, session in
            session.movies.reload()
            try session.press(.home)
            benchmark.startMeasurement()
            try session.press(.end)
            benchmark.stopMeasurement()
            guard session.selection == session.movies.total - 1 else {
                throw BrowserBenchmarkError(description: "End selected \(String(describing: session.selection))")
            }
        }
    }
}
