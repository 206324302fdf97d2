import MovieCatalog

/// Turns what a user types into an FTS5 query: every word a prefix, all words required.
///
/// Words are the runs of letters and digits, lowercased, so case and punctuation never matter and the
/// article may come first or last: `"The Godfather"` becomes `"the"* "godfather"*`, which matches
/// "Godfather, The". Text without any letter or digit (`"$"`) has no words; the repository then falls
/// back to a substring match on the title.
struct SearchText {
    /// The lowercased words of the text.
    let words: [String]

    init(_ text: String) {
        words = SearchWords.of(text)
    }

    /// The FTS5 `MATCH` expression, or `nil` when the text has no words.
    var matchExpression: String? {
        guard !words.isEmpty else { return nil }
        return words.map { SearchText.ftsTerm($0, prefix: true) }.joined(separator: " ")
    }

    /// The FTS5 `MATCH` expression of one word: quoted, and a prefix when `prefix`.
    static func ftsTerm(_ word: String, prefix: Bool) -> String {
        "\"" + word.replacingOccurrences(of: "\"", with: "\"\"") + (prefix ? "\"*" : "\"")
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
