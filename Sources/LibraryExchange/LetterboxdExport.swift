import Foundation
import MovieCatalog

/// Reads a Letterboxd export, its `.zip` or its unpacked folder, into an ``ImportBatch``.
///
/// `diary.csv` rows are viewings (reviews from `reviews.csv` join the viewing of the same film and
/// day, or become viewings of their own), `watched.csv` rows films seen without a day, `ratings.csv`
/// rows ratings, `watchlist.csv` rows the watchlist, and each `lists/*.csv` a list. Columns are read
/// by header name, with a real CSV reader; a row that cannot be read becomes a ``BadLine`` and the
/// others are read on. Every record has a ``ImportRecord/sourceKey`` that is the same on every read of
/// the same export, so importing it again adds nothing twice.
///
/// ```swift
/// let batch = try LetterboxdExport.read(at: "letterboxd-me-2026-11-20-utc.zip")
/// let report = try imports.importBatch(batch)
/// ```
public enum LetterboxdExport {
    /// The batch's ``ImportBatch/source``.
    public static let source = "letterboxd"

    /// The files read, in the order they are read.
    static let fileNames = ["diary.csv", "reviews.csv", "ratings.csv", "watched.csv", "watchlist.csv"]

    /// Reads the export at `path`.
    ///
    /// - Parameter path: The export's `.zip`, or the folder it unpacks to.
    /// - Returns: The records, in file order, and the lines that could not be read.
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/importUnreadable`` when `path` is neither a
    ///   folder nor a zip, when the zip holds an entry leaving its folder or expanding absurdly, or
    ///   when it holds none of Letterboxd's files.
    public static func read(at path: String) throws(CatalogError) -> ImportBatch {
        let export = try ExportFiles.read(at: path, wanted: isLetterboxdFile)
        let files = topLevel(export.files)
        guard !files.isEmpty else {
            throw CatalogError(
                .importUnreadable,
                "\(path) holds none of Letterboxd's files (diary.csv, watched.csv, ratings.csv, watchlist.csv, "
                    + "reviews.csv, lists/)",
                file: path)
        }
        return read(files: files)
    }

    /// Reads the export's files, given by path inside the export (`diary.csv`, `lists/x.csv`).
    ///
    /// - Parameter files: The files' bytes by path.
    /// - Returns: The records and the bad lines; files it does not know are ignored.
    public static func read(files: [String: Data]) -> ImportBatch {
        var reader = LetterboxdReader()
        for name in fileNames {
            guard let data = files[name] else { continue }
            reader.read(file: name, CSVRecords(data))
        }
        for name in files.keys.filter({ $0.hasPrefix("lists/") && $0.lowercased().hasSuffix(".csv") }).sorted() {
            guard let data = files[name] else { continue }
            reader.readList(file: name, CSVRecords(data))
        }
        return ImportBatch(source: source, records: reader.records, badLines: reader.badLines)
    }

    /// Whether `path` (inside a zip or a folder) may be one of Letterboxd's files.
    static func isLetterboxdFile(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        guard let last = parts.last else { return false }
        if fileNames.contains(String(last)) { return true }
        return parts.count >= 2 && parts[parts.count - 2] == "lists" && last.lowercased().hasSuffix(".csv")
    }

    /// The files at the export's top: the folder of the shallowest known file (a zip may hold one
    /// folder around them), its files and its `lists/`, paths made relative to it.
    static func topLevel(_ files: [String: Data]) -> [String: Data] {
        let known = files.keys.filter { path in fileNames.contains { path == $0 || path.hasSuffix("/" + $0) } }
        let lists = files.keys.filter { $0 == "lists" || $0.hasPrefix("lists/") || $0.contains("/lists/") }
        let candidates =
            known.isEmpty
            ? lists.compactMap { path in path.range(of: "lists/").map { String(path[..<$0.lowerBound]) } }
            : known.map { path in path.split(separator: "/").dropLast().map { $0 + "/" }.joined() }
        guard let prefix = candidates.min(by: { $0.count < $1.count }) else { return [:] }
        var top: [String: Data] = [:]
        for (path, data) in files where path.hasPrefix(prefix) {
            let relative = String(path.dropFirst(prefix.count))
            let isList = relative.hasPrefix("lists/") && relative.split(separator: "/").count == 2
            if fileNames.contains(relative) || isList {
                top[relative] = data
            }
        }
        return top
    }
}
