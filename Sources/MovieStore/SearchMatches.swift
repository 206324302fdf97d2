import GRDB
import Synchronization

/// The matches of search words as ``PositionSet``s: a stored set for a word many titles match
/// (``SearchBitmaps``), the full-text index's rowids otherwise, and the last few kept.
///
/// Typing `t`, `th`, `the`, then backspacing, asks for the same words again: the sets of the last
/// ``capacity`` words are kept with the catalog generation they were found in.
final class SearchMatchCache: Sendable {
    /// How many word sets are kept.
    static let capacity = 16

    private struct Entry {
        let key: String
        let generation: Int
        let set: PositionSet
    }

    private let entries = Mutex<[Entry]>([])

    /// The set kept for `key` in catalog `generation`, or the one `compute` finds (then kept).
    func set(key: String, generation: Int?, compute: () throws -> PositionSet) throws -> PositionSet {
        guard let generation else { return try compute() }
        let kept = entries.withLock { entries -> PositionSet? in
            guard let index = entries.firstIndex(where: { $0.key == key && $0.generation == generation }) else {
                return nil
            }
            let entry = entries.remove(at: index)
            entries.append(entry)
            return entry.set
        }
        if let kept { return kept }
        let set = try compute()
        entries.withLock { entries in
            entries.removeAll { $0.generation != generation || $0.key == key }
            entries.append(Entry(key: key, generation: generation, set: set))
            if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
        }
        return set
    }
}

enum SearchMatches {
    /// The movies whose title has `word` as a whole word (`whole`) or as the prefix of a word.
    static func set(
        _ db: Database, word: String, whole: Bool, columns: CatalogColumns, cache: SearchMatchCache?
    ) throws -> PositionSet {
        let compute = {
            if columns.hasSearchBitmaps,
                let stored = try SearchBitmaps.set(db, term: word, whole: whole, capacity: columns.count)
            {
                return stored
            }
            let ids = try Int.fetchAll(
                db.cachedStatement(sql: "SELECT rowid FROM movie_fts WHERE movie_fts MATCH ? ORDER BY rowid"),
                arguments: [SearchText.ftsTerm(word, prefix: !whole)])
            return columns.positionSet(ofAscending: ids)
        }
        guard let cache else { return try compute() }
        return try cache.set(
            key: (whole ? "=" : "*") + word, generation: CatalogSize.fetch(db).generation, compute: compute)
    }

    /// The movies whose title has every one of `words` as the prefix of a word.
    static func matching(
        _ db: Database, words: [String], columns: CatalogColumns, cache: SearchMatchCache?
    ) throws -> PositionSet {
        var result: PositionSet?
        for word in words {
            let matches = try set(db, word: word, whole: false, columns: columns, cache: cache)
            if result == nil { result = matches } else { result?.formIntersection(matches) }
        }
        return result ?? PositionSet(capacity: columns.count)
    }
}
