import MovieCatalog

/// What the diary's view draws: the rows on screen as text, built once per frame.
extension DiaryPresenter {
    /// What the view draws, built for each frame from the rows ``prepare(visibleRows:)`` read.
    public func viewModel() -> DiaryViewModel {
        viewModelBuilds += 1
        let end = min(rows.count, list.offset + visibleRows)
        let shown: [DiaryViewModel.Row] = (list.offset..<max(list.offset, end)).map { index in
            switch rows.row(index) {
            case .heading(let month)?: .heading(DiaryViewModel.heading(month))
            case .viewing(let at)?: rows.viewing(at).map { .viewing(DiaryViewModel.row($0)) } ?? .missing
            case nil: .missing
            }
        }
        let empty =
            year.map { years.isEmpty ? nil : "No viewings in \($0) — [ and ] change the year" } ?? nil
        return DiaryViewModel(
            firstRow: list.offset, rows: shown, rowCount: rows.count,
            emptyText: empty ?? "No viewings yet — press l on a movie to log one", form: logger.form)
    }
}
