import Store

/// Bringing an index up to date in place, so that a delta refresh of a few orders costs the list a few
/// ms instead of a build of every row (about a second at 100,000 orders).
extension QueueListIndex {
    /// This index brought up to date with `queue_list` (one snapshot: inside `Database.readAside`), or nil
    /// when that cannot be done and it must be built anew.
    ///
    /// Within one generation of the list (`OrderQueueDao.rebuild` starts the next) rows are only removed,
    /// or written again by `OrderQueueDao.refresh` with row ids above every one used before. So the rows
    /// now are the rows this index knows less some, plus rows above its highest row id: those are read
    /// alone, appended (row numbers stay in row id order), and merged into every sort order where SQLite's
    /// ORDER BY puts them, which is where a fresh build puts them. Anything else — another generation, a
    /// row id below the highest that the index does not know, a sort key of an unexpected storage class —
    /// answers nil, as does a refresh of more rows than are kept, which SQLite sorts faster than a merge.
    public func updated(in c: Connection) throws -> QueueListIndex? {
        guard try OrderQueueDao().generation(in: c) == generation else { return nil }
        let present = try c.integers("SELECT rowid FROM queue_list ORDER BY rowid")
        let known = rows.rowIDs
        let highest = known.last ?? 0
        var firstAdded = present.count
        while firstAdded > 0 && present[firstAdded - 1] > highest { firstAdded -= 1 }
        // The rows known that are kept (present below the highest): every one must be known.
        var newNumber = [Int32](repeating: -1, count: known.count)
        var kept: [Int] = []
        kept.reserveCapacity(firstAdded)
        for (i, id) in known.enumerated() where kept.count < firstAdded && present[kept.count] == id {
            newNumber[i] = Int32(kept.count)
            kept.append(i)
        }
        guard kept.count == firstAdded else { return nil }
        let added = firstAdded..<present.count
        if added.isEmpty && kept.count == known.count { return self }
        guard added.isEmpty || (rows.keys.exact && added.count <= kept.count) else { return nil }
        var updated = rows.keeping(kept)
        if !added.isEmpty {
            try c.forEach(QueueListRows.select + " WHERE rowid > ? ORDER BY rowid", [.integer(highest)]) { updated.append($0) }
            guard updated.rowIDs.elementsEqual(present), updated.keys.exact else { return nil }
        }
        var orders: [String: [Int32]] = [:]
        for sort in QueueSort.all where orders[sort.orderBy] == nil {
            guard let order = self.orders[sort.orderBy] else { return nil }
            orders[sort.orderBy] = Self.merge(Array(added), into: order, renumbered: newNumber, by: sort, rows: updated)
        }
        return QueueListIndex(generation: generation, rows: updated, orders: orders)
    }

    /// `order` less the rows removed (`newNumber` -1), the rest renumbered, with the rows `added` (numbers
    /// of `rows`) merged in where `sort` puts them. The added rows are sorted among themselves (k log k),
    /// each is placed by a binary search of the kept rows after the one before it (k log n), and the runs
    /// between are copied (n). No two rows tie in a sort order, so each has one place: the one SQLite
    /// gives it.
    static func merge(_ added: [Int], into order: [Int32], renumbered newNumber: [Int32], by sort: QueueSort,
                      rows: QueueListRows) -> [Int32] {
        var kept: [Int32] = []
        kept.reserveCapacity(order.count)
        for row in order where newNumber[Int(row)] >= 0 { kept.append(newNumber[Int(row)]) }
        guard !added.isEmpty else { return kept }
        let sorted = added.sorted { rows.precedes($0, $1, in: sort) }
        var merged: [Int32] = []
        merged.reserveCapacity(kept.count + added.count)
        var from = 0
        for row in sorted {
            var low = from, high = kept.count
            while low < high {
                let mid = (low + high) / 2
                if rows.precedes(Int(kept[mid]), row, in: sort) { low = mid + 1 } else { high = mid }
            }
            merged += kept[from..<low]
            merged.append(Int32(row))
            from = low
        }
        merged += kept[from...]
        return merged
    }
}
