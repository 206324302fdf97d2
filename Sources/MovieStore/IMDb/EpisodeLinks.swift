/// Each episode's series, season and number from title.episode, as four parallel arrays sorted by the
/// episode's id: 16 bytes an episode (the 8.9 million of IMDb's dump take 140 MB), found by binary search,
/// or in one step when the lookups come in id order as title.basics lists them.
struct EpisodeLinks: Sendable {
    /// The episodes' ids, ascending.
    private(set) var ids: [Int32] = []
    private(set) var parents: [Int32] = []
    /// The season and number of each episode, -1 for `\N`.
    private(set) var seasons: [Int32] = []
    private(set) var numbers: [Int32] = []
    /// Whether the lines came in id order so far (IMDb's do): then nothing needs sorting.
    private var sorted = true
    var rows = 0
    var skipped = SkippedLines()

    /// An episode's link.
    struct Link: Sendable, Hashable {
        let series: Int
        let season: Int?
        let number: Int?
    }

    var count: Int { ids.count }

    /// Adds an episode; `false` when it repeats the id of the line before it.
    mutating func append(id: Int32, parent: Int32, season: Int32, number: Int32) -> Bool {
        if let last = ids.last {
            if last == id { return false }
            if last > id { sorted = false }
        }
        ids.append(id)
        parents.append(parent)
        seasons.append(season)
        numbers.append(number)
        return true
    }

    /// Sorts the episodes by id when the file did not list them so (the first line of an id repeated
    /// elsewhere is kept), and gives the arrays back their spare capacity (up to half of what they hold
    /// after growing by appends: 130 MB at IMDb's size).
    mutating func sort() {
        guard !sorted else {
            ids = Self.exact(ids)
            parents = Self.exact(parents)
            seasons = Self.exact(seasons)
            numbers = Self.exact(numbers)
            return
        }
        sorted = true
        var order = ids.indices.map { UInt64(UInt32(bitPattern: ids[$0])) << 32 | UInt64($0) }
        order.sort()
        var kept: [Int32] = []
        kept.reserveCapacity(order.count)
        var previous: UInt64?
        for key in order where key >> 32 != previous {
            previous = key >> 32
            kept.append(Int32(truncatingIfNeeded: key & 0xFFFF_FFFF))
        }
        order = []
        ids = kept.map { ids[Int($0)] }
        parents = kept.map { parents[Int($0)] }
        seasons = kept.map { seasons[Int($0)] }
        numbers = kept.map { numbers[Int($0)] }
    }

    /// A copy of `values` without spare capacity.
    private static func exact(_ values: [Int32]) -> [Int32] {
        values.withUnsafeBufferPointer { Array($0) }
    }

    /// The link of episode `id`, or `nil` when title.episode has no line for it. `hint` is where the
    /// search starts: the index after the last episode found, so lookups in id order cost one comparison.
    func link(of id: Int, hint: inout Int) -> Link? {
        let wanted = Int32(truncatingIfNeeded: id)
        var index: Int
        if hint < ids.count, ids[hint] == wanted {
            index = hint
        } else {
            var low = 0
            var high = ids.count
            while low < high {
                let middle = (low + high) / 2
                if ids[middle] < wanted { low = middle + 1 } else { high = middle }
            }
            guard low < ids.count, ids[low] == wanted else { return nil }
            index = low
        }
        hint = index + 1
        return Link(
            series: Int(parents[index]), season: seasons[index] < 0 ? nil : Int(seasons[index]),
            number: numbers[index] < 0 ? nil : Int(numbers[index]))
    }
}

/// A line of title.episode: an episode's series, season and number, kept whole (compactly) until
/// title.basics is read.
struct EpisodeLinksParser: DatasetParser {
    typealias Batch = Void

    var links = EpisodeLinks()

    mutating func parse(_ line: borrowing TSVLine) throws(LineProblem) {
        guard line.fieldCount == 4 else { throw LineProblem("has \(line.fieldCount) fields, expected 4") }
        let id = try line.requiredIdentifier(0, "tconst", prefix: IMDbParsers.tt)
        let parent = try line.requiredIdentifier(1, "parentTconst", prefix: IMDbParsers.tt)
        guard parent != id else { throw LineProblem("parentTconst \(line.quoted(1)) is the episode itself") }
        let season = try Self.position(line, 2, "seasonNumber")
        let number = try Self.position(line, 3, "episodeNumber")
        guard links.append(id: Int32(id), parent: Int32(parent), season: season, number: number) else {
            throw LineProblem("tconst \(line.quoted(0)) appears twice")
        }
    }

    /// A season or episode number, -1 for `\N`.
    private static func position(
        _ line: borrowing TSVLine, _ index: Int, _ column: String
    ) throws(LineProblem)
        -> Int32
    {
        guard let value = try line.optionalInteger(index, column) else { return -1 }
        guard value <= Int(Int32.max) else { throw LineProblem("\(column) \(line.quoted(index)) is too large") }
        return Int32(value)
    }
}
