/// The search box's language: title words mixed with field terms, parsed into a ``MovieQuery``.
///
/// Words are title text; a term is a field, an operator and a value, with no spaces inside:
///
///     godfather year:1970..1979 rating>8 votes>10k g:drama !g:short mpaa:R sort:-weighted
///
/// | term | keeps |
/// |---|---|
/// | `year:1994`, `year:1970..1979`, `year>1990` (also `>=`, `<`, `<=`, `year:1990..`) | years of release |
/// | `rating>8`, `rating:7..9`, `rating>=7.5` | average ratings (0–10; ratings have one decimal) |
/// | `votes>10000`, `votes>10k`, `votes<1.5m` | numbers of voters |
/// | `g:drama`, `genre:comedy,romance` | movies with every genre named |
/// | `!g:short`, `-g:short` | movies without the genre |
/// | `mpaa:R`, `mpaa:pg-13` | one MPAA rating |
/// | `length>90`, `len:90..120`, `runtime<=100` | running times in minutes |
/// | `fits:120` | the runtime budget: movies of 120 minutes or less |
/// | `sort:rating`, `sort:-votes`, `sort:weighted`, `sort:-divisive` | the order (`-` for largest first) |
/// | `director:coppo`, `writer:puzo`, `cast:"al pacino"`, `person:kubrick` | movies crediting someone whose name has words starting so, in that role (`person`: any role) |
/// | `seen:yes`, `seen:no` | movies the user has (or has not) seen: a viewing in their library, with or without a day |
/// | `mine>=8`, `mine:7..9`, `mine<5` | the user's latest rating, 1–10 (a half star a point: 7 is ★★★½) |
/// | `tag:cinema`, `tag:"date night"` | movies with a viewing tagged so (any case) |
/// | `list:favourites`, `list:"Kubrick, all of it"` | movies on the user's list of that name (any case) |
/// | `watchlist:yes`, `watchlist:no` | movies on (or not on) the watchlist |
/// | `type:movie`, `type:series`, `type:series,mini-series` | titles of any kind named: movie, series or mini-series |
///
/// Text in double quotes is title text even when it looks like a term (`"mission:impossible"`); after a
/// people, tag or list term's operator, double quotes hold a value with spaces (`cast:"al pacino"`).
/// A bad term throws ``FieldQueryError`` naming the term, its place and the reason; no input crashes
/// the parser. ``format(_:includingSort:)`` writes a query back as text that parses to the same query.
///
/// ```swift
/// let query = try FieldQuery.parse("godfather year:1970..1979 rating>8")
/// query.text           // "godfather"
/// query.years          // 1970...1979
/// query.minimumRating  // 8.1
/// ```
public enum FieldQuery {
    /// The field names, as the unknown-field error lists them.
    public static let fieldNames = [
        "year", "rating", "votes", "g", "genre", "mpaa", "length", "len", "runtime", "fits", "sort",
        "director", "writer", "cast", "person", "seen", "mine", "tag", "list", "watchlist", "type",
    ]

    /// The fields whose value may be a phrase in double quotes right after the operator
    /// (`cast:"al pacino"`, `list:"Kubrick, all of it"`).
    static let phraseFields: Set<String> = Set(PeopleFilter.Role.allCases.map(\.rawValue) + ["tag", "list"])

    /// One piece of the input between spaces (or a quoted phrase), with its place in characters.
    struct Token {
        let text: String
        let range: Range<Int>
        let isQuoted: Bool
    }

    /// The query the text asks for, starting from `base`.
    ///
    /// Title words replace the base's text when there are any; every term sets or narrows the filter
    /// it names (two year terms keep the years both allow); a sort term replaces the base's order.
    ///
    /// - Parameter text: What the user typed.
    /// - Parameter base: The query the terms apply to: its order and page are kept unless a term
    ///   changes them.
    /// - Throws: ``FieldQueryError`` for the first term that cannot be understood.
    public static func parse(_ text: String, base: MovieQuery = MovieQuery()) throws(FieldQueryError) -> MovieQuery {
        let result = parseLeaving(text, base: base)
        if let error = result.errors.first { throw error }
        return result.query
    }

    /// The query the text asks for with its bad terms left out, and the errors of those terms.
    ///
    /// A search box runs this on each keystroke: while a term is half typed (`rating>`), the table
    /// shows the rest of the query and the box names the term.
    ///
    /// - Parameter text: What the user typed.
    /// - Parameter base: The query the terms apply to (see ``parse(_:base:)``).
    /// - Returns: The query of every good word and term, and one error per bad term, in order.
    public static func parseLeaving(
        _ text: String, base: MovieQuery = MovieQuery()
    ) -> (query: MovieQuery, errors: [FieldQueryError]) {
        var query = base
        var words: [String] = []
        var errors: [FieldQueryError] = []
        for token in tokens(text) {
            if token.isQuoted {
                // A phrase's words, one space apart, as ``format(_:includingSort:)`` writes them
                // back: `"the  godfather "` is the text `the godfather`.
                words += token.text.split(whereSeparator: \.isWhitespace).compactMap { detached(String($0)) }
            } else if let term = Term(token) {
                var attempt = query
                do {
                    try term.apply(to: &attempt)
                    query = attempt
                } catch {
                    errors.append(error)
                }
            } else if let word = detached(token.text) {
                words.append(word)
            }
        }
        if !words.isEmpty { query.text = words.joined(separator: " ") }
        return (query, errors)
    }

    /// `word` without the scalars at its start that would join the space written before it (a
    /// combining mark after a control character starts a word alone, and would become part of the
    /// space in the joined text), nor those at its end that would join the space or quote written
    /// after it (a prepended concatenation mark, U+0600, at the end of the input), or `nil` when
    /// nothing is left. Found by the FuzzFieldQuery target.
    static func detached(_ word: String) -> String? {
        guard var scalars = leadingDetached(word)?.unicodeScalars[...] else { return nil }
        while !scalars.isEmpty, (String(scalars) + " a").count != String(scalars).count + 2 {
            scalars.removeLast()
        }
        return scalars.isEmpty ? nil : String(scalars)
    }

    /// `text` without the scalars at its start that would join the space written before it, or `nil`
    /// when nothing is left.
    static func leadingDetached(_ text: String) -> String? {
        var scalars = Substring(text).unicodeScalars
        while !scalars.isEmpty, ("a " + String(scalars)).count != 2 + String(scalars).count {
            scalars.removeFirst()
        }
        return scalars.isEmpty ? nil : String(scalars)
    }

    /// Splits `text` at spaces; a double quote at the start of a piece runs to the next double quote
    /// (or the end of the text).
    static func tokens(_ text: String) -> [Token] {
        let characters = Array(text)
        var tokens: [Token] = []
        var index = 0
        while index < characters.count {
            // A combining mark that starts a piece alone (after a control character) would join the
            // space before the piece when the words are written back: it is skipped like a space.
            if characters[index].isWhitespace || leadingDetached(String(characters[index])) == nil {
                index += 1
                continue
            }
            let start = index
            if characters[index] == "\"" {
                index += 1
                while index < characters.count, characters[index] != "\"" { index += 1 }
                let phrase = String(characters[(start + 1)..<index])
                if index < characters.count { index += 1 }
                tokens.append(Token(text: phrase, range: start..<index, isQuoted: true))
                continue
            }
            while index < characters.count, !characters[index].isWhitespace {
                // A quote right after a people, tag or list term's operator (`cast:"al pacino"`) holds
                // spaces up to the next one.
                if characters[index] == "\"", index > start, ":=".contains(characters[index - 1]),
                    phraseFields.contains(String(characters[start..<(index - 1)]).lowercased())
                {
                    index += 1
                    while index < characters.count, characters[index] != "\"" { index += 1 }
                }
                if index < characters.count { index += 1 }
            }
            tokens.append(Token(text: String(characters[start..<index]), range: start..<index, isQuoted: false))
        }
        return tokens
    }
}
