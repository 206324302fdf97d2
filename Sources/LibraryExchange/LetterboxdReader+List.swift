import MovieCatalog

extension LetterboxdReader {
    /// Reads a list file: a block describing the list (`Date,Name,Tags,URL,Description` and one row,
    /// sometimes after a format line such as `Letterboxd list export v7`), a blank line, then its
    /// entries under `Position,Name,Year,URL,Description`.
    ///
    /// The list is ranked when the entries give positions; without a describing block it is named
    /// after the file.
    mutating func readList(file: String, _ csv: CSVRecords) {
        let rows = csv.records.filter { !$0.isBlank }
        var list = ImportedList(name: Self.listName(file: file))
        var listURL: String?
        // The entries' header: the first row naming `Name` with `Position` or `Year`.
        guard
            let entriesAt = rows.firstIndex(where: {
                $0.fields.contains("Name") && ($0.fields.contains("Position") || $0.fields.contains("Year"))
            })
        else {
            bad(file, rows.first?.line ?? 1, "no header of the list's entries (Position,Name,Year,URL,Description)")
            return
        }
        if let blockAt = rows[..<entriesAt].firstIndex(where: { $0.fields.contains("Name") }), blockAt + 1 < entriesAt {
            let header = CSVHeader(rows[blockAt])
            let row = rows[blockAt + 1]
            if let name = header.value("Name", in: row) { list.name = name }
            list.description = header.text("Description", in: row)
            listURL = header.value("URL", in: row)
        }
        let header = CSVHeader(rows[entriesAt])
        let entries = rows[(entriesAt + 1)...]
        list.isRanked = header.has("Position") && entries.contains { header.value("Position", in: $0) != nil }
        var next = 1
        var records: [ImportRecord] = []
        for row in entries {
            let fields = LetterboxdFields(header: header, record: row)
            do throws(LetterboxdFields.Problem) {
                let name = try fields.name()
                let year = try fields.year()
                var position = next
                if let text = header.value("Position", in: row) {
                    guard let given = Int(text), given >= 1 else {
                        throw LetterboxdFields.Problem(reason: "the Position \"\(text)\" is not a place from 1")
                    }
                    position = given
                }
                next = position + 1
                let film = fields.filmKey(name: name, year: year)
                var record = ImportRecord(
                    kind: .listEntry, file: file, line: row.line, title: name, year: year,
                    details: ViewingDetails(date: nil, note: header.text("Description", in: row)), list: list,
                    position: position)
                record.sourceKey = uniqueKey("letterboxd:list:\(listURL ?? list.name):\(film)")
                records.append(record)
            } catch {
                bad(file, row.line, error.reason)
            }
        }
        for record in records { append(record) }
    }

    /// `lists/best-of-2024.csv` → `best-of-2024`.
    static func listName(file: String) -> String {
        let base = file.split(separator: "/").last.map(String.init) ?? file
        return base.lowercased().hasSuffix(".csv") ? String(base.dropLast(4)) : base
    }
}
