// swift-tools-version: 6.1
// The benchmark package: its own package, so `make test` never builds package-benchmark.
import PackageDescription

let benchmarkPlugin: [Target.PluginUsage] = [.plugin(name: "BenchmarkPlugin", package: "benchmark")]

let package = Package(
    name: "reel-benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "reel", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
        .package(url: "https://github.com/pointfreeco/swift-dependencies", exact: "1.17.1"),
    ],
    targets: [
        // DIContainer's and swift-dependencies' workloads, written once for the two targets below.
        .target(
            name: "DIContainerWorkloads",
            dependencies: [
                .product(name: "DIContainer", package: "reel"),
                .product(name: "Dependencies", package: "swift-dependencies"),
            ],
            path: "Benchmarks/DIContainerWorkloads"
        ),
        // DIContainer against Swinject and swift-dependencies, same workloads in one run.
        .executableTarget(
            name: "DIContainerBenchmarks",
            dependencies: [
                "DIContainerWorkloads",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "DIContainer", package: "reel"),
                .product(name: "Swinject", package: "Swinject"),
            ],
            path: "Benchmarks/DIContainerBenchmarks",
            plugins: benchmarkPlugin
        ),
        // The workloads in a plain loop, for `valgrind --tool=callgrind` (no harness).
        .executableTarget(
            name: "DIContainerInstructions",
            dependencies: [
                "DIContainerWorkloads",
                .product(name: "DIContainer", package: "reel"),
            ],
            path: "Benchmarks/DIContainerInstructions"
        ),
        // The catalog: import, search, filtered pages.
        .executableTarget(
            name: "CatalogBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "MovieCatalog", package: "reel"),
                .product(name: "MovieStore", package: "reel"),
            ],
            path: "Benchmarks/CatalogBenchmarks",
            plugins: benchmarkPlugin
        ),
        // TerminalUI: frame render and diff.
        .executableTarget(
            name: "TerminalUIBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TerminalUI", package: "reel"),
            ],
            path: "Benchmarks/TerminalUIBenchmarks",
            plugins: benchmarkPlugin
        ),
        // The browser over the real catalog: first frame, keystrokes, search, a detail, a sort.
        .executableTarget(
            name: "BrowserBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "DIContainer", package: "reel"),
                .product(name: "MovieBrowser", package: "reel"),
                .product(name: "MovieCatalog", package: "reel"),
                .product(name: "MovieStore", package: "reel"),
                .product(name: "ReelApp", package: "reel"),
                .product(name: "TerminalUI", package: "reel"),
            ],
            path: "Benchmarks/BrowserBenchmarks",
            plugins: benchmarkPlugin
        ),
    ]
)
