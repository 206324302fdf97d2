import MovieCatalog

extension TitlesParser {
    /// A tvEpisode line: kept when title.episode links it to a kept series, counted when its series is
    /// missing (or it has no link), left out silently when its series is of a type the options leave out.
    mutating func parseEpisode(_ line: borrowing TSVLine) throws(LineProblem) {
        guard let links = filter.links else { return }
        let id = try line.requiredIdentifier(0, "tconst", prefix: IMDbParsers.tt)
        guard try keepsAdult(line) else {
            outcome.adultLeftOut += 1
            return
        }
        let year = try line.optionalInteger(5, "startYear")
        guard let title = line.string(2), !title.isEmpty else { throw LineProblem("primaryTitle is empty") }
        let minutes = try line.optionalInteger(7, "runtimeMinutes")
        guard episodesRead.insert(id) else { throw LineProblem("tconst \(line.quoted(0)) appears twice") }
        guard let link = links.link(of: id, hint: &linkHint) else {
            outcome.episodesWithoutSeries += 1
            return
        }
        let rating = filter.ratings.rating(of: id)
        let episode = IMDbEpisodeRecord(
            id: id, series: link.series, season: link.season, number: link.number, title: title, year: year,
            minutes: minutes, rating: rating?.rating ?? 0, votes: rating?.votes ?? 0)
        if seen.contains(link.series) {
            place(episode)
        } else {
            waiting.append(episode)
        }
    }

    /// Keeps `episode` when its series is kept; counts it when the series is missing.
    mutating func place(_ episode: IMDbEpisodeRecord) {
        if keptSeries.contains(episode.series) {
            outcome.episodes.insert(episode.id)
            batch.episodes.append(episode)
        } else if !excludedSeries.contains(episode.series) {
            outcome.episodesWithoutSeries += 1
        }
    }

    /// Places the episodes listed before their series, a batch at a time.
    mutating func finish() -> Bool {
        guard !waitingDone else { return false }
        // A copy of the chunk, so that removing it from `waiting` does not copy the rest.
        let chunk = Array(waiting.suffix(DatasetRead.batchSize))
        waiting.removeLast(chunk.count)
        for episode in chunk { place(episode) }
        if waiting.isEmpty { waitingDone = true }
        return true
    }
}
