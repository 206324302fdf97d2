// swift-tools-version: 6.1
import PackageDescription

let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]

/// The app's packages (the catalog, the config file, the command line) are behind the `App` trait, on by
/// default: a package that uses DIContainer alone names this one with `traits: []` and fetches none of them.
let app: TargetDependencyCondition? = .when(traits: ["App"])

let package = Package(
    name: "reel",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "DIContainer", targets: ["DIContainer"]),
        .library(name: "MovieCatalog", targets: ["MovieCatalog"]),
        .library(name: "MovieStore", targets: ["MovieStore"]),
        .library(name: "LibraryExchange", targets: ["LibraryExchange"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .library(name: "MovieBrowser", targets: ["MovieBrowser"]),
        .library(name: "ReelSettings", targets: ["ReelSettings"]),
        .library(name: "IMDbDownload", targets: ["IMDbDownload"]),
        .library(name: "ReelApp", targets: ["ReelApp"]),
        .executable(name: "reel", targets: ["reel"]),
    ],
    traits: [
        .default(enabledTraits: ["App"]),
        .trait(
            name: "App",
            description:
                "The reel app's dependencies: GRDB, CSV.swift, ZIPFoundation, TOMLKit and swift-argument-parser."),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/yaslab/CSV.swift", exact: "2.5.2"),
        .package(url: "https://github.com/LebJe/TOMLKit", exact: "0.6.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation.git", exact: "0.9.20"),
        // `swift package generate-documentation --target DIContainer` (`make docs`): the DocC catalog.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
    ],
    targets: [
        // The dependency-injection library: the standard library and Synchronization only.
        .target(name: "DIContainer", exclude: ["README.md"], swiftSettings: strict),
        // Domain types and repository protocols: no package dependencies.
        .target(name: "MovieCatalog", swiftSettings: strict),
        // zlib, for reading the IMDb datasets (`.tsv.gz`) as a stream. Not named CZlib: ZIPFoundation
        // declares a module of that name on Linux, and two modules cannot share it.
        .systemLibrary(name: "CGzip", path: "Sources/CGzip"),
        // SQLite (GRDB) implementations of the repository protocols, the CSV and IMDb importers.
        .target(
            name: "MovieStore",
            dependencies: [
                "MovieCatalog", "CGzip",
                .product(name: "GRDB", package: "GRDB.swift", condition: app),
                .product(name: "GRDBSQLite", package: "GRDB.swift", condition: app),
                .product(name: "CSV", package: "CSV.swift", condition: app),
            ],
            swiftSettings: strict
        ),
        // Other trackers' exports read (Letterboxd's zip or folder, IMDb's CSVs) and the library written
        // in Letterboxd's import format: plain values in, plain values out, no storage.
        .target(
            name: "LibraryExchange",
            dependencies: [
                "MovieCatalog",
                .product(name: "CSV", package: "CSV.swift", condition: app),
                .product(name: "ZIPFoundation", package: "ZIPFoundation", condition: app),
            ],
            swiftSettings: strict
        ),
        // Pure-Swift terminal toolkit: keys, canvas, widgets, HeadlessTerminal.
        .target(name: "TerminalUI", swiftSettings: strict),
        // ncursesw, wrapped for Swift by static inline shims.
        .systemLibrary(name: "CNcursesw", path: "Sources/CNcursesw"),
        // The ncurses TerminalDriver: the only importer of CNcursesw.
        .target(name: "CursesTerminal", dependencies: ["TerminalUI", "CNcursesw"], swiftSettings: strict),
        // The terminal toolkit's demo: a list, an input, a chart and an overlay on ncurses.
        .executableTarget(
            name: "terminal-demo", dependencies: ["TerminalUI", "CursesTerminal"], swiftSettings: strict),
        // The browser: Navigator, keymaps and one folder per screen (Interactor, Presenter, View, Module).
        // Imports DIContainer, MovieCatalog and TerminalUI only (ArchitectureTests checks it).
        .target(
            name: "MovieBrowser", dependencies: ["DIContainer", "MovieCatalog", "TerminalUI"], swiftSettings: strict),
        // The user's files: config.toml (TOMLKit) and the session state, under the XDG directories.
        // Below the browser: it yields plain values (names, key strings, lines, the state's JSON),
        // checked against the names the app passes in; `reel` maps them to the browser's types.
        .target(
            name: "ReelSettings",
            dependencies: [
                "MovieCatalog", "TerminalUI",
                .product(name: "TOMLKit", package: "TOMLKit", condition: app),
            ],
            swiftSettings: strict
        ),
        // libcurl, loaded (dlopen) only when a download runs: no other command pays for its libraries.
        .target(name: "CCurl", path: "Sources/CCurl", linkerSettings: [.linkedLibrary("dl")]),
        // Downloads IMDb's dataset files over HTTP: resumes partial files, skips unchanged ones.
        .target(name: "IMDbDownload", dependencies: ["CCurl", "MovieCatalog"], swiftSettings: strict),
        // The composition root: the app container's modules, in one list, for reel, its tests and the
        // benchmarks. Only reel imports it among the sources (ArchitectureTests checks it).
        .target(
            name: "ReelApp",
            dependencies: ["DIContainer", "MovieCatalog", "MovieStore", "TerminalUI", "MovieBrowser", "ReelSettings"],
            swiftSettings: strict
        ),
        // The executable: the command line.
        .executableTarget(
            name: "reel",
            dependencies: [
                "DIContainer", "MovieCatalog", "MovieStore", "TerminalUI", "CursesTerminal", "MovieBrowser",
                "ReelSettings", "IMDbDownload", "ReelApp", "LibraryExchange",
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: app),
            ],
            swiftSettings: strict
        ),
        // What the test targets share: golden frames, a seeded generator, the CSV fixtures and paths.
        .target(
            name: "TestSupport",
            dependencies: ["MovieCatalog", .product(name: "ZIPFoundation", package: "ZIPFoundation", condition: app)],
            path: "Tests/TestSupport", exclude: ["Data"], swiftSettings: strict),
        .testTarget(name: "DIContainerTests", dependencies: ["DIContainer"], swiftSettings: strict),
        // Letterboxd's and IMDb's exports read from folders and zips made at test time; the writers.
        .testTarget(
            name: "LibraryExchangeTests", dependencies: ["LibraryExchange", "MovieCatalog", "TestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "MovieCatalogTests", dependencies: ["MovieCatalog", "TestSupport"], swiftSettings: strict),
        .testTarget(
            name: "MovieStoreTests",
            dependencies: ["MovieStore", "MovieCatalog", "LibraryExchange", "TestSupport", "CGzip"],
            exclude: ["Support/Migrations"],
            swiftSettings: strict
        ),
        // Runs the built `reel` binary as a child process (output, exit status, kill during import).
        .testTarget(
            name: "ReelTests",
            dependencies: [
                "reel", "ReelApp", "MovieBrowser", "MovieStore", "MovieCatalog", "LibraryExchange", "TestSupport",
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "TerminalUITests", dependencies: ["TerminalUI", "TestSupport"], exclude: ["Golden"],
            swiftSettings: strict),
        // Screens on a HeadlessTerminal with fake repositories: presenters, golden frames, push/pop.
        .testTarget(
            name: "MovieBrowserTests",
            dependencies: ["MovieBrowser", "ReelApp", "DIContainer", "MovieCatalog", "TerminalUI", "TestSupport"],
            exclude: ["Golden"], swiftSettings: strict
        ),
        // MovieBrowser gives the tests the browser's vocabulary and keymaps, as `reel` passes them.
        .testTarget(
            name: "ReelSettingsTests", dependencies: ["ReelSettings", "ReelApp", "MovieBrowser", "TerminalUI"],
            swiftSettings: strict),
        // Downloads from a loopback HTTP server inside the test process.
        .testTarget(
            name: "IMDbDownloadTests", dependencies: ["IMDbDownload", "MovieCatalog", "TestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "CursesTerminalTests", dependencies: ["CursesTerminal", "TerminalUI"], swiftSettings: strict),
        // Drives the built terminal-demo inside tmux; needs tmux on PATH.
        .testTarget(name: "EndToEndTests", dependencies: ["TestSupport"], swiftSettings: strict),
    ]
)
