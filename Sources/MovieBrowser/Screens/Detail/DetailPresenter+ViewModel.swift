import MovieCatalog
import TerminalUI

/// What the detail draws: the movie's fields, chart and lists, built once per frame.
extension DetailPresenter {
    /// What the view draws, built for each frame.
    public func viewModel() -> DetailViewModel {
        viewModelBuilds += 1
        guard let movie else {
            return DetailViewModel(
                heading: nil, credits: [], focus: focus, fields: [], shares: [], personalRating: nil, similar: [],
                noteInput: nil,
                missingText: loadFailure.map { "Cannot show movie #\(movieID): \($0)" } ?? "No movie has id \(movieID)")
        }
        return DetailViewModel(
            heading: "\(movie.title.display) (\(movie.years))",
            credits: credits, focus: focus,
            fields: DetailViewModel.fields(movie, entry: entry) + DetailViewModel.diaryFields(viewings),
            shares: (movie.ratingShares ?? []).enumerated().map { BarChart.Bar(String($0.offset + 1), $0.element) },
            personalRating: entry?.personalRating?.value,
            similar: similar.map { similar in
                DetailViewModel.SimilarRow(
                    // The first year: the column is four wide, and a series' run would be cut.
                    title: similar.title.display, year: "\(similar.year)",
                    rating: MovieFormat.rating(of: similar), votes: similar.votes.grouped)
            },
            noteInput: noteInput,
            missingText: nil, logForm: logger.form)
    }
}
