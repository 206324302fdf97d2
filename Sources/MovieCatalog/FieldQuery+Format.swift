extension FieldQuery {
    /// The query's text and filters written as field-query text that ``parse(_:base:)`` reads back as
    /// the same query (its page aside).
    ///
    /// Title words come first, then the terms in a fixed order: kinds, genres, excluded genres, years, rating,
    /// votes, length, MPAA, people, seen, my rating, tags, lists, watchlist, order. A word that would read as a term is quoted.
    ///
    /// ```swift
    /// FieldQuery.format(MovieQuery(text: "godfather", years: 1970...1979, minimumRating: 8))
    /// // "godfather year:1970..1979 rating>=8"
    /// ```
    ///
    /// - Parameter query: The query.
    /// - Parameter includingSort: Whether to write the order (as `sort:`) when it is not by title A to Z.
    public static func format(_ query: MovieQuery, includingSort: Bool = true) -> String {
        var terms: [String] = []
        if let text = query.text {
            terms += text.split(whereSeparator: \.isWhitespace).map { word in
                let word = String(word)
                let token = Token(text: word, range: 0..<word.count, isQuoted: false)
                let needsQuotes = word.hasPrefix("\"") || Term(token) != nil
                return needsQuotes ? "\"\(word.filter { $0 != "\"" })\"" : word
            }
        }
        if let kinds = kindsTerm(query.kinds) { terms.append(kinds) }
        terms += query.genres.names.map { "g:\($0.lowercased())" }
        terms += query.excludedGenres.names.map { "!g:\($0.lowercased())" }
        if let years = query.years, let term = range("year", years, open: Int.min...Int.max) { terms.append(term) }
        if let rating = bounds("rating", query.minimumRating, query.maximumRating, write: number) {
            terms.append(rating)
        }
        if let votes = bounds("votes", query.minimumVotes, query.maximumVotes, write: count) { terms.append(votes) }
        if let lengths = query.lengths {
            if lengths.lowerBound <= 0, lengths.upperBound != .max {
                terms.append("fits:\(lengths.upperBound)")
            } else if let term = range("length", lengths, open: 0...Int.max) {
                terms.append(term)
            }
        }
        if let mpaa = query.mpaa { terms.append("mpaa:\(mpaa.rawValue)") }
        terms += query.people.map(\.term)
        terms += libraryTerms(query)
        if includingSort, query.sort != .byTitle {
            terms.append("sort:" + (query.sort.descending ? "-" : "") + query.sort.field.rawValue)
        }
        return terms.joined(separator: " ")
    }

    /// The term for a range of whole numbers, or `nil` when the range is `open` (no filter).
    private static func range(_ field: String, _ range: ClosedRange<Int>, open: ClosedRange<Int>) -> String? {
        let lower = range.lowerBound <= open.lowerBound ? nil : range.lowerBound
        let upper = range.upperBound >= open.upperBound ? nil : range.upperBound
        switch (lower, upper) {
        case (let lower?, let upper?) where lower == upper: return "\(field):\(lower)"
        case (let lower?, let upper?): return "\(field):\(lower)..\(upper)"
        case (let lower?, nil): return "\(field)>=\(lower)"
        case (nil, let upper?): return "\(field)<=\(upper)"
        case (nil, nil): return nil
        }
    }

    private static func bounds<T: Equatable>(
        _ field: String, _ lower: T?, _ upper: T?, write: (T) -> String
    ) -> String? {
        switch (lower, upper) {
        case (let lower?, let upper?) where lower == upper: "\(field):\(write(lower))"
        case (let lower?, let upper?): "\(field):\(write(lower))..\(write(upper))"
        case (let lower?, nil): "\(field)>=\(write(lower))"
        case (nil, let upper?): "\(field)<=\(write(upper))"
        case (nil, nil): nil
        }
    }

    /// `8` for 8.0, `7.5` for 7.5: the shortest text that reads back as the same value.
    private static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e12 { return String(Int(value)) }
        return "\(value)"
    }

    /// `10k` for 10,000, `1500` for 1,500: thousands as `k` when exact.
    private static func count(_ value: Int) -> String {
        value >= 1_000 && value % 1_000 == 0 && value < 1_000_000_000 ? "\(value / 1_000)k" : "\(value)"
    }
}
