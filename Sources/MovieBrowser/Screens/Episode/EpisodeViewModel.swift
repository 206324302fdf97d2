import MovieCatalog

/// What an episode's screen shows in one frame: plain values the presenter builds.
public struct EpisodeViewModel: Sendable {
    /// `Breaking Bad · S03E04 · Green Light`, or `nil` when there is no episode.
    public var heading: String?
    /// The labelled fields: series, place, title, year, length, rating, IMDb id, the neighbours.
    public var fields: [DetailViewModel.Field]
    /// The credits, as the detail lists a movie's.
    public var credits: [DetailViewModel.CreditRow]
    /// Shown instead of the credits when the catalog has none for the episode.
    public var noCredits: String
    /// Shown instead of the episode when it cannot be shown.
    public var missingText: String?
}

extension EpisodePresenter {
    /// What the view draws, built for each frame.
    public func viewModel() -> EpisodeViewModel {
        viewModelBuilds += 1
        let noCredits = "No credits of this episode in this catalog (reel import --episode-credits keeps them)"
        guard let episode else {
            return EpisodeViewModel(
                heading: nil, fields: [], credits: [], noCredits: noCredits,
                missingText: loadFailure.map { "Cannot show episode #\(episodeID): \($0)" }
                    ?? "No episode has id \(IMDbID(episodeID).text) in this catalog")
        }
        typealias Field = DetailViewModel.Field
        let seriesTitle = series?.title.display ?? IMDbID(episode.seriesID).text
        var fields = [Field(label: "Series", value: series.map { "\(seriesTitle) (\($0.years))" } ?? seriesTitle)]
        let place = place.map { " · \($0.index.grouped) of \($0.count.grouped) in broadcast order" } ?? ""
        fields.append(Field(label: "Episode", value: episode.code + place))
        fields.append(Field(label: "Title", value: episode.title))
        fields.append(Field(label: "Year", value: episode.year.map(String.init) ?? "unknown"))
        fields.append(Field(label: "Length", value: MovieFormat.length(episode.minutes)))
        fields.append(
            Field(
                label: "Rating",
                value: episode.isRated
                    ? "\(MovieFormat.rating(episode.rating)) / 10 from \(episode.votes.counted("vote"))"
                    : "unrated (no votes)"))
        fields.append(Field(label: "IMDb", value: episode.imdbID.text))
        fields.append(Field(label: "Previous", value: previous.map { "\($0.code)  \($0.title)" } ?? "none: the first"))
        fields.append(Field(label: "Next", value: next.map { "\($0.code)  \($0.title)" } ?? "none: the last"))
        return EpisodeViewModel(
            heading: "\(seriesTitle) · \(episode.code) · \(episode.title)", fields: fields, credits: credits,
            noCredits: noCredits, missingText: nil)
    }
}
