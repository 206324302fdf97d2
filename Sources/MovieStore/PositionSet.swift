import Foundation

/// A set of column positions (indexes into ``CatalogColumns``, in id order), one bit each.
///
/// A search word's matches are kept as one: 705,456 movies take 88 KB, two sets intersect in
/// 11,000 word operations, and the matches come out in position order, which is id order.
struct PositionSet: Sendable, Equatable {
    /// The bits, 64 positions a word, position 0 in the lowest bit of the first word.
    private(set) var words: [UInt64]

    /// An empty set for positions below `capacity`.
    init(capacity: Int) {
        words = Array(repeating: 0, count: (max(capacity, 0) + 63) / 64)
    }

    /// The set stored as `bytes` (``data``) for positions below `capacity`, or `nil` when the
    /// length does not fit.
    init?(capacity: Int, bytes: Data) {
        let count = (max(capacity, 0) + 63) / 64
        guard bytes.count == count * 8 else { return nil }
        words = bytes.withUnsafeBytes { raw in
            (0..<count).map { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 8, as: UInt64.self)) }
        }
    }

    /// The set whose bits are `words` (as ``words`` holds them), for positions below `capacity`.
    init(capacity: Int, words: ArraySlice<UInt64>) {
        self.words = Array(words.prefix((max(capacity, 0) + 63) / 64))
    }

    /// The set of `positions`, which must be below `capacity`.
    init(capacity: Int, positions: some Sequence<Int>) {
        self.init(capacity: capacity)
        for position in positions { insert(position) }
    }

    /// The bytes stored in the database: the words, little-endian.
    var data: Data {
        var data = Data(capacity: words.count * 8)
        for word in words {
            withUnsafeBytes(of: word.littleEndian) { data.append(contentsOf: $0) }
        }
        return data
    }

    mutating func insert(_ position: Int) {
        words[position >> 6] |= 1 << UInt64(position & 63)
    }

    func contains(_ position: Int) -> Bool {
        words[position >> 6] & (1 << UInt64(position & 63)) != 0
    }

    mutating func formIntersection(_ other: PositionSet) {
        for index in words.indices {
            words[index] &= index < other.words.count ? other.words[index] : 0
        }
    }

    /// Removes the positions of `other`.
    mutating func subtract(_ other: PositionSet) {
        for index in words.indices where index < other.words.count { words[index] &= ~other.words[index] }
    }

    /// The set of every position below `capacity`.
    static func all(capacity: Int) -> PositionSet {
        var set = PositionSet(capacity: capacity)
        for index in set.words.indices { set.words[index] = ~0 }
        if capacity % 64 != 0, !set.words.isEmpty { set.words[set.words.count - 1] = (1 << UInt64(capacity % 64)) - 1 }
        return set
    }

    /// The `rank`-th position of the set (from 0), ascending, or `nil` when it has fewer; found by
    /// counting a word's bits at a time.
    func position(atRank rank: Int) -> Int? {
        guard rank >= 0 else { return nil }
        var left = rank
        for (index, word) in words.enumerated() {
            let count = word.nonzeroBitCount
            guard left >= count else {
                var bits = word
                for _ in 0..<left { bits &= bits - 1 }
                return index << 6 | bits.trailingZeroBitCount
            }
            left -= count
        }
        return nil
    }

    /// The number of positions in the set.
    var count: Int {
        words.reduce(0) { $0 + $1.nonzeroBitCount }
    }

    /// Calls `body` with every position, ascending.
    func forEach(_ body: (Int) throws -> Void) rethrows {
        for (index, word) in words.enumerated() where word != 0 {
            var bits = word
            while bits != 0 {
                try body(index << 6 | bits.trailingZeroBitCount)
                bits &= bits - 1
            }
        }
    }

    /// The positions, ascending.
    var positions: [Int] {
        var result: [Int] = []
        result.reserveCapacity(count)
        forEach { result.append($0) }
        return result
    }
}
