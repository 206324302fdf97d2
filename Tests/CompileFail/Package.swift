// swift-tools-version: 6.1
// Sources that must NOT compile: each bad target breaks one of DIContainer's Sendable rules, and
// `run.sh` checks that it fails with the Sendable diagnostic. `Control` must compile: it does the
// allowed things next to each refused one. Not part of the root package (its test targets are
// Tests/<Name>, and this folder is none of them); `make test` runs `run.sh`.
import PackageDescription

let settings: [SwiftSetting] = [.swiftLanguageMode(.v6)]

/// One target per case, each in Sources/<name>, depending on DIContainer only.
func compileCase(_ name: String) -> Target {
    .target(name: name, dependencies: [.product(name: "DIContainer", package: "reel")], swiftSettings: settings)
}

let package = Package(
    name: "CompileFail",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "reel", path: "../..")],
    targets: [
        compileCase("Control"),
        compileCase("SingletonOfNonSendable"),
        compileCase("ScopedOfNonSendable"),
        compileCase("WeakOfNonSendable"),
        compileCase("InstanceOfNonSendable"),
        compileCase("KeyedSingletonOfNonSendable"),
        compileCase("InjectNonSendableInSendable"),
        compileCase("InjectionStorageAcrossTasks"),
    ]
)
