/// What the download did for one file.
public struct FileOutcome: Hashable, Sendable {
    /// How the file on disk came to be.
    public enum Kind: Hashable, Sendable {
        /// The whole file was transferred: `bytes` of them.
        case downloaded(bytes: Int64)
        /// A partial file of `offset` bytes was completed with the `bytes` that followed it.
        case resumed(offset: Int64, bytes: Int64)
        /// The server answered 304 Not Modified: the file on disk is current and was left as it was.
        case unchanged
    }

    /// The file's name (`title.basics.tsv.gz`).
    public var file: String
    /// The complete file on disk.
    public var path: String
    /// How it came to be.
    public var kind: Kind

    /// Creates an outcome.
    ///
    /// - Parameters:
    ///   - file: The file's name.
    ///   - path: The complete file on disk.
    ///   - kind: How it came to be.
    public init(file: String, path: String, kind: Kind) {
        self.file = file
        self.path = path
        self.kind = kind
    }
}
