extension FieldQuery.Term {
    /// The answer of a `seen:` or `watchlist:` term: `yes` or `no` (also `true`/`false`), any case;
    /// `current` is what an earlier term of the field set.
    func yesOrNo(_ current: Bool?) throws(FieldQueryError) -> Bool {
        guard op == .colon || op == .equals else {
            throw error(.unsupportedOperator, "\(field) takes : and yes or no (\(field):no)")
        }
        let answer: Bool
        switch value.lowercased() {
        case "yes", "true": answer = true
        case "no", "false": answer = false
        default: throw error(.unknownValue, "\(field) takes yes or no (\(field):no)")
        }
        if let current, current != answer {
            throw error(.conflicting, "\(field):\(current ? "yes" : "no") is already set")
        }
        return answer
    }

    /// The value of a `tag:` or `list:` term without its double quotes, as ``FieldQuery/phrase(_:)``
    /// writes it, or `nil` when nothing is left.
    ///
    /// - Parameter what: What the value names, for the message of a wrong operator.
    func phrase(_ what: String) throws(FieldQueryError) -> String? {
        guard op == .colon || op == .equals else {
            throw error(.unsupportedOperator, "\(field) takes : and \(what) (\(field):\"\(what)\")")
        }
        var text = value
        if text.hasPrefix("\"") {
            text.removeFirst()
            guard text.hasSuffix("\"") else { throw error(.missingValue, "missing the closing double quote") }
            text.removeLast()
        }
        return FieldQuery.phrase(text)
    }
}

extension FieldQuery {
    /// `text`'s words one space apart, each without the scalars at its start that would join the
    /// space or quote written before it (see ``detached(_:)``), or `nil` when no word is left: a
    /// value that ``format(_:includingSort:)`` writes and the parser reads back unchanged.
    static func phrase(_ text: String) -> String? {
        let words = text.split(whereSeparator: \.isWhitespace).compactMap { detached(String($0)) }
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// The library terms of `query` (seen, my rating, tags, lists, watchlist), in that order.
    static func libraryTerms(_ query: MovieQuery) -> [String] {
        var terms: [String] = []
        if let seen = query.seen { terms.append("seen:" + (seen ? "yes" : "no")) }
        if let ratings = query.myRatings {
            let (lower, upper) = (ratings.lowerBound, ratings.upperBound)
            let range = PersonalRating.range
            if lower == upper {
                terms.append("mine:\(lower)")
            } else if upper >= range.upperBound {
                terms.append("mine>=\(lower)")
            } else if lower <= range.lowerBound {
                terms.append("mine<=\(upper)")
            } else {
                terms.append("mine:\(lower)..\(upper)")
            }
        }
        terms += query.tags.map { "tag:" + quotedIfSpaced($0) }
        terms += query.lists.map { "list:" + quotedIfSpaced($0) }
        if let onWatchlist = query.onWatchlist { terms.append("watchlist:" + (onWatchlist ? "yes" : "no")) }
        return terms
    }

    /// `value` in double quotes when it has a space, so the term reads it whole, or starts with a
    /// double quote, which the parser would take for the opening one (`list:"""` is the name `"`).
    private static func quotedIfSpaced(_ value: String) -> String {
        value.contains(where: \.isWhitespace) || value.hasPrefix("\"") ? "\"\(value)\"" : value
    }
}
