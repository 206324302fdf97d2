import Benchmark
import MovieBrowser
import MovieCatalog
import TerminalUI

// The keys issue 22 found slow at 686,000 movies, each on the catalog REEL_BENCH_DATABASE names, at
// 80×24. Every sample starts a new session (a new repository: no filter counted, no facets, no
// page kept), presses the keys that lead to the measured one, then measures that key with its
// frame drawn: what the key costs the first time, as in the issue, not once its answers are kept.
// The database's own caches are shared, as in one process: the filter columns, which the browser
// reads after its first frame (so does each sample, unmeasured), and the last words' matches.
// Registered only when REEL_BENCH_DATABASE is set; figures in Benchmarks/README.md.
func slowKeyBenchmarks() {
    guard BrowserCatalog.largePath != nil else { return }
    let size = Size(width: 80, height: 24)
    let configuration: Benchmark.Configuration = .init(
        metrics: [.wallClock, .cpuTotal], timeUnits: .microseconds, warmupIterations: 2,
        maxDuration: .seconds(4), maxIterations: 300)

    /// A benchmark of `name` whose every sample is `measured` after `lead` on a new session.
    func fresh(
        _ name: String, lead: @escaping @MainActor @Sendable (BrowserSession) throws -> Void,
        measured: @escaping @MainActor @Sendable (BrowserSession) throws -> Void,
        check: (@MainActor @Sendable (BrowserSession) throws -> Void)? = nil
    ) {
        Benchmark("Slow keys: \(name)", configuration: configuration) { benchmark in
            try await onMainActor(benchmark) { benchmark in
                let session = try BrowserSession.started(size: size, large: true)
                defer { session.close() }
                try session.warm()
                try lead(session)
                benchmark.startMeasurement()
                try measured(session)
                benchmark.stopMeasurement()
                try check?(session)
            }
        }
    }

    @MainActor func type(_ text: String, _ session: BrowserSession) throws {
        for character in text { try session.press(.character(character)) }
    }

    func expectRows(_ what: String) -> @MainActor @Sendable (BrowserSession) throws -> Void {
        { session in
            guard session.movies.total > 0 else {
                throw BrowserBenchmarkError(description: "\(what) matches nothing:\n\(session.screen)")
            }
        }
    }

    // Search keystrokes in each order: the order's key on the table, then `/` and the text; the
    // last key is measured. "back to g" is Backspace on "gh".
    for (key, order) in [("7", "divisive"), ("b", "weighted"), ("1", "title"), (nil, "default")] {
        let sortKey = key
        for (typed, last) in [("g", "g"), ("ghos", "t"), ("g:dram", "a")] {
            let text = typed == "g" ? "g" : typed + last
            fresh(
                "search \"\(text)\" sorted by \(order)",
                lead: { session in
                    if let sortKey { try session.press(.character(Character(sortKey))) }
                    try session.press(.character("/"))
                    if typed != "g" { try type(typed, session) }
                },
                measured: { session in try session.press(.character(Character(last))) },
                check: expectRows(text))
        }
        fresh(
            "search back to \"g\" (Backspace on \"gh\") sorted by \(order)",
            lead: { session in
                if let sortKey { try session.press(.character(Character(sortKey))) }
                try session.press(.character("/"))
                try type("gh", session)
            },
            measured: { session in try session.press(.backspace) },
            check: expectRows("g"))
    }

    // People terms, one key at a time: the key that completes each term is measured.
    for (typed, last) in [
        ("director:", "s"), ("director:s", "h"), ("director:sh", "i"), ("person:", "a"), ("cast:\"sh", "\""),
    ] {
        fresh(
            "people term, the key that makes \(typed)\(last)",
            lead: { session in
                try session.press(.character("/"))
                try type(typed, session)
            },
            measured: { session in try session.press(.character(Character(last))) },
            check: expectRows(typed + last))
    }

    fresh(
        "7 on g:drama year:1990..1999 (first time)",
        lead: { session in
            try session.press(.character("/"))
            try type("g:drama year:1990..1999", session)
            try session.press(.enter)
        },
        measured: { session in try session.press(.character("7")) },
        check: expectRows("g:drama year:1990..1999"))

    fresh(
        "6 on g:drama year:1990..1999 (first time)",
        lead: { session in
            try session.press(.character("/"))
            try type("g:drama year:1990..1999", session)
            try session.press(.enter)
        },
        measured: { session in try session.press(.character("6")) },
        check: expectRows("g:drama year:1990..1999"))

    fresh("7 on the whole table", lead: { _ in }, measured: { session in try session.press(.character("7")) })

    fresh(
        "filter panel: space on the first genre (first time)",
        lead: { session in try session.press(.character("f")) },
        measured: { session in try session.press(.character(" ")) })

    fresh(
        "filter panel: space on the third genre with the search \"the\" (first time)",
        lead: { session in
            try session.press(.character("/"))
            try type("the", session)
            try session.press(.enter)
            try type("fjj", session)
        },
        measured: { session in try session.press(.character(" ")) })

    // A detail pushed on the selected row (rows 0–9 of the table in turn) and drawn.
    fresh(
        "detail push (Enter on a row, frame, draw)",
        lead: { session in
            let row = Sessions.next("detail push") % 10
            for _ in 0..<row { try session.press(.character("j")) }
        },
        measured: { session in try session.press(.enter) },
        check: { session in
            guard session.live.navigator.routes.count == 2 else {
                throw BrowserBenchmarkError(description: "no detail pushed: \(session.live.navigator.routes)")
            }
        })

    // Esc on a Person screen pushed from a detail: the detail is shown again.
    fresh(
        "Esc from a person back to the detail",
        lead: { session in
            let row = Sessions.next("person pop") % 10
            for _ in 0..<row { try session.press(.character("j")) }
            // Enter on the row, then Enter on the detail's first credit (it opens on the credits).
            try session.press(.enter)
            try session.press(.enter)
            guard session.live.navigator.top is PersonView else {
                throw BrowserBenchmarkError(description: "no Person screen:\n\(session.screen)")
            }
        },
        measured: { session in try session.press(.escape) },
        check: { session in
            guard session.live.navigator.top is DetailView else {
                throw BrowserBenchmarkError(description: "not back on the detail: \(session.live.navigator.routes)")
            }
        })

    fresh(
        "@s Enter (the People list)",
        lead: { session in
            try session.press(.character("/"))
            try type("@s", session)
        },
        measured: { session in try session.press(.enter) },
        check: { session in
            guard session.live.navigator.top is PeopleView else {
                throw BrowserBenchmarkError(description: "no People screen: \(session.live.navigator.routes)")
            }
        })

    fresh("R (surprise)", lead: { _ in }, measured: { session in try session.press(.character("R")) })

    // The watchlist of the database (the README's commands give it 4,918 entries).
    fresh(
        "W (open the watchlist)", lead: { _ in },
        measured: { session in try session.press(.character("W")) })
    fresh(
        "watchlist: d (remove), then u (undo) unmeasured",
        lead: { session in try session.press(.character("W")) },
        measured: { session in try session.press(.character("d")) },
        check: { session in try session.press(.character("u")) })
    fresh(
        "watchlist: u (undo a removal)",
        lead: { session in
            try session.press(.character("W"))
            try session.press(.character("d"))
        },
        measured: { session in try session.press(.character("u")) })
}
