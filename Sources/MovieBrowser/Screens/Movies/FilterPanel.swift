import MovieCatalog

/// The filter panel of the movie table: its rows, the value each row shows and how a key changes
/// the query. Plain values, so the presenter's tests need no terminal.
struct FilterPanel: Hashable, Sendable {
    /// One row of the panel.
    enum Row: Hashable, Sendable, CaseIterable {
        case genre(Int)
        case decade, rating, votes, mpaa

        static let allCases: [Row] = Genres.all.indices.map(Row.genre) + [.decade, .rating, .votes, .mpaa]
    }

    /// The decades the catalog spans.
    static let decades = Array(stride(from: 1890, through: 2000, by: 10))
    /// The minimum ratings offered.
    static let ratings: [Double] = [5, 6, 7, 8, 9]
    /// The minimum vote counts offered.
    static let votes = [100, 1_000, 10_000, 100_000]

    /// The highlighted row.
    var selected = 0

    /// The rows, in order.
    var rows: [Row] { Row.allCases }

    /// The label and the current value of every row, for the view.
    static func lines(for query: MovieQuery) -> [(label: String, value: String)] {
        Row.allCases.map { row in
            switch row {
            case .genre(let index):
                let genre = Genres.all[index]
                return (genre.name, query.genres.contains(genre.genre) ? "[x]" : "[ ]")
            case .decade:
                return ("Decade", query.years.map { "\($0.lowerBound)s" } ?? "any")
            case .rating:
                return ("Rating at least", query.minimumRating.map { "\(Int($0))" } ?? "any")
            case .votes:
                return ("Votes at least", query.minimumVotes.map(\.grouped) ?? "any")
            case .mpaa:
                return ("MPAA", query.mpaa?.rawValue ?? "any")
            }
        }
    }

    /// `query` with the selected row stepped by `step` (+1 next value, -1 previous; a genre toggles).
    func stepping(_ query: MovieQuery, by step: Int) -> MovieQuery {
        var query = query
        switch rows[selected] {
        case .genre(let index):
            let genre = Genres.all[index].genre
            if query.genres.contains(genre) { query.genres.remove(genre) } else { query.genres.insert(genre) }
        case .decade:
            let current = query.years.map { Self.decades.firstIndex(of: $0.lowerBound) } ?? nil
            query.years = Self.step(current, count: Self.decades.count, by: step).map {
                Self.decades[$0]...(Self.decades[$0] + 9)
            }
        case .rating:
            let current = query.minimumRating.flatMap { Self.ratings.firstIndex(of: $0) }
            query.minimumRating = Self.step(current, count: Self.ratings.count, by: step).map { Self.ratings[$0] }
        case .votes:
            let current = query.minimumVotes.flatMap { Self.votes.firstIndex(of: $0) }
            query.minimumVotes = Self.step(current, count: Self.votes.count, by: step).map { Self.votes[$0] }
        case .mpaa:
            let all = MPAARating.allCases
            let current = query.mpaa.flatMap { all.firstIndex(of: $0) }
            query.mpaa = Self.step(current, count: all.count, by: step).map { all[$0] }
        }
        return query
    }

    /// Steps through `nil` ("any") and the indices `0..<count`, wrapping around.
    static func step(_ index: Int?, count: Int, by step: Int) -> Int? {
        let position = (index.map { $0 + 1 } ?? 0) + step
        let wrapped = ((position % (count + 1)) + count + 1) % (count + 1)
        return wrapped == 0 ? nil : wrapped - 1
    }

    /// The active filters of `query` as chips, in the order they are removed (last first).
    static func chips(for query: MovieQuery) -> [String] {
        var chips = query.genres.names
        if let years = query.years {
            chips.append(
                years.upperBound == years.lowerBound + 9 && years.lowerBound % 10 == 0
                    ? "\(years.lowerBound)s" : "\(years.lowerBound)–\(years.upperBound)")
        }
        if let rating = query.minimumRating { chips.append("rating ≥ \(Int(rating))") }
        if let votes = query.minimumVotes { chips.append("votes ≥ \(votes.grouped)") }
        if let mpaa = query.mpaa { chips.append("MPAA \(mpaa.rawValue)") }
        return chips
    }

    /// `query` without its last chip's filter.
    static func removingLastChip(_ query: MovieQuery) -> MovieQuery {
        var query = query
        if query.mpaa != nil {
            query.mpaa = nil
        } else if query.minimumVotes != nil {
            query.minimumVotes = nil
        } else if query.minimumRating != nil {
            query.minimumRating = nil
        } else if query.years != nil {
            query.years = nil
        } else if let last = Genres.all.last(where: { query.genres.contains($0.genre) }) {
            query.genres.remove(last.genre)
        }
        return query
    }

    /// `query` with no filter (its text and sort kept).
    static func clearing(_ query: MovieQuery) -> MovieQuery {
        MovieQuery(text: query.text, sort: query.sort)
    }
}
