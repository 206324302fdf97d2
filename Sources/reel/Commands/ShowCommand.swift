import ArgumentParser
import MovieCatalog

/// `reel show ID`: every field of one movie, its credits, and its watchlist entry if any; a series
/// with its seasons and the user's progress; an episode with its series.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract:
            "Show one movie, series or episode by its id (ids come from `reel search`) or its IMDb id (tt0068646).")

    @Argument(help: MovieArgument.help, transform: MovieArgument.parse)
    var id: MovieArgument

    @OptionGroup var catalog: CatalogOptions

    @Flag(help: "Print the movie as JSON.")
    var json = false

    mutating func run() throws {
        try reportingErrors {
            let session = try CatalogSession(options: catalog)
            switch try id.title(in: session) {
            case .movie(let movie) where movie.kind.isSeries:
                try showSeries(movie, session)
            case .movie(let movie):
                try showMovie(movie, session)
            case .episode(let episode):
                try showEpisode(episode, session)
            }
        }
    }

    private func showMovie(_ movie: Movie, _ session: CatalogSession) throws {
        let credits = try session.container.resolve((any PeopleRepository).self).credits(movieID: movie.id)
        if json {
            try? JSONOutput.print(JSONOutput.MovieDetailJSON(movie, credits: credits))
        } else {
            let entry = try session.watchlist.entry(movieID: movie.id)
            Terminal.standardOutput.write(
                MovieText.detail(movie, credits: credits, watchlist: entry, width: Terminal.standardOutput.width))
        }
    }

    private func showSeries(_ series: Movie, _ session: CatalogSession) throws {
        let credits = try session.container.resolve((any PeopleRepository).self).credits(movieID: series.id)
        let repository = try session.container.resolve((any SeriesRepository).self)
        let seasons = SeriesSeason.grouping(try repository.episodes(ofSeries: series.id))
        let progress = try repository.progress(ofSeries: series.id)
        if json {
            try? JSONOutput.print(
                JSONOutput.SeriesDetailJSON(
                    detail: JSONOutput.MovieDetailJSON(series, credits: credits), series: series, seasons: seasons,
                    progress: progress))
        } else {
            let entry = try session.watchlist.entry(movieID: series.id)
            Terminal.standardOutput.write(
                SeriesText.detail(
                    series, credits: credits, seasons: seasons, progress: progress, watchlist: entry,
                    width: Terminal.standardOutput.width))
        }
    }

    private func showEpisode(_ episode: Episode, _ session: CatalogSession) throws {
        let credits = try session.container.resolve((any PeopleRepository).self).credits(movieID: episode.id)
        let series = try session.movies.movie(id: episode.seriesID)
        if json {
            try? JSONOutput.print(JSONOutput.EpisodeDetailJSON(episode: episode, series: series, credits: credits))
        } else {
            let entry = try session.watchlist.entry(movieID: episode.id)
            Terminal.standardOutput.write(
                SeriesText.episode(
                    episode, series: series, credits: credits, watchlist: entry, width: Terminal.standardOutput.width))
        }
    }
}
