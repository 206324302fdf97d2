// swift-tools-version: 6.1
// A package that uses DIContainer alone: it names reel with `traits: []`, so none of the app's
// dependencies (GRDB, CSV.swift, ZIPFoundation, TOMLKit, swift-argument-parser, swift-docc-plugin) is fetched.
// `run.sh` (run by `make test`) resolves and builds it and checks Package.resolved.
import PackageDescription

let package = Package(
    name: "DIContainerAlone",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "reel", path: "../..", traits: [])],
    targets: [
        .target(
            name: "AloneConsumer", dependencies: [.product(name: "DIContainer", package: "reel")],
            swiftSettings: [.swiftLanguageMode(.v6)])
    ]
)
