import MovieCatalog

/// A result whose rows a ``QueryRecorder`` counts.
protocol RecordedRows {
    /// The rows the call returned.
    var recordedRowCount: Int { get }
}

extension MoviePage: RecordedRows {
    var recordedRowCount: Int { movies.count }
}

extension Optional: RecordedRows where Wrapped == Movie {
    var recordedRowCount: Int { self == nil ? 0 : 1 }
}

extension Array: RecordedRows where Element == Movie {
    var recordedRowCount: Int { count }
}
