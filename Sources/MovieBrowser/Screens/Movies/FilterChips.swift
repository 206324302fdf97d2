import MovieCatalog

/// The active filters of a query as chips, each with the change that removes it.
///
/// Chips come in a fixed order and `x` removes the last one, so the most specific filters go first.
enum FilterChips {
    /// One active filter: its label and how to remove it.
    struct Chip {
        let label: String
        let remove: @Sendable (inout MovieQuery) -> Void
    }

    /// The chips of `query`, in order.
    static func chips(for query: MovieQuery) -> [Chip] {
        var chips: [Chip] = []
        if query.filtersKinds {
            chips.append(
                Chip(label: "type:" + query.kinds.sorted().map(\.name).joined(separator: ",")) { $0.kinds = [] })
        }
        chips += query.genres.names.map { name in
            Chip(label: name) { query in
                if let genre = Genres(name: name) { query.genres.remove(genre) }
            }
        }
        chips += query.excludedGenres.names.map { name in
            Chip(label: "not \(name)") { query in
                if let genre = Genres(name: name) { query.excludedGenres.remove(genre) }
            }
        }
        if let years = query.years { chips.append(Chip(label: label(years)) { $0.years = nil }) }
        if let rating = query.minimumRating {
            chips.append(Chip(label: "rating ≥ \(number(rating))") { $0.minimumRating = nil })
        }
        if let rating = query.maximumRating {
            chips.append(Chip(label: "rating ≤ \(number(rating))") { $0.maximumRating = nil })
        }
        if let votes = query.minimumVotes {
            chips.append(Chip(label: "votes ≥ \(votes.grouped)") { $0.minimumVotes = nil })
        }
        if let votes = query.maximumVotes {
            chips.append(Chip(label: "votes ≤ \(votes.grouped)") { $0.maximumVotes = nil })
        }
        if let lengths = query.lengths { chips.append(Chip(label: label(minutes: lengths)) { $0.lengths = nil }) }
        if let mpaa = query.mpaa { chips.append(Chip(label: "MPAA \(mpaa.rawValue)") { $0.mpaa = nil }) }
        chips += query.people.map { filter in
            Chip(label: filter.label) { query in
                query.people.removeAll { $0 == filter }
            }
        }
        return chips + libraryChips(for: query)
    }

    /// The chips of `query`'s terms on the user's library: seen, my rating, tags, lists, watchlist.
    static func libraryChips(for query: MovieQuery) -> [Chip] {
        var chips: [Chip] = []
        if let seen = query.seen { chips.append(Chip(label: seen ? "seen" : "not seen") { $0.seen = nil }) }
        if let ratings = query.myRatings {
            chips.append(Chip(label: "mine " + label(myRatings: ratings)) { $0.myRatings = nil })
        }
        chips += query.tags.map { tag in Chip(label: "tag \(tag)") { $0.tags.removeAll { $0 == tag } } }
        chips += query.lists.map { list in Chip(label: "list \(list)") { $0.lists.removeAll { $0 == list } } }
        if let onWatchlist = query.onWatchlist {
            chips.append(Chip(label: onWatchlist ? "on watchlist" : "not on watchlist") { $0.onWatchlist = nil })
        }
        return chips
    }

    /// `8`, `≥ 8`, `≤ 4` or `7–9`.
    static func label(myRatings ratings: ClosedRange<Int>) -> String {
        let range = PersonalRating.range
        if ratings.lowerBound == ratings.upperBound { return "\(ratings.lowerBound)" }
        if ratings.upperBound >= range.upperBound { return "≥ \(ratings.lowerBound)" }
        if ratings.lowerBound <= range.lowerBound { return "≤ \(ratings.upperBound)" }
        return "\(ratings.lowerBound)–\(ratings.upperBound)"
    }

    /// `7` for 7.0, `7.5` for 7.5.
    static func number(_ rating: Double) -> String {
        rating == rating.rounded() ? String(Int(rating)) : MovieFormat.rating(rating)
    }

    /// `1970s`, `1970–1985`, `≥ 1990` or `≤ 1950`.
    static func label(_ years: ClosedRange<Int>) -> String {
        if years.upperBound == years.lowerBound + 9, years.lowerBound % 10 == 0 { return "\(years.lowerBound)s" }
        if years.upperBound == .max { return "≥ \(years.lowerBound)" }
        if years.lowerBound == .min { return "≤ \(years.upperBound)" }
        return years.lowerBound == years.upperBound ? "\(years.lowerBound)" : "\(years.lowerBound)–\(years.upperBound)"
    }

    /// `≤ 120 min`, `≥ 90 min` or `90–120 min`.
    static func label(minutes: ClosedRange<Int>) -> String {
        if minutes.lowerBound <= 0 { return "≤ \(minutes.upperBound) min" }
        if minutes.upperBound == .max { return "≥ \(minutes.lowerBound) min" }
        return "\(minutes.lowerBound)–\(minutes.upperBound) min"
    }
}
