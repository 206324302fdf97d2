import MovieCatalog

/// What the import review's view draws, built for each frame.
extension ImportReviewPresenter {
    /// The kind of a row as the table names it.
    static func kind(_ record: ImportRecord) -> String {
        switch record.kind {
        case .viewing: "diary"
        case .watched: "watched"
        case .rating: "rating"
        case .watchlist: "watchlist"
        case .listEntry: record.list.map { "list: \($0.name)" } ?? "list"
        }
    }

    /// `title` on one line: a title with line breaks (a CSV cell may hold them) reads with spaces,
    /// not `^J`.
    static func oneLine(_ title: String) -> String {
        title.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// What the view draws, built for each frame.
    public func viewModel() -> ImportReviewViewModel {
        viewModelBuilds += 1
        let selected = selectedRow
        return ImportReviewViewModel(
            rows: rows.map { row in
                ImportReviewViewModel.Row(
                    place: "\(row.record.file):\(row.record.line)", kind: Self.kind(row.record),
                    title: Self.oneLine(row.record.title), year: row.record.year.map { String($0) } ?? "",
                    found: row.candidates.isEmpty ? "not found" : row.candidates.count.counted("candidate"))
            },
            heading: selected.map { row in
                let year = row.record.year.map { " (\($0))" } ?? ""
                let original = row.record.originalTitle.map { " · originally “\(Self.oneLine($0))”" } ?? ""
                return "“\(Self.oneLine(row.record.title))”\(year)\(original): "
                    + (row.candidates.isEmpty ? "the catalog has no such movie; s skips it" : "import it as")
            },
            candidates: selected?.candidates.enumerated().map { index, movie in
                ImportReviewViewModel.Candidate(
                    number: index < 9 ? String(index + 1) : "", title: movie.title.display, year: String(movie.year),
                    imdbID: movie.imdbID?.text ?? "#\(movie.id)", votes: movie.votes.counted("vote"))
            } ?? [],
            chosen: selected.map(choice(for:)) ?? 0,
            emptyText: "Nothing to review. Import with `reel import --letterboxd FILE`")
    }
}
