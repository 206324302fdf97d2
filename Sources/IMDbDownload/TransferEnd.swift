/// How one request ended, when it did not fail.
enum TransferEnd: Sendable, Equatable {
    /// The body is in the `.part` file: `received` bytes after the `offset` bytes it kept.
    case complete(offset: Int64, received: Int64, validators: Validators?)
    /// 304: the complete file is current.
    case notModified
    /// 416: the `.part` file is not a prefix the server can continue (it is as long as the file, or longer).
    case rangeNotSatisfiable
}
