import GRDB
import MovieCatalog

/// The steps of one ``IMDbImporter/importDatasets(from:options:progress:stage:)``, in the order it takes
/// them: read the ratings and the episodes' links (while the shipped CSV is parsed), then in one
/// transaction clear the catalog, insert the rows of the four other files, build the indexes, re-link the watchlist, and record the import.
struct IMDbImportRun {
    let files: DatasetFiles
    let options: IMDbImporter.Options
    let progress: ((IMDbImporter.Progress) -> Void)?
    let stage: ((IMDbImporter.Stage, _ finished: Bool) -> Void)?

    /// What the files held, for the report.
    struct Rows {
        let ratings: Ratings
        let titles: TitlesOutcome
        let crew: Crew
        let credits: CreditsOutcome
        /// The credits stored: a credit listed twice is stored once.
        let storedCredits: Int
        let people: PeopleOutcome
        /// title.episode's links, when it was read (for its bad lines).
        let links: EpisodeLinks?
    }

    /// Reads title.ratings on this thread while another parses the shipped CSV to match with; returns
    /// what title.basics keeps.
    func readRatingsAndCatalog() throws(CatalogError) -> TitleFilter {
        let csv = options.catalogCSV
        let catalogChannel = BatchChannel<Int, [String: CSVExtras]>(name: "reel.imdb.csv") {
            _ throws(CatalogError) in
            try csv.map { path throws(CatalogError) in try IMDbImporter.catalogExtras(path) } ?? [:]
        }
        let ratings = try IMDbParsers.ratings(files.ratings.open()) { report(files.ratings, $0) }
        finish(files.ratings, rows: ratings.rows)
        let links = try readEpisodeLinks()
        while catalogChannel.receive() != nil {}
        let catalog = try catalogChannel.outcome()
        return TitleFilter(
            types: options.types.map { Array($0.utf8) }, includeAdult: options.includeAdult, ratings: ratings,
            catalog: catalog, links: links)
    }

    /// title.episode, when series are kept.
    private func readEpisodeLinks() throws(CatalogError) -> EpisodeLinks? {
        guard let file = files.episodes else { return nil }
        let links = try IMDbParsers.episodeLinks(file.open()) { report(file, $0) }
        finish(file, rows: links.rows)
        return links
    }

    /// Drops the catalog's indexes and deletes its rows; returns the new import's generation.
    func clearCatalog(_ db: Database) throws -> Int {
        let generation = (try Int.fetchOne(db, sql: "SELECT generation FROM catalog_import WHERE id = 1") ?? 0) + 1
        try db.execute(sql: CatalogSchema.dropMovieIndexes + IMDbImporter.dropCatalogIndexes)
        try db.execute(
            sql: """
                DELETE FROM movie; INSERT INTO movie_fts(movie_fts) VALUES('delete-all');
                DELETE FROM credit; DELETE FROM person; INSERT INTO person_fts(person_fts) VALUES('delete-all');
                DELETE FROM episode; DELETE FROM catalog_import
                """)
        return generation
    }

    /// Inserts the movies, the credits and the people, each file parsed on its own thread while this one
    /// inserts (title.crew, small, is read here between them).
    func insertRows(_ db: Database, filter: TitleFilter) throws -> Rows {
        let writer = try IMDbRowWriter(db)
        let titles = try insertTitles(with: writer, filter: filter)
        // Episodes' credits only when asked: without them, an episode's line of title.principals costs
        // one lookup in a set it is not in.
        let credited = options.episodeCredits ? titles.kept.union(titles.episodes) : titles.kept
        let crew = try IMDbParsers.crew(files.crew.open(), kept: credited) { report(files.crew, $0) }
        finish(files.crew, rows: crew.rows)
        let (credits, stored) = try insertCredits(with: writer, kept: credited, crew: crew)
        let people = try insertPeople(with: writer, named: credits.named)
        return Rows(
            ratings: filter.ratings, titles: titles, crew: crew, credits: credits, storedCredits: stored,
            people: people, links: filter.links)
    }

    /// title.basics: the movies, series and episodes.
    private func insertTitles(with writer: IMDbRowWriter, filter: TitleFilter) throws -> TitlesOutcome {
        let file = files.basics
        let titles = try drain(
            BatchChannel<(TitleBatch, ReadPosition), TitlesOutcome>(name: "reel.imdb.titles") {
                send throws(CatalogError) in
                try IMDbParsers.titles(file.open(), filter: filter) { send(($0, $1)) }
            }
        ) { batch in
            for row in batch.0.titles { try writer.insert(row) }
            for row in batch.0.episodes { try writer.insert(row) }
            report(file, batch.1)
        }
        finish(file, rows: titles.rows)
        return titles
    }

    /// title.principals and title.crew: the credits, and how many were stored.
    private func insertCredits(
        with writer: IMDbRowWriter, kept: IDSet, crew: Crew
    ) throws -> (CreditsOutcome, stored: Int) {
        let file = files.principals
        var stored = 0
        let credits = try drain(
            BatchChannel<(CreditBatch, ReadPosition), CreditsOutcome>(name: "reel.imdb.credits") {
                send throws(CatalogError) in
                try IMDbParsers.credits(file.open(), kept: kept, crew: crew) { send(($0, $1)) }
            }
        ) { batch in
            stored += try writer.insert(batch.0)
            report(file, batch.1)
        }
        finish(file, rows: credits.rows)
        return (credits, stored)
    }

    /// name.basics: the people the credits name.
    private func insertPeople(with writer: IMDbRowWriter, named: IDSet) throws -> PeopleOutcome {
        let file = files.names
        let people = try drain(
            BatchChannel<(PersonBatch, ReadPosition), PeopleOutcome>(name: "reel.imdb.people") {
                send throws(CatalogError) in
                try IMDbParsers.people(file.open(), named: named) { send(($0, $1)) }
            }
        ) { batch in
            try writer.insert(batch.0)
            report(file, batch.1)
        }
        finish(file, rows: people.rows)
        return people
    }

    /// The full-text indexes of the titles (movies and series: episodes are reached through their series)
    /// and of the people's names.
    func buildSearchIndex(_ db: Database) throws {
        try step(.searchIndex) {
            try db.execute(
                sql: """
                    INSERT INTO movie_fts (rowid, title) SELECT id, display_title FROM movie;
                    INSERT INTO person_fts (rowid, name) SELECT id, name FROM person;
                    """)
        }
    }

    /// The weighted ratings, the catalog's indexes and the people's credit counts.
    func buildIndexes(_ db: Database) throws {
        try step(.indexes) {
            try DerivedColumns.updateWeightedRating(db)
            // The credits' index first: the people's counts are read along it, and the people's index
            // is built on the counts.
            try db.execute(sql: CatalogSchema.createMovieIndexes + IMDbImporter.creditsByPerson.create)
            try db.execute(sql: IMDbImporter.countCredits)
            try db.execute(sql: IMDbImporter.peopleByCredits.create)
            try db.execute(sql: CatalogIndex.episodeBySeries.create)
        }
    }

    /// The user's watchlist follows the new catalog: re-linked by IMDb id, then title and year.
    func relinkWatchlist(_ db: Database) throws -> LibraryRelink.Outcome {
        try step(.watchlist) { try LibraryRelink.run(db) }
    }

    /// The filter columns and the match sets of the words many titles share, for search at scale.
    func buildSearchSets(_ db: Database) throws {
        try step(.searchSets) {
            try SearchBitmaps.rebuild(db)
            try LetterSets.rebuild(db)
        }
    }

    /// What was kept, left out and skipped.
    func report(of rows: Rows, watchlist: LibraryRelink.Outcome) -> IMDbImportReport {
        var skipped = rows.ratings.skipped
        if let links = rows.links { skipped.add(links.skipped) }
        skipped.add(rows.titles.skipped)
        skipped.add(rows.crew.skipped)
        skipped.add(rows.credits.skipped)
        skipped.add(rows.people.skipped)
        let titles = rows.titles
        return IMDbImportReport(
            source: files.directory, movies: titles.movies, series: titles.series, miniSeries: titles.miniSeries,
            episodes: titles.episodes.count, episodesWithoutSeries: titles.episodesWithoutSeries,
            people: rows.people.people,
            credits: rows.storedCredits, unknownPeople: rows.credits.named.count - rows.people.people,
            withoutYear: titles.withoutYear, adultLeftOut: titles.adultLeftOut, unrated: titles.unrated,
            matched: titles.matched, skippedLines: skipped.listed, skippedCount: skipped.count,
            watchlistNotInCatalog: watchlist.unmatched)
    }

    /// Records the import (`catalog_import`): when, from where, and its counts.
    func record(_ report: IMDbImportReport, generation: Int, at stamp: Timestamp, in db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO catalog_import
                    (id, imported_at, source, movie_count, skipped_count, known_budget_count, generation, kind,
                     person_count, credit_count)
                VALUES (1, ?, ?, ?, ?, (SELECT COUNT(budget) FROM movie), ?, 'imdb', ?, ?)
                """,
            arguments: [
                stamp.millisecondsSince1970, files.directory, report.movies + report.series + report.miniSeries,
                report.skippedCount, generation,
                report.people, report.credits,
            ])
    }

    /// Runs one stage between its two reports.
    private func step<T>(_ which: IMDbImporter.Stage, _ body: () throws -> T) rethrows -> T {
        stage?(which, false)
        let result = try body()
        stage?(which, true)
        return result
    }

    private func report(_ file: DatasetFile, _ position: ReadPosition) {
        progress?(
            IMDbImporter.Progress(
                file: file.name, rows: position.rows, bytesRead: position.bytesRead, fileSize: file.size,
                finished: false))
    }

    private func finish(_ file: DatasetFile, rows: Int) {
        progress?(
            IMDbImporter.Progress(
                file: file.name, rows: rows, bytesRead: file.size, fileSize: file.size, finished: true))
    }

    /// Inserts every batch of `channel` with `insert`, then returns the parser's outcome; cancels the parser
    /// when inserting fails.
    private func drain<Batch, Outcome>(
        _ channel: BatchChannel<Batch, Outcome>, insert: (Batch) throws -> Void
    ) throws -> Outcome {
        do {
            while let batch = channel.receive() { try insert(batch) }
        } catch {
            channel.cancel()
            throw error
        }
        return try channel.outcome()
    }
}
