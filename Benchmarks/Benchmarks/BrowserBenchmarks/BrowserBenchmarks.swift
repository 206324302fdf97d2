import Benchmark
import MovieBrowser
import MovieCatalog
import TerminalUI

// The browser over the real catalog (58,788 movies imported into a temporary SQLite database), wired
// as the composition root wires it, on a headless terminal of 80×24 and of 200×60: the first frame,
// a keystroke of navigation, a keystroke of search, a detail / the watchlist / the stats pushed and
// popped, a sort change, and resident memory over 1,000 detail push/pop cycles.
// Every measured step ends with the frame composed and drawn (diffed and applied) on the terminal.
// Targets (issue): first frame ≤ 100 ms, navigation ≤ 16 ms p95, search ≤ 30 ms p95, resident
// memory flat over 1,000 push/pop cycles.
// Figures and the machine are in Benchmarks/README.md.

/// The sessions kept across the iterations of one benchmark, by benchmark name.
@MainActor
enum Sessions {
    static var kept: [String: BrowserSession] = [:]
    static var counters: [String: Int] = [:]

    static func session(_ name: String) -> BrowserSession {
        guard let session = kept[name] else { preconditionFailure("no session for \(name)") }
        return session
    }

    /// Replaces the session of `name` by a new one, started (the first frame drawn).
    @discardableResult
    static func restart(_ name: String, size: Size, large: Bool = false) throws -> BrowserSession {
        kept[name]?.close()
        let session = try BrowserSession.started(size: size, large: large)
        kept[name] = session
        return session
    }

    static func close(_ name: String) {
        kept.removeValue(forKey: name)?.close()
        counters[name] = nil
    }

    /// The next value of the counter of `name`, from 0.
    static func next(_ name: String) -> Int {
        let value = counters[name, default: 0]
        counters[name] = value + 1
        return value
    }
}

struct BrowserBenchmarkError: Error, CustomStringConvertible {
    let description: String
}

/// The movies the detail cycles go through: real catalog ids.
let detailCycleIDs = [20545, 20546, 8882, 48908, 46269]

/// Resident memory of this process, VmRSS of /proc/self/status, in KiB (0 where it cannot be read).
func residentKiB() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? 0
    }
    return 0
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .instructions, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 3,
        maxDuration: .seconds(3),
        maxIterations: 5_000
    )

    let word = Array("godfather")
    scaleBenchmarks()
    slowKeyBenchmarks()
    libraryBenchmarks()
    seriesBenchmarks()

    for size in [Size(width: 80, height: 24), Size(width: 200, height: 60)] {
        let tag = "\(size.width)×\(size.height)"

        /// A benchmark whose session is started in its setup and closed in its teardown.
        func kept(_ name: String, _ body: @escaping @MainActor @Sendable (Benchmark, BrowserSession) throws -> Void) {
            let full = "\(name), \(tag)"
            Benchmark(
                full,
                closure: { benchmark in
                    try await onMainActor(benchmark) { benchmark in try body(benchmark, Sessions.session(full)) }
                },
                setup: { try await MainActor.run { _ = try Sessions.restart(full, size: size) } },
                teardown: { await MainActor.run { Sessions.close(full) } })
        }

        Benchmark(
            "First frame: Browser init, start at Movies, frame, draw, \(tag)",
            configuration: .init(
                metrics: [.wallClock, .cpuTotal, .instructions, .mallocCountTotal], timeUnits: .milliseconds,
                warmupIterations: 1, maxDuration: .seconds(5), maxIterations: 500)
        ) { benchmark in
            try await onMainActor(benchmark) { benchmark in
                let session = try BrowserSession(size: size)
                benchmark.startMeasurement()
                try session.open()
                benchmark.stopMeasurement()
                guard session.screen.contains("of 58,788") else {
                    throw BrowserBenchmarkError(description: "the first frame has no count:\n\(session.screen)")
                }
                session.close()
            }
        }

        kept("Down: handle(.down), frame, draw") { benchmark, session in
            if let row = session.selection, row >= session.movies.total - 1 { try session.press(.home) }
            benchmark.startMeasurement()
            try session.press(.down)
            benchmark.stopMeasurement()
        }

        kept("Page down: handle(.pageDown), frame, draw") { benchmark, session in
            if let row = session.selection, row >= session.movies.total - 1 { try session.press(.home) }
            benchmark.startMeasurement()
            try session.press(.pageDown)
            benchmark.stopMeasurement()
        }

        kept("End, last page not kept (OFFSET 58,700): handle(.end), frame, draw") { benchmark, session in
            session.movies.reload()
            try session.press(.home)
            benchmark.startMeasurement()
            try session.press(.end)
            benchmark.stopMeasurement()
            guard session.selection == 58_787 else {
                throw BrowserBenchmarkError(description: "End selected \(String(describing: session.selection))")
            }
        }

        kept("Sort by rating, key 4 (again: reversed): handle, frame, draw") { benchmark, session in
            benchmark.startMeasurement()
            try session.press(.character("4"))
            benchmark.stopMeasurement()
        }

        kept("Detail, 5 ids in turn: push, frame, draw, pop") { benchmark, session in
            let navigator = session.live.navigator
            let id = detailCycleIDs[Sessions.next("detail-cycle-\(tag)") % detailCycleIDs.count]
            benchmark.startMeasurement()
            try navigator.push(.detail(movieID: id))
            try session.draw()
            navigator.pop()
            benchmark.stopMeasurement()
        }

        kept("Detail #20545: push, frame, draw, pop") { benchmark, session in
            let navigator = session.live.navigator
            benchmark.startMeasurement()
            try navigator.push(.detail(movieID: 20545))
            try session.draw()
            navigator.pop()
            benchmark.stopMeasurement()
        }

        kept("Watchlist (5 entries): push, frame, draw, pop") { benchmark, session in
            let navigator = session.live.navigator
            benchmark.startMeasurement()
            try navigator.push(.watchlist)
            try session.draw()
            navigator.pop()
            benchmark.stopMeasurement()
        }

        kept("Stats (figures kept after the first count): push, frame, draw, pop") { benchmark, session in
            let navigator = session.live.navigator
            benchmark.startMeasurement()
            try navigator.push(.stats)
            try session.draw()
            navigator.pop()
            benchmark.stopMeasurement()
        }

        // S on a filtered table: the Stats screen counts the table's query on the repository (the
        // whole catalog's figures come from the cache, these cannot).
        for (label, query) in [
            ("Drama (21,811 movies)", MovieQuery(genres: .drama)),
            (
                "Drama, 1990...1999, ≥ 10 votes (4,250)",
                MovieQuery(genres: .drama, years: 1990...1999, minimumVotes: 10)
            ),
            ("search \"the\" (10,000+)", MovieQuery(text: "the")),
        ] {
            kept("Stats of a filtered table, \(label): push, frame, draw, pop") { benchmark, session in
                let navigator = session.live.navigator
                let memory = try session.app.resolve(ScreenMemory.self)
                memory.statsQuery = query
                benchmark.startMeasurement()
                try navigator.push(.stats)
                try session.draw()
                navigator.pop()
                benchmark.stopMeasurement()
            }
        }

        // One sample per keystroke of "godfather" typed into `/` search; every word is typed into a
        // new app (a new repository, which has counted no search yet), its first frame drawn and `/`
        // pressed before the first keystroke.
        let perKey = "Search as you type: one keystroke of \"godfather\" (handle, frame, draw), \(tag)"
        Benchmark(
            perKey,
            configuration: .init(
                metrics: [.wallClock, .cpuTotal, .instructions, .mallocCountTotal], timeUnits: .microseconds,
                warmupIterations: 9, maxDuration: .seconds(5), maxIterations: 2_700),
            closure: { benchmark in
                try await onMainActor(benchmark) { benchmark in
                    let index = Sessions.next(perKey) % word.count
                    if index == 0 {
                        try Sessions.restart(perKey, size: size).press(.character("/"))
                    }
                    let session = Sessions.session(perKey)
                    benchmark.startMeasurement()
                    try session.press(.character(word[index]))
                    benchmark.stopMeasurement()
                    if index == word.count - 1, !session.screen.contains("Godfather") {
                        throw BrowserBenchmarkError(description: "no Godfather after typing:\n\(session.screen)")
                    }
                }
            },
            teardown: { await MainActor.run { Sessions.close(perKey) } })

        Benchmark(
            "Search as you type: the whole of \"godfather\", 9 keystrokes with a frame each, \(tag)",
            configuration: .init(
                metrics: [.wallClock, .cpuTotal, .instructions, .mallocCountTotal], timeUnits: .milliseconds,
                warmupIterations: 1, maxDuration: .seconds(5), maxIterations: 300)
        ) { benchmark in
            try await onMainActor(benchmark) { benchmark in
                let session = try BrowserSession.started(size: size)
                try session.press(.character("/"))
                benchmark.startMeasurement()
                for character in word { try session.press(.character(character)) }
                benchmark.stopMeasurement()
                session.close()
            }
        }

        // 1,000 cycles of push Detail (the five ids in turn), frame, draw, pop on one session, kept
        // across the iterations: VmRSS read before and after the 1,000 cycles of every iteration
        // (custom metrics, KiB). The session's first frame and one cycle per id are drawn before
        // the first iteration (in the setup), so "before" already has the Detail screen's code and
        // the five movies' pages of the database in memory.
        let growth = "Memory: 1,000 × (push Detail of 5 ids in turn, frame, draw, pop), \(tag)"
        Benchmark(
            growth,
            configuration: .init(
                metrics: [
                    .wallClock, .mallocCountTotal, .mallocFreeDelta, .peakMemoryResident,
                    .custom("VmRSS before (KiB)", useScalingFactor: false),
                    .custom("VmRSS after (KiB)", useScalingFactor: false),
                    .custom("VmRSS growth (KiB)", useScalingFactor: false),
                ],
                timeUnits: .milliseconds, warmupIterations: 0, maxDuration: .seconds(60), maxIterations: 5),
            closure: { benchmark in
                try await onMainActor(benchmark) { benchmark in
                    let session = Sessions.session(growth)
                    let navigator = session.live.navigator
                    let before = residentKiB()
                    benchmark.startMeasurement()
                    for cycle in 0..<1_000 {
                        try navigator.push(.detail(movieID: detailCycleIDs[cycle % detailCycleIDs.count]))
                        try session.draw()
                        navigator.pop()
                    }
                    benchmark.stopMeasurement()
                    let after = residentKiB()
                    benchmark.measurement(.custom("VmRSS before (KiB)", useScalingFactor: false), before)
                    benchmark.measurement(.custom("VmRSS after (KiB)", useScalingFactor: false), after)
                    benchmark.measurement(.custom("VmRSS growth (KiB)", useScalingFactor: false), after - before)
                    guard navigator.top is MoviesView else {
                        throw BrowserBenchmarkError(description: "Movies is not on top after the cycles")
                    }
                }
            },
            setup: {
                try await MainActor.run {
                    let session = try Sessions.restart(growth, size: size)
                    for id in detailCycleIDs {
                        try session.live.navigator.push(.detail(movieID: id))
                        try session.draw()
                        guard let detail = session.live.navigator.top as? DetailView, detail.presenter.movie != nil else {
                            throw BrowserBenchmarkError(description: "no detail of #\(id):\n\(session.screen)")
                        }
                        session.live.navigator.pop()
                    }
                }
            },
            teardown: { await MainActor.run { Sessions.close(growth) } })
    }
}
