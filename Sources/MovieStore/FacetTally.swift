import MovieCatalog

/// Counts the facets of a query one movie at a time, for ``FacetQuery``.
///
/// It is fed the movies that pass every filter but the six a facet can replace (years, MPAA rating,
/// lengths, seen, watchlist, kinds), and tests those per movie: a movie passing all six counts for the
/// total and for each of its genres; passing all but the MPAA rating, for its MPAA rating; all but the
/// lengths, for every budget it fits; all but the years, for its decade; all but seen, for seen or
/// not; all but the watchlist, for on it or off it; all but the kinds, for its kind.
struct FacetTally {
    private let years: ClosedRange<Int>?
    private let lengths: ClosedRange<Int>?
    /// The index of the query's MPAA rating in `MPAARating.allCases`, or `nil` for any.
    private let mpaa: Int?
    private let seenFilter: Bool?
    private let watchlistFilter: Bool?
    /// The query's ``MovieQuery/kindBits`` when it ``MovieQuery/filtersKinds``, or `nil`.
    private let kindBits: Int?
    /// Per ``TitleKind`` raw value, the movies passing every filter but the kinds.
    private var kinds = [Int](repeating: 0, count: TitleKind.allCases.count)
    /// Not seen, seen; off the watchlist, on it.
    private var seen = [0, 0]
    private var watchlist = [0, 0]
    private let budgets = FacetCounts.runtimeBudgets
    private var total = 0
    private var genres = [Int](repeating: 0, count: Genres.all.count)
    private var ratings: [Int]
    private var fits: [Int]
    /// The counts of the decades from ``firstDecade`` on, by index (a dictionary update per movie
    /// took most of the pass at 720,000 movies); other decades in `otherDecades`.
    private var decadeCounts = [Int](repeating: 0, count: FacetTally.decadeSlots)
    private var otherDecades: [Int: Int] = [:]
    private static let firstDecade = 1800
    private static let decadeSlots = 40

    init(query: MovieQuery, mpaaCodes: Int) {
        years = query.years
        lengths = query.lengths
        mpaa = query.mpaa.flatMap { MPAARating.allCases.firstIndex(of: $0) }
        seenFilter = query.seen
        watchlistFilter = query.onWatchlist
        kindBits = query.filtersKinds ? query.kindBits : nil
        ratings = [Int](repeating: 0, count: mpaaCodes)
        fits = [Int](repeating: 0, count: FacetCounts.runtimeBudgets.count)
    }

    /// Counts one movie.
    ///
    /// - Parameter minutes: Its running time, or -1 when unknown (it then fits no length or budget).
    /// - Parameter mpaa: The index of its MPAA rating in `MPAARating.allCases`, or -1 when unknown.
    /// - Parameter seen: Whether the user has seen it.
    /// - Parameter onWatchlist: Whether it is on the watchlist.
    /// - Parameter kind: Its kind, ``TitleKind``'s raw value.
    /// - Parameter weight: 1 to count it, -1 to take it out of the counts (``FacetQuery`` corrects counts
    ///   made as if no movie were seen).
    mutating func add(
        genres movieGenres: Int, year: Int, minutes: Int, mpaa code: Int, seen: Bool = false,
        onWatchlist: Bool = false, kind: Int = 0, weight: Int = 1
    ) {
        // Each replaceable filter is tested once; a facet counts the movie when all the others pass.
        let inYears = years?.contains(year) ?? true
        let inLengths = lengths?.contains(minutes) ?? true
        let inMPAA = mpaa.map { $0 == code } ?? true
        let inSeen = seenFilter.map { $0 == seen } ?? true
        let inWatchlist = watchlistFilter.map { $0 == onWatchlist } ?? true
        if inYears, inMPAA, inLengths, inSeen, inWatchlist, kinds.indices.contains(kind) { kinds[kind] += weight }
        if let kindBits, kindBits & (1 << (kind & 63)) == 0 { return }
        if inYears, inMPAA, inLengths, inWatchlist { self.seen[seen ? 1 : 0] += weight }
        if inYears, inMPAA, inLengths, inSeen { watchlist[onWatchlist ? 1 : 0] += weight }
        guard inSeen, inWatchlist else { return }
        if inYears, inMPAA, inLengths {
            total += weight
            var bits = UInt(bitPattern: movieGenres)
            while bits != 0 {
                let index = bits.trailingZeroBitCount
                guard index < genres.count else { break }
                genres[index] += weight
                bits &= bits - 1
            }
        }
        if inYears, inLengths, ratings.indices.contains(code) { ratings[code] += weight }
        if inYears, inMPAA {
            for (index, budget) in budgets.enumerated() where minutes >= 0 && minutes <= budget {
                fits[index] += weight
            }
        }
        if inMPAA, inLengths {
            let decade = year.floorDivided(by: 10) * 10
            let slot = (decade - Self.firstDecade) / 10
            if decade >= Self.firstDecade, slot < Self.decadeSlots {
                decadeCounts[slot] += weight
            } else {
                otherDecades[decade, default: 0] += weight
            }
        }
    }

    /// The counts so far, added to `base` when given.
    ///
    /// - Parameter ratings: The MPAA ratings, in the order of their codes.
    /// - Parameter base: Counts these are added to (a tally of -1 weights takes movies out of them).
    func counts(ratings order: [MPAARating], adding base: FacetCounts? = nil) -> FacetCounts {
        var decades = otherDecades
        for (slot, count) in decadeCounts.enumerated() where count != 0 {
            decades[Self.firstDecade + slot * 10] = count
        }
        func sum<Key>(_ own: [Key: Int], _ kept: [Key: Int]?) -> [Key: Int] {
            own.merging(kept ?? [:], uniquingKeysWith: +)
        }
        return FacetCounts(
            total: total + (base?.total ?? 0),
            genres: sum(
                Dictionary(uniqueKeysWithValues: Genres.all.enumerated().map { ($0.element.genre, genres[$0.offset]) }),
                base?.genres),
            decades: sum(decades, base?.decades),
            mpaa: sum(
                Dictionary(uniqueKeysWithValues: order.enumerated().map { ($0.element, ratings[$0.offset]) }),
                base?.mpaa),
            runtimeBudgets: sum(
                Dictionary(uniqueKeysWithValues: budgets.enumerated().map { ($0.element, fits[$0.offset]) }),
                base?.runtimeBudgets),
            seen: sum([false: seen[0], true: seen[1]], base?.seen),
            watchlist: sum([false: watchlist[0], true: watchlist[1]], base?.watchlist),
            kinds: sum(
                Dictionary(uniqueKeysWithValues: TitleKind.allCases.map { ($0, kinds[$0.rawValue]) }), base?.kinds))
    }
}

extension Int {
    /// The quotient rounded towards minus infinity (`-5` by 10 is -1), so decades of any year are whole.
    fileprivate func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
