/// The version `reel --version` prints.
enum ReelVersion {
    /// The release this source tree builds, as semantic versioning (`major.minor.patch`).
    static let current = "0.1.0"
}
