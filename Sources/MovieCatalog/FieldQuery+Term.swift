extension FieldQuery {
    /// A field term: an optional `!` or `-`, a field name, an operator and a value.
    struct Term {
        enum Operator: String {
            case colon = ":"
            case equals = "="
            case greater = ">"
            case greaterOrEqual = ">="
            case less = "<"
            case lessOrEqual = "<="
        }

        let excluded: Bool
        let field: String
        let op: Operator
        let value: String
        let token: Token

        /// The term `token` spells, or `nil` when it is title text: no letters-then-operator shape, or an
        /// unknown name followed by `:` and nothing (`"wars:"` in "star wars: episode").
        init?(_ token: Token) {
            let characters = Array(token.text)
            var index = 0
            let excluded = characters.first == "!" || characters.first == "-"
            if excluded { index = 1 }
            let nameStart = index
            while index < characters.count, characters[index].isASCII, characters[index].isLetter { index += 1 }
            guard index > nameStart, index < characters.count else { return nil }
            let rest = String(characters[index...])
            guard
                let op = [Operator.greaterOrEqual, .lessOrEqual, .greater, .less, .colon, .equals]
                    .first(where: { rest.hasPrefix($0.rawValue) })
            else { return nil }
            field = String(characters[nameStart..<index]).lowercased()
            value = String(rest.dropFirst(op.rawValue.count))
            if !FieldQuery.fieldNames.contains(field), op == .colon || op == .equals, value.isEmpty { return nil }
            self.excluded = excluded
            self.op = op
            self.token = token
        }

        func error(_ code: FieldQueryError.Code, _ reason: String) -> FieldQueryError {
            FieldQueryError(code, term: token.text, range: token.range, reason: reason)
        }

        /// Sets or narrows the filter the term names in `query`.
        func apply(to query: inout MovieQuery) throws(FieldQueryError) {
            guard FieldQuery.fieldNames.contains(field) else {
                let known =
                    "year, rating, votes, genre/g, mpaa, length/len/runtime, fits, sort, director, writer, cast, person, "
                    + "seen, mine, tag, list, watchlist, type"
                let suggestion = FieldQuery.suggestion(for: field, among: FieldQuery.fieldNames)
                throw error(
                    .unknownField,
                    "unknown field" + (suggestion.map { " (did you mean \($0)?)" } ?? " (\(known))"))
            }
            if excluded, field != "g", field != "genre" {
                throw error(.notExcludable, "only genres can be excluded (!g:short)")
            }
            guard !value.isEmpty else { throw error(.missingValue, "missing a value after \(op.rawValue)") }
            switch field {
            case "year":
                let bounds = try integerBounds(in: 1850...2100, unit: "")
                query.years = try narrow(query.years, bounds, open: Int.min...Int.max)
            case "length", "len", "runtime":
                let bounds = try integerBounds(in: 0...100_000, unit: " minutes")
                // `length>=0` keeps every length: no filter, as `format` writes it.
                let lengths = try narrow(query.lengths, bounds, open: 0...Int.max)
                query.lengths = lengths == 0...Int.max ? nil : lengths
            case "fits":
                guard op == .colon || op == .equals || op == .lessOrEqual, !value.contains("..") else {
                    throw error(.unsupportedOperator, "fits takes one number of minutes (fits:120)")
                }
                let bounds = try integerBounds(in: 0...100_000, unit: " minutes")
                query.lengths = try narrow(query.lengths, (nil, bounds.upper), open: 0...Int.max)
            case "votes":
                let bounds = try integerBounds(in: 0...Int(Int32.max) * 1_000, unit: "", suffixes: true)
                let current =
                    query.minimumVotes == nil && query.maximumVotes == nil
                    ? nil : (query.minimumVotes ?? 0)...max(query.maximumVotes ?? .max, query.minimumVotes ?? 0)
                let range = try narrow(current, bounds, open: 0...Int.max)
                query.minimumVotes = bounds.lower.map { _ in range.lowerBound } ?? query.minimumVotes
                query.maximumVotes = bounds.upper.map { _ in range.upperBound } ?? query.maximumVotes
            case "rating":
                try applyRating(to: &query)
            case "g", "genre":
                try applyGenres(to: &query)
            case "mpaa":
                try applyMPAA(to: &query)
            case "seen":
                query.seen = try yesOrNo(query.seen)
            case "watchlist":
                query.onWatchlist = try yesOrNo(query.onWatchlist)
            case "type":
                try applyKinds(to: &query)
            case "mine":
                let bounds = try integerBounds(in: PersonalRating.range, unit: "")
                query.myRatings = try narrow(query.myRatings, bounds, open: PersonalRating.range)
            case "tag":
                let tag = try phrase("a tag").flatMap(ViewingDetails.normalizedTag).flatMap(FieldQuery.phrase)
                guard let tag else { throw error(.missingValue, "missing a tag (tag:cinema)") }
                if !query.tags.contains(tag) { query.tags.append(tag) }
            case "list":
                guard let name = try phrase("a list's name") else {
                    throw error(.missingValue, "missing a list's name (list:\"Kubrick, all of it\")")
                }
                if !query.lists.contains(name) { query.lists.append(name) }
            case let name where PeopleFilter.Role(rawValue: name) != nil:
                try applyPeople(PeopleFilter.Role(rawValue: name) ?? .person, to: &query)
            default:
                try applySort(to: &query)
            }
        }

        /// Keeps the values both `current` and the term allow; `open` stands for a missing bound.
        func narrow(
            _ current: ClosedRange<Int>?, _ bounds: (lower: Int?, upper: Int?), open: ClosedRange<Int>
        ) throws(FieldQueryError) -> ClosedRange<Int> {
            let lower = max(bounds.lower ?? open.lowerBound, current?.lowerBound ?? open.lowerBound)
            let upper = min(bounds.upper ?? open.upperBound, current?.upperBound ?? open.upperBound)
            guard lower <= upper else {
                throw error(.emptyRange, current == nil ? "empty range" : "empty range with the earlier \(field) terms")
            }
            return lower...upper
        }
    }
}
