// swift-tools-version: 6.1
// libFuzzer targets for the parsers of input reel did not write: one executable per parser, built
// with `-sanitize=fuzzer,address` by `run.sh` (`make fuzz`). Not part of the root package, so that
// `make test` never builds them; it depends on the root package by path.
import PackageDescription

let settings: [SwiftSetting] = [.swiftLanguageMode(.v6)]

/// One fuzz target: Sources/<name>/<name>.swift, a `FuzzTarget` that tests one input; FuzzDriver's
/// `main` hands it to libFuzzer's driver.
func fuzzTarget(_ name: String, _ products: [String]) -> Target {
    .executableTarget(
        name: name, dependencies: ["FuzzDriver"] + products.map { .product(name: $0, package: "reel") },
        swiftSettings: settings)
}

let package = Package(
    name: "Fuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "reel", path: "..")],
    targets: [
        // The declaration of libFuzzer's driver, `LLVMFuzzerRunDriver`.
        .target(name: "CLibFuzzer"),
        // What every target shares: the `main` that runs libFuzzer's driver over the target's test.
        .target(name: "FuzzDriver", dependencies: ["CLibFuzzer"], swiftSettings: settings),
        fuzzTarget("FuzzKeys", ["TerminalUI"]),
        fuzzTarget("FuzzFieldQuery", ["MovieCatalog"]),
        fuzzTarget("FuzzConfig", ["ReelSettings", "ReelApp"]),
        fuzzTarget("FuzzSessionState", ["ReelSettings", "MovieBrowser"]),
        fuzzTarget("FuzzCatalogCSV", ["MovieStore"]),
        fuzzTarget("FuzzIMDbTSV", ["MovieStore"]),
        fuzzTarget("FuzzLetterboxdCSV", ["LibraryExchange"]),
    ]
)
