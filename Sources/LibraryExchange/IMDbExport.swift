import Foundation
import MovieCatalog

/// Reads IMDb's CSV exports: the ratings export and the watchlist or list export.
///
/// Columns are read by header name: older ratings exports lack `Original Title` and write
/// `Date Added` for `Date Rated`, and `Title Type` is `movie` in some and `Movie` in others (every
/// row is kept: the catalog decides by the IMDb id what it holds). A row that cannot be read becomes
/// a ``BadLine``.
///
/// ```swift
/// let batch = try IMDbExport.readRatings(at: "ratings.csv")
/// ```
public enum IMDbExport {
    /// The ``ImportBatch/source`` of a ratings export.
    public static let ratingsSource = "imdb-ratings"
    /// The ``ImportBatch/source`` of a watchlist or list export.
    public static let listSource = "imdb-list"

    /// Reads IMDb's ratings export: each row a ``ImportRecord/Kind/rating`` (IMDb's 1–10 is the
    /// rating's 1–10) with its IMDb id.
    ///
    /// - Parameter path: The CSV file.
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/importUnreadable`` when the file cannot be
    ///   read or its header lacks `Const` or `Your Rating`.
    public static func readRatings(at path: String) throws(CatalogError) -> ImportBatch {
        let (file, csv, header) = try open(path, needing: ["Const", "Your Rating"])
        var records: [ImportRecord] = []
        var bad: [BadLine] = []
        for row in csv.records.dropFirst() where !row.isBlank {
            do throws(LetterboxdFields.Problem) {
                var record = try common(header, row, file: file, kind: .rating)
                let text = header.value("Your Rating", in: row) ?? ""
                guard let value = Int(text), let rating = PersonalRating(value) else {
                    throw LetterboxdFields.Problem(reason: "the rating \"\(text)\" is not 1 to 10")
                }
                record.details = ViewingDetails(date: nil, rating: rating)
                record.addedOn = date(header, row, "Date Rated") ?? date(header, row, "Date Added")
                record.sourceKey = "imdb:rating:\(record.imdbID?.text ?? "")"
                records.append(record)
            } catch {
                bad.append(BadLine(file: file, line: row.line, reason: error.reason))
            }
        }
        return ImportBatch(source: ratingsSource, records: records, badLines: bad)
    }

    /// Reads IMDb's watchlist or list export: ``ImportRecord/Kind/watchlist`` records for a
    /// watchlist, else ``ImportRecord/Kind/listEntry`` records of a list named after the file.
    ///
    /// - Parameter path: The CSV file.
    /// - Parameter isWatchlist: Whether it is the watchlist; by default, when the file's name holds
    ///   `watchlist`.
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/importUnreadable`` when the file cannot be
    ///   read or its header lacks `Const`.
    public static func readList(at path: String, isWatchlist: Bool? = nil) throws(CatalogError) -> ImportBatch {
        let (file, csv, header) = try open(path, needing: ["Const"])
        let name = LetterboxdReader.listName(file: file)
        let watchlist = isWatchlist ?? name.lowercased().contains("watchlist")
        let list = ImportedList(name: name)
        var records: [ImportRecord] = []
        var bad: [BadLine] = []
        var next = 1
        for row in csv.records.dropFirst() where !row.isBlank {
            do throws(LetterboxdFields.Problem) {
                var record = try common(header, row, file: file, kind: watchlist ? .watchlist : .listEntry)
                let id = record.imdbID?.text ?? ""
                record.addedOn = date(header, row, "Created")
                if watchlist {
                    record.sourceKey = "imdb:watchlist:\(id)"
                } else {
                    let position = header.value("Position", in: row).flatMap { Int($0) }.flatMap { $0 >= 1 ? $0 : nil }
                    record.position = position ?? next
                    next = (position ?? next) + 1
                    record.list = list
                    record.details = ViewingDetails(date: nil, note: header.text("Description", in: row))
                    record.sourceKey = "imdb:list:\(name):\(id)"
                }
                records.append(record)
            } catch {
                bad.append(BadLine(file: file, line: row.line, reason: error.reason))
            }
        }
        return ImportBatch(source: listSource, records: records, badLines: bad)
    }

    /// The file's name, its records and header, checked for the columns `needing`.
    private static func open(
        _ path: String, needing columns: [String]
    ) throws(CatalogError) -> (String, CSVRecords, CSVHeader) {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CatalogError(.importUnreadable, "cannot read \(path): \(error.localizedDescription)", file: path)
        }
        guard UInt64(data.count) <= ExportFiles.sizeCap else {
            throw CatalogError(.importUnreadable, "\(path) is larger than an IMDb export can be", file: path)
        }
        let csv = CSVRecords(data)
        let file = (path as NSString).lastPathComponent
        guard let first = csv.records.first else {
            throw CatalogError(.importUnreadable, "\(path) is empty", file: path)
        }
        let header = CSVHeader(first)
        let missing = columns.filter { !header.has($0) }
        guard missing.isEmpty else {
            throw CatalogError(
                .importUnreadable,
                "\(file) is not an IMDb export: its header has no \(missing.joined(separator: ", ")) column",
                file: path, line: 1)
        }
        return (file, csv, header)
    }

    /// The id, titles and year every row has.
    private static func common(
        _ header: CSVHeader, _ row: CSVRecords.Record, file: String, kind: ImportRecord.Kind
    ) throws(LetterboxdFields.Problem) -> ImportRecord {
        let const = header.value("Const", in: row) ?? ""
        guard let id = IMDbID(text: const) else {
            throw LetterboxdFields.Problem(reason: "the Const \"\(const)\" is not an IMDb id (tt…)")
        }
        let fields = LetterboxdFields(header: header, record: row)
        let title = header.value("Title", in: row) ?? header.value("Original Title", in: row) ?? id.text
        let original = header.value("Original Title", in: row)
        return ImportRecord(
            kind: kind, file: file, line: row.line, title: title, originalTitle: original == title ? nil : original,
            year: try fields.year(), imdbID: id)
    }

    /// A day in `column`, or `nil` when absent or written otherwise than `YYYY-MM-DD`.
    private static func date(_ header: CSVHeader, _ row: CSVRecords.Record, _ column: String) -> CalendarDate? {
        header.value(column, in: row).flatMap { CalendarDate(iso: $0.prefix(10)) }
    }
}
