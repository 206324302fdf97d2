import MovieCatalog

/// Reads Letterboxd's files one after the other into records and bad lines.
struct LetterboxdReader {
    private(set) var records: [ImportRecord] = []
    private(set) var badLines: [BadLine] = []
    /// The keys given so far: a second row with the same key gets `#2`, and so on.
    private var keyCounts: [String: Int] = [:]
    /// The diary's viewings by film and day, for the reviews to join.
    private var diaryIndex: [String: Int] = [:]

    /// The columns a file needs besides `Name`.
    static let requiredColumns: [String: [String]] = [
        "diary.csv": ["Watched Date"], "reviews.csv": ["Review"], "ratings.csv": ["Rating"],
        "watched.csv": [], "watchlist.csv": [],
    ]

    /// Reads one of the five top-level files.
    mutating func read(file: String, _ csv: CSVRecords) {
        guard let first = csv.records.first else { return }
        let header = CSVHeader(first)
        let missing = (["Name"] + (Self.requiredColumns[file] ?? [])).filter { !header.has($0) }
        guard missing.isEmpty else {
            let names = missing.map { "\"\($0)\"" }.joined(separator: ", ")
            badLines.append(BadLine(file: file, line: first.line, reason: "the header has no \(names) column"))
            return
        }
        for record in csv.records.dropFirst() where !record.isBlank {
            let fields = LetterboxdFields(header: header, record: record)
            do throws(LetterboxdFields.Problem) {
                try readRow(file: file, fields)
            } catch {
                badLines.append(BadLine(file: file, line: record.line, reason: error.reason))
            }
        }
    }

    private mutating func readRow(file: String, _ fields: LetterboxdFields) throws(LetterboxdFields.Problem) {
        let name = try fields.name()
        let year = try fields.year()
        let added = try fields.date("Date")
        let film = fields.filmKey(name: name, year: year)
        var record = ImportRecord(
            kind: .viewing, file: file, line: fields.record.line, title: name, year: year, addedOn: added)
        switch file {
        case "diary.csv", "reviews.csv":
            let watched = try fields.date("Watched Date") ?? added
            let note = file == "reviews.csv" ? fields.header.text("Review", in: fields.record) : nil
            record.details = ViewingDetails(
                date: watched, rating: try fields.rating(), isRewatch: fields.isRewatch, note: note, tags: fields.tags)
            let day = watched?.iso ?? "undated"
            let index = "\(film)|\(day)"
            if file == "reviews.csv", let viewing = diaryIndex[index] {
                attachReview(record.details, to: viewing)
                return
            }
            record.sourceKey = uniqueKey("letterboxd:diary:\(film):\(day)")
            if file == "diary.csv", diaryIndex[index] == nil { diaryIndex[index] = records.count }
        case "ratings.csv":
            guard let rating = try fields.rating() else {
                throw LetterboxdFields.Problem(reason: "the rating is empty")
            }
            record.kind = .rating
            record.details = ViewingDetails(date: nil, rating: rating)
            record.sourceKey = uniqueKey("letterboxd:rating:\(film)")
        case "watched.csv":
            record.kind = .watched
            record.sourceKey = uniqueKey("letterboxd:watched:\(film)")
        default:
            record.kind = .watchlist
            record.sourceKey = uniqueKey("letterboxd:watchlist:\(film)")
        }
        records.append(record)
    }

    /// A review joins the diary's viewing of the same film and day: its text becomes the note, and
    /// its tags and rating fill what the viewing lacks.
    private mutating func attachReview(_ review: ViewingDetails, to index: Int) {
        let viewing = records[index].details
        records[index].details = ViewingDetails(
            date: viewing.date, rating: viewing.rating ?? review.rating,
            isRewatch: viewing.isRewatch || review.isRewatch,
            note: review.note ?? viewing.note, tags: viewing.tags + review.tags)
    }

    /// `key`, or `key#n` for its n-th use.
    mutating func uniqueKey(_ key: String) -> String {
        let count = keyCounts[key, default: 0] + 1
        keyCounts[key] = count
        return count == 1 ? key : "\(key)#\(count)"
    }

    /// Records a bad line.
    mutating func bad(_ file: String, _ line: Int, _ reason: String) {
        badLines.append(BadLine(file: file, line: line, reason: reason))
    }

    /// Adds a record.
    mutating func append(_ record: ImportRecord) {
        records.append(record)
    }
}
