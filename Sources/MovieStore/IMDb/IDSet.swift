/// A set of non-negative integers (IMDb id numbers) as a bitmap: 5 MB covers 40 million ids, and a lookup
/// is one load.
struct IDSet: Sendable {
    private var words: [UInt64] = []
    /// How many ids the set holds.
    private(set) var count = 0

    /// Adds `id`; `true` when it was not in the set.
    @discardableResult
    mutating func insert(_ id: Int) -> Bool {
        let word = id >> 6
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: max(word + 1 - words.count, 4096))) }
        let bit = UInt64(1) << UInt64(id & 63)
        guard words[word] & bit == 0 else { return false }
        words[word] |= bit
        count += 1
        return true
    }

    /// Whether `id` is in the set.
    func contains(_ id: Int) -> Bool {
        let word = id >> 6
        return word < words.count && words[word] & (UInt64(1) << UInt64(id & 63)) != 0
    }

    /// The ids of this set or of `other`.
    func union(_ other: IDSet) -> IDSet {
        var result = count >= other.count ? self : other
        let smaller = count >= other.count ? other : self
        if smaller.words.count > result.words.count {
            result.words.append(contentsOf: repeatElement(0, count: smaller.words.count - result.words.count))
        }
        var total = 0
        for index in result.words.indices {
            if index < smaller.words.count { result.words[index] |= smaller.words[index] }
            total += result.words[index].nonzeroBitCount
        }
        result.count = total
        return result
    }
}
