extension FieldQuery.Term {
    /// The bounds a numeric term sets: `:` a value or a range `a..b` (either end may be left open),
    /// `>`, `>=`, `<`, `<=` one value; a strict comparison moves the bound by one.
    ///
    /// - Parameter limits: The values the field can hold; others are out of range.
    /// - Parameter unit: Written after the limits in the out-of-range message.
    /// - Parameter suffixes: Whether `10k` and `1.5m` are accepted.
    func integerBounds(
        in limits: ClosedRange<Int>, unit: String, suffixes: Bool = false
    ) throws(FieldQueryError) -> (lower: Int?, upper: Int?) {
        let bounds = try rawBounds()
        func number(_ text: String?) throws(FieldQueryError) -> Int? {
            guard let text else { return nil }
            guard let value = FieldQuery.integer(text, suffixes: suffixes) else {
                let decimal = FieldQuery.decimal(text) != nil
                throw error(.notANumber, decimal ? "not a whole number" : "not a number")
            }
            guard limits.contains(value) else {
                throw error(.outOfRange, "out of range \(limits.lowerBound)–\(limits.upperBound.grouped)\(unit)")
            }
            return value
        }
        var lower = try number(bounds.lower)
        var upper = try number(bounds.upper)
        if op == .greater { lower = lower.map { $0 + 1 } }
        if op == .less { upper = upper.map { $0 - 1 } }
        if let lower, let upper, lower > upper { throw error(.emptyRange, "empty range") }
        // A strict bound moved past the limits (`year>2100`, `length<0`) keeps nothing.
        if let lower, lower > limits.upperBound { throw error(.emptyRange, "empty range") }
        if let upper, upper < limits.lowerBound { throw error(.emptyRange, "empty range") }
        return (lower, upper)
    }

    /// The texts of the lower and upper bound the operator and value give, before parsing them.
    private func rawBounds() throws(FieldQueryError) -> (lower: String?, upper: String?) {
        let parts = value.split(separator: "..", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        switch op {
        case .colon, .equals:
            guard parts.count == 2 else { return (value, value) }
            guard !parts[0].isEmpty || !parts[1].isEmpty else {
                throw error(.missingValue, "missing the ends of the range (\(field):1970..1979)")
            }
            return (parts[0].isEmpty ? nil : parts[0], parts[1].isEmpty ? nil : parts[1])
        case .greater, .greaterOrEqual, .less, .lessOrEqual:
            guard parts.count == 1 else {
                throw error(.unsupportedOperator, "a comparison takes one number; a range takes : (\(field):1..9)")
            }
            return op == .greater || op == .greaterOrEqual ? (value, nil) : (nil, value)
        }
    }

    /// `rating` terms: bounds on the average rating, 0–10. Ratings have one decimal, so a strict
    /// comparison moves to the next tenth: `rating>8` keeps 8.1 and up.
    func applyRating(to query: inout MovieQuery) throws(FieldQueryError) {
        let bounds = try rawBounds()
        func number(_ text: String?) throws(FieldQueryError) -> Double? {
            guard let text else { return nil }
            guard let value = FieldQuery.decimal(text) else { throw error(.notANumber, "not a number") }
            guard (0...10).contains(value) else { throw error(.outOfRange, "out of range 0–10") }
            return value
        }
        var lower = try number(bounds.lower)
        var upper = try number(bounds.upper)
        if op == .greater { lower = lower.map { FieldQuery.nextTenth(after: $0, by: 1) } }
        if op == .less { upper = upper.map { FieldQuery.nextTenth(after: $0, by: -1) } }
        if let lower, let upper, lower > upper { throw error(.emptyRange, "empty range") }
        // `rating>10` and `rating<0` keep nothing: their bound moved out of 0–10.
        if let lower, lower > 10 { throw error(.emptyRange, "empty range") }
        if let upper, upper < 0 { throw error(.emptyRange, "empty range") }
        let newLower = [lower, query.minimumRating].compactMap { $0 }.max()
        let newUpper = [upper, query.maximumRating].compactMap { $0 }.min()
        if let newLower, let newUpper, newLower > newUpper {
            throw error(.emptyRange, "empty range with the earlier rating terms")
        }
        query.minimumRating = newLower
        query.maximumRating = newUpper
    }

    /// `g:` terms: every genre named (comma-separated) required, or with `!`/`-` excluded.
    func applyGenres(to query: inout MovieQuery) throws(FieldQueryError) {
        guard op == .colon || op == .equals else {
            throw error(.unsupportedOperator, "a genre takes : (g:drama)")
        }
        for name in value.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            guard let genre = Genres(name: name) else {
                let names = Genres.all.map { $0.name.lowercased() }
                let suggestion = FieldQuery.suggestion(for: name.lowercased(), among: names)
                throw error(
                    .unknownGenre,
                    "unknown genre"
                        + (suggestion.map { " (did you mean \($0)?)" } ?? " (\(names.joined(separator: ", ")))"))
            }
            if excluded { query.excludedGenres.insert(genre) } else { query.genres.insert(genre) }
        }
    }

    /// `mpaa:` terms: one rating, written with or without its dash, in any case.
    func applyMPAA(to query: inout MovieQuery) throws(FieldQueryError) {
        guard op == .colon || op == .equals else { throw error(.unsupportedOperator, "mpaa takes : (mpaa:R)") }
        let compact = value.uppercased().filter { $0 != "-" }
        guard let rating = MPAARating.allCases.first(where: { $0.rawValue.filter { $0 != "-" } == compact }) else {
            throw error(.unknownMPAA, "unknown MPAA rating (PG, PG-13, R, NC-17)")
        }
        if let current = query.mpaa, current != rating {
            throw error(.conflicting, "a movie has one MPAA rating; mpaa:\(current.rawValue) is already set")
        }
        query.mpaa = rating
    }

    /// `director:`, `writer:`, `cast:` and `person:` terms: a name, or the beginnings of its words, in
    /// double quotes when it has spaces (`cast:"al pacino"`). Each term adds a person the movie must credit.
    func applyPeople(_ role: PeopleFilter.Role, to query: inout MovieQuery) throws(FieldQueryError) {
        guard op == .colon || op == .equals else {
            throw error(.unsupportedOperator, "\(field) takes : and a name (\(field):\"al pacino\")")
        }
        var name = value
        if name.hasPrefix("\"") {
            name.removeFirst()
            guard name.hasSuffix("\"") else { throw error(.missingValue, "missing the closing double quote") }
            name.removeLast()
        }
        // `person:nm0000338`: exactly that person, not everyone whose name starts the same.
        if let id = PersonID(text: name) {
            let filter = PeopleFilter(role, person: id)
            if !query.people.contains(filter) { query.people.append(filter) }
            return
        }
        guard let filter = PeopleFilter(role, name: name) else {
            throw error(.missingValue, "missing a name: letters or digits (\(field):coppola)")
        }
        if !query.people.contains(filter) { query.people.append(filter) }
    }

    /// `sort:` terms: a field, smallest first, or `-field` for largest first.
    func applySort(to query: inout MovieQuery) throws(FieldQueryError) {
        guard op == .colon || op == .equals else { throw error(.unsupportedOperator, "sort takes : (sort:-rating)") }
        var name = value.lowercased()
        let descending = name.hasPrefix("-")
        if descending || name.hasPrefix("+") { name.removeFirst() }
        let aliases = ["len": "length", "runtime": "length", "weighted_rating": "weighted"]
        guard let field = MovieSort.Field(rawValue: aliases[name] ?? name) else {
            let names = MovieSort.Field.allCases.map(\.rawValue)
            throw error(.unknownSort, "unknown order (\(names.joined(separator: ", ")); -field for largest first)")
        }
        query.sort = MovieSort(field, descending: descending)
    }
}
