/// One hint of a ``StatusBar``: a key name and what it does.
public struct Hint: Hashable, Sendable {
    /// The key's name, e.g. `"F1"` or `"Enter"`.
    public var key: String
    /// What the key does, e.g. `"Help"`.
    public var label: String

    /// Creates a hint.
    ///
    /// - Parameter key: The key's name.
    /// - Parameter label: What it does.
    public init(key: String, label: String) {
        self.key = key
        self.label = label
    }
}
