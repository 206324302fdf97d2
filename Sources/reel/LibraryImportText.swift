import MovieCatalog

/// The text of the library's imports: the report of `reel import --letterboxd …` and the rows
/// `reel import --review` lists.
enum LibraryImportText {
    /// The report: the counts on one line, then each bad line as `file:line: reason`.
    ///
    /// - Parameter report: The import's report.
    /// - Parameter source: Where the rows came from (`letterboxd`).
    static func report(_ report: LibraryImportReport, source: String) -> String {
        let waiting = report.ambiguous + report.unmatched
        var text =
            "Imported from \(source): \(report.matchedByID) matched by IMDb id, \(report.matchedByTitle) by title "
            + "and year, \(report.alreadyImported) already imported; \(report.ambiguous) ambiguous and "
            + "\(report.unmatched) unmatched \(waiting == 1 ? "waits" : "wait") for review"
            + (waiting > 0 ? " (reel import --review)" : "") + "; \(report.badLines.count) bad "
            + (report.badLines.count == 1 ? "line" : "lines") + ".\n"
        for line in report.badLines {
            text += line.description.escapingControlCharacters + "\n"
        }
        return text
    }

    /// The rows waiting for review: each row's id, file and line, title and year, then its candidates.
    ///
    /// - Parameter pending: The rows.
    static func pending(_ pending: [PendingImport]) -> String {
        guard !pending.isEmpty else { return "No imported row waits for review.\n" }
        var text = ""
        for row in pending {
            let record = row.record
            let year = record.year.map { " (\($0))" } ?? ""
            let what = row.candidates.count > 1 ? "ambiguous" : row.candidates.isEmpty ? "unmatched" : "one candidate"
            text +=
                "#\(row.id) \(record.file):\(record.line) \(record.kind.rawValue) \"\(record.title)\"\(year): \(what)\n"
            for movie in row.candidates {
                let imdb = movie.imdbID.map { " \($0.text)" } ?? ""
                text += "    \(movie.id)\(imdb) \(movie.title.display) (\(movie.years))\n"
            }
        }
        return text + "Import one as a movie with `reel import --review --resolve ID --movie MOVIE`, or drop it "
            + "with `--skip ID`.\n"
    }
}
