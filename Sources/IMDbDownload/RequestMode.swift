/// What a request asks the server for.
enum RequestMode: Sendable, Equatable {
    /// The whole file.
    case fresh
    /// The whole file, unless it still has the complete file's validators (then 304).
    case conditional
    /// The bytes after the `.part` file's `offset`, if the file still has the part's validators.
    case resume(offset: Int64)
}
