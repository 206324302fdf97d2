import Foundation
import GRDB

/// How well a title matches the words of a search, for ``MovieCatalog/MovieSort/Field/relevance``.
///
/// Every movie the search finds has each word as the prefix of a title word; they rank by:
/// 1. the number of words that are whole title words (`godfather` is one of "The Godfather", only a
///    prefix of "3 Godfathers");
/// 2. a title the words name whole and entirely, the article aside ("Heat" for `heat`, before
///    "Heat and Dust");
/// 3. then, outside this score, the most votes: `godf` lists "The Godfather", its Part II and
///    Part III before the little-known "Tokyo Godfathers" and "3 Godfathers", which a count of the
///    title's other words would put first.
///
/// Words are runs of letters and digits, compared without case or diacritics, as the search table does.
enum SearchRelevance {
    /// The SQL function the catalog's connections know: `reel_relevance(display_title, sort_title, words)`.
    static let function = "reel_relevance"

    /// The function, for `Database.add(function:)`.
    static let databaseFunction = DatabaseFunction(function, argumentCount: 3, pure: true) { values in
        guard let display = String.fromDatabaseValue(values[0]), let sortTitle = String.fromDatabaseValue(values[1]),
            let words = String.fromDatabaseValue(values[2])
        else { return 0 }
        return score(displayTitle: display, sortTitle: sortTitle, words: words.split(separator: " ").map(String.init))
    }

    /// The search's words as the score compares them, joined by spaces (the function's third argument).
    static func argument(_ text: String) -> String {
        words(text).joined(separator: " ")
    }

    /// The score of a title for `words` (from ``words(_:)``): larger is better.
    ///
    /// - Parameter displayTitle: The title as people write it ("The Godfather").
    /// - Parameter sortTitle: The title without its leading article ("godfather").
    /// - Parameter words: The search's words, folded.
    static func score(displayTitle: String, sortTitle: String, words: [String]) -> Int {
        let titleWords = self.words(displayTitle)
        var used = Array(repeating: false, count: titleWords.count)
        var whole = 0
        var matched = 0
        for word in words {
            if let index = titleWords.indices.first(where: { !used[$0] && titleWords[$0] == word }) {
                used[index] = true
                whole += 1
                matched += 1
            } else if let index = titleWords.indices.first(where: { !used[$0] && titleWords[$0].hasPrefix(word) }) {
                used[index] = true
                matched += 1
            }
        }
        // Counted on the title without its article, so "The" is never a word the search left out.
        let article = max(0, titleWords.count - self.words(sortTitle).count)
        let unnamed = used.filter { !$0 }.count - article
        let exact = !words.isEmpty && whole == words.count && unnamed <= 0
        return min(whole, 999) * 10 + (exact ? 1 : 0)
    }

    /// The runs of letters and digits of `text`, lowercased and without diacritics.
    static func words(_ text: String) -> [String] {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
        var words: [String] = []
        var current = ""
        for character in folded {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
