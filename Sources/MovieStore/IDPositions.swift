/// The position of each movie id among the catalog's ids (ascending, as ``CatalogColumns`` holds
/// them), for the steps of an import that place millions of rows.
///
/// A table indexed by id when the ids are dense enough (IMDb's 700,699 kept movies number up to
/// 2,019,997: an 8 MB table, each lookup one read), a binary search otherwise. Placing the 7.7 M
/// credits of ``LetterSets`` and the 2.8 M ranks of ``OrderRanks`` by binary search took most of
/// their 5.7 s.
struct IDPositions {
    private let ids: [Int32]
    /// The position of each id, -1 for an id not in the catalog; empty when the ids are sparse.
    private let table: [Int32]

    /// The positions of `ids`, which ascend.
    init(_ ids: [Int32]) {
        self.ids = ids
        if let first = ids.first, let last = ids.last, first >= 0, Int(last) <= 4 * ids.count + 1_024 {
            var table = [Int32](repeating: -1, count: Int(last) + 1)
            for (position, id) in ids.enumerated() { table[Int(id)] = Int32(position) }
            self.table = table
        } else {
            table = []
        }
    }

    /// The position of movie `id`, or `nil` when the catalog has none.
    @inline(__always)
    func position(of id: Int) -> Int? {
        guard table.isEmpty else {
            guard id >= 0, id < table.count, table[id] >= 0 else { return nil }
            return Int(table[id])
        }
        var low = 0
        var high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if Int(ids[middle]) < id { low = middle + 1 } else { high = middle }
        }
        return low < ids.count && Int(ids[low]) == id ? low : nil
    }
}
