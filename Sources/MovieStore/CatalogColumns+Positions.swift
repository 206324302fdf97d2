extension CatalogColumns {
    /// The positions of `movieIDs` in the columns, ascending (ids not in the catalog are skipped);
    /// reads ``ids``.
    func positions(of movieIDs: [Int]) -> [Int] {
        positionSet(ofAscending: movieIDs.sorted()).positions
    }

    /// The positions of `movieIDs`, in any order and repeated or not (the movies of people's
    /// credits), ids not in the catalog skipped; reads ``ids``.
    ///
    /// Many ids are marked in a bitmap of the id range, then the positions are read off it in one
    /// walk along ``ids``: `person:a` credits 2 million times at 720,000 movies, and making a `Set`
    /// of them and sorting it took a third of the keystroke.
    func positionSet(of movieIDs: [Int]) -> PositionSet {
        guard movieIDs.count * 32 >= ids.count, let last = ids.last, last >= 0 else {
            return positionSet(ofAscending: movieIDs.sorted())
        }
        var marked = [UInt64](repeating: 0, count: Int(last) / 64 + 1)
        for id in movieIDs where id >= 0 && id <= Int(last) { marked[id >> 6] |= 1 << UInt64(id & 63) }
        var set = PositionSet(capacity: count)
        for (position, id) in ids.enumerated() where id >= 0 && marked[Int(id) >> 6] & (1 << UInt64(id & 63)) != 0 {
            set.insert(position)
        }
        return set
    }

    /// The positions of `movieIDs`, which ascend (as the search table returns its rowids), found in
    /// one walk along ``ids`` (or, for a few ids, by a binary search each, from the last one found);
    /// ids not in the catalog are skipped. Reads ``ids``.
    func positionSet(ofAscending movieIDs: [Int]) -> PositionSet {
        var set = PositionSet(capacity: count)
        var position = 0
        let walk = movieIDs.count * 32 >= ids.count
        for id in movieIDs {
            if walk {
                while position < ids.count, Int(ids[position]) < id { position += 1 }
            } else {
                var high = ids.count
                while position < high {
                    let middle = (position + high) / 2
                    if Int(ids[middle]) < id { position = middle + 1 } else { high = middle }
                }
            }
            guard position < ids.count else { break }
            if Int(ids[position]) == id { set.insert(position) }
        }
        return set
    }
}
