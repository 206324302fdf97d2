import MovieCatalog

/// The fields every Letterboxd file shares (`Date,Name,Year,Letterboxd URI`, and `Rating`,
/// `Rewatch`, `Tags`, `Watched Date` where the file has them), read from one row by column name.
///
/// Each reader throws a ``BadLine`` reason (a plain string) for a value that cannot be what it claims.
struct LetterboxdFields {
    let header: CSVHeader
    let record: CSVRecords.Record

    /// Why a row cannot be read.
    struct Problem: Error {
        let reason: String
    }

    /// The title, which every row needs.
    func name() throws(Problem) -> String {
        guard let name = header.value("Name", in: record) else { throw Problem(reason: "the Name is empty") }
        return name
    }

    /// The year, when given: a whole number from 1870 to 2200.
    func year(_ column: String = "Year") throws(Problem) -> Int? {
        guard let text = header.value(column, in: record) else { return nil }
        guard let year = Int(text), (1870...2200).contains(year) else {
            throw Problem(reason: "the \(column) \"\(text)\" is not a year")
        }
        return year
    }

    /// A day in the column `column` (`YYYY-MM-DD`), when given.
    func date(_ column: String) throws(Problem) -> CalendarDate? {
        guard let text = header.value(column, in: record) else { return nil }
        guard let date = CalendarDate(iso: text) else {
            throw Problem(reason: "the \(column) \"\(text)\" is not a date (YYYY-MM-DD)")
        }
        return date
    }

    /// The rating, when given: 0.5 to 5 stars in halves.
    func rating() throws(Problem) -> PersonalRating? {
        guard let text = header.value("Rating", in: record) else { return nil }
        guard let stars = Double(text), stars >= 0.5, stars <= 5, let rating = PersonalRating(stars: stars) else {
            throw Problem(reason: "the rating \"\(text)\" is not 0.5 to 5 in halves")
        }
        return rating
    }

    /// Whether the row is a rewatch: `Yes`.
    var isRewatch: Bool { header.value("Rewatch", in: record)?.lowercased() == "yes" }

    /// The tags, comma-separated.
    var tags: [String] {
        header.value("Tags", in: record).map { $0.split(separator: ",").map(String.init) } ?? []
    }

    /// The film's address on Letterboxd, the row's key in its source.
    var uri: String? { header.value("Letterboxd URI", in: record) ?? header.value("URL", in: record) }

    /// What names the film in a key when the row has no address: its title and year.
    func filmKey(name: String, year: Int?) -> String {
        uri ?? "\(name) (\(year.map(String.init) ?? "?"))"
    }
}
