import GRDB

/// How well a title matches the words of a search, for ``MovieCatalog/MovieSort/Field/relevance``,
/// as an SQL order that SQLite's indexes answer.
///
/// Every movie the search finds has each word as the prefix of a title word; they rank by:
/// 1. the number of words that are whole title words (`godfather` is one of "The Godfather", only a
///    prefix of "3 Godfathers"), each asked of the full-text index as a whole token;
/// 2. then the most votes: `godf` lists "The Godfather", its Part II and Part III before the
///    little-known "Tokyo Godfathers" and "3 Godfathers", and `star` lists "Star Wars" before
///    "The Star" of 1952, which it names entirely.
///
/// Words are those of ``SearchText`` (runs of letters and digits, lowercased); the full-text index
/// also ignores diacritics.
enum SearchRelevance {
    /// The `ORDER BY` clause for `text`, best match first unless `descending`, and its arguments.
    ///
    /// - Parameter text: The search text.
    /// - Parameter descending: Whether the worst match comes first.
    /// - Returns: The clause and its arguments, or `nil` when the text has no words.
    static func order(_ text: String, descending: Bool) -> (clause: String, arguments: StatementArguments)? {
        let words = SearchText(text).words
        guard !words.isEmpty else { return nil }
        let direction = descending ? "ASC" : "DESC"
        let whole = words.map { _ in "(movie.id IN (SELECT rowid FROM movie_fts WHERE movie_fts MATCH ?))" }
            .joined(separator: " + ")
        let arguments = StatementArguments(
            words.map {
                "\"" + $0.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
            })
        let clause = "ORDER BY (\(whole)) \(direction), movie.votes \(direction), movie.id \(direction)"
        return (clause, arguments)
    }
}
