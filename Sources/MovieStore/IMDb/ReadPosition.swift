/// Where a parser is in its file, sent with each batch for the progress bar.
struct ReadPosition: Sendable {
    let rows: Int
    let bytesRead: Int
}
