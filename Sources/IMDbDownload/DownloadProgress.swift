/// How far the download of one file has come, reported while its bytes arrive.
///
/// ``bytesOnDisk`` counts the whole `.part` file, so a resumed download starts at ``resumedFrom``
/// instead of zero; a progress bar is `bytesOnDisk / expectedBytes` when the total is known.
public struct DownloadProgress: Hashable, Sendable {
    /// The file's name (`title.basics.tsv.gz`).
    public var file: String
    /// The file's position in the list being downloaded, from 0.
    public var fileIndex: Int
    /// How many files the download has.
    public var fileCount: Int
    /// The bytes of the file on disk so far, those of a resumed part included.
    public var bytesOnDisk: Int64
    /// The bytes already on disk when this transfer began (0 unless it resumes).
    public var resumedFrom: Int64
    /// The file's whole size, when the server announced it.
    public var expectedBytes: Int64?

    /// Creates a progress report.
    ///
    /// - Parameters:
    ///   - file: The file's name.
    ///   - fileIndex: Its position in the list, from 0.
    ///   - fileCount: How many files the download has.
    ///   - bytesOnDisk: The bytes on disk so far.
    ///   - resumedFrom: The bytes on disk when the transfer began.
    ///   - expectedBytes: The whole size, if known.
    public init(
        file: String, fileIndex: Int, fileCount: Int, bytesOnDisk: Int64, resumedFrom: Int64, expectedBytes: Int64?
    ) {
        self.file = file
        self.fileIndex = fileIndex
        self.fileCount = fileCount
        self.bytesOnDisk = bytesOnDisk
        self.resumedFrom = resumedFrom
        self.expectedBytes = expectedBytes
    }
}
