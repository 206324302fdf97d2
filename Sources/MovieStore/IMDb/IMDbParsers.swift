import MovieCatalog

/// The parsing half of an IMDb import: each function reads one dataset file from its ``TSVReader``
/// through that file's ``DatasetParser``, and hands what to insert to `send` in batches (on the parser
/// thread) or returns what it kept.
enum IMDbParsers {
    static let tt: (UInt8, UInt8) = (116, 116)
    static let nm: (UInt8, UInt8) = (110, 109)

    /// The ratings of every title, read whole.
    static func ratings(_ reader: TSVReader, progress: (ReadPosition) -> Void) throws(CatalogError) -> Ratings {
        var parser = RatingsParser()
        let read = try DatasetRead.whole(reader, into: &parser, progress: progress)
        return Ratings(values: parser.values, rows: read.rows, skipped: read.skipped)
    }

    /// Each episode's series, season and number, read whole into sorted arrays.
    static func episodeLinks(
        _ reader: TSVReader, progress: (ReadPosition) -> Void
    ) throws(CatalogError) -> EpisodeLinks {
        var parser = EpisodeLinksParser()
        let read = try DatasetRead.whole(reader, into: &parser, progress: progress)
        parser.links.sort()
        parser.links.rows = read.rows
        parser.links.skipped = read.skipped
        return parser.links
    }

    /// The movies, series and episodes of title.basics that `filter` keeps, in batches.
    static func titles(
        _ reader: TSVReader, filter: TitleFilter, send: (TitleBatch, ReadPosition) -> Bool
    ) throws(CatalogError) -> TitlesOutcome {
        var parser = TitlesParser(filter: filter)
        let read = try DatasetRead.batches(reader, into: &parser, send: send)
        parser.outcome.rows = read.rows
        parser.outcome.skipped = read.skipped
        return parser.outcome
    }

    /// The directors and writers of title.crew for the kept titles, read whole.
    static func crew(_ reader: TSVReader, kept: IDSet, progress: (ReadPosition) -> Void) throws(CatalogError) -> Crew {
        var parser = CrewParser(kept: kept)
        let read = try DatasetRead.whole(reader, into: &parser, progress: progress)
        parser.crew.rows = read.rows
        parser.crew.skipped = read.skipped
        return parser.crew
    }

    /// The credits of the kept titles: every principal, then the directors and writers of title.crew the
    /// principals do not already name, ordered after them.
    static func credits(
        _ reader: TSVReader, kept: IDSet, crew: Crew, send: (CreditBatch, ReadPosition) -> Bool
    ) throws(CatalogError) -> CreditsOutcome {
        var parser = CreditsParser(kept: kept, crew: crew)
        let read = try DatasetRead.batches(reader, into: &parser, send: send)
        parser.outcome.rows = read.rows
        parser.outcome.skipped = read.skipped
        return parser.outcome
    }

    /// The people the kept credits name.
    static func people(
        _ reader: TSVReader, named: IDSet, send: (PersonBatch, ReadPosition) -> Bool
    ) throws(CatalogError) -> PeopleOutcome {
        var parser = PeopleParser(named: named)
        let read = try DatasetRead.batches(reader, into: &parser, send: send)
        parser.outcome.rows = read.rows
        parser.outcome.skipped = read.skipped
        return parser.outcome
    }

    /// The key a movie is matched with the shipped CSV by: its title lowercased and its year.
    static func matchKey(_ title: String, _ year: Int) -> String {
        "\(title.lowercased())\t\(year)"
    }
}
