import Store

/// Bringing an index up to date in place, so that a delta refresh of some orders costs the list tens of
/// ms instead of a build of every row (one to two seconds at 100,000 orders).
extension QueueListIndex {
    /// This index brought up to date with `queue_list` (one snapshot: inside `Database.readAside`), or nil
    /// when that cannot be done and it must be built anew.
    ///
    /// Within one generation of the list (`OrderQueueDao.rebuild` starts the next) rows are only removed,
    /// or written again by `OrderQueueDao.refresh` with row ids above every one used before. So the rows
    /// now are the rows this index knows less some, plus rows above its highest row id: those are read
    /// alone, appended (row numbers stay in row id order), and merged into every sort order where SQLite's
    /// ORDER BY puts them (`QueueListMerge`), which is where a fresh build puts them. Anything else —
    /// another generation, a row id below the highest that the index does not know, a sort key of an
    /// unexpected storage class — answers nil, as does a refresh of more rows than are kept: most of the
    /// list is then new, and a build is the plainer way to read it.
    public func updated(in c: Connection) throws -> QueueListIndex? {
        guard try OrderQueueDao().generation(in: c) == generation, let (kept, added) = try presentRows(in: c) else { return nil }
        if added.isEmpty && kept.count == count { return self }
        guard added.isEmpty || (rows.keys.exact && added.count <= kept.count) else { return nil }
        var updated = rows.keeping(kept, room: added.count)
        if let highest = rows.rowIDs.last, !added.isEmpty {
            try c.forEach(OrderQueueDao.indexRowsAboveSQL, [.integer(highest)]) { updated.append($0) }
            guard updated.rowIDs[kept.count...].elementsEqual(added), updated.keys.exact else { return nil }
        }
        let merge = QueueListMerge(rows: updated, old: rows, kept: kept)
        var orders: [String: [Int32]] = [:]
        for sort in QueueSort.all where orders[sort.orderBy] == nil {
            guard let order = self.orders[sort.orderBy] else { return nil }
            orders[sort.orderBy] = merge.merged(order, by: sort)
        }
        return QueueListIndex(generation: generation, rows: updated, orders: orders)
    }

    /// The numbers of this index's rows still in `queue_list` (ascending), and the row ids above its
    /// highest (ascending); nil when a row id at or below its highest is one it does not know. The row ids
    /// are read in no order, which lets SQLite scan its smallest covering index rather than the table
    /// (about 1 ms instead of 15 at 100,000 rows).
    func presentRows(in c: Connection) throws -> (kept: [Int], added: [Int64])? {
        let known = rows.rowIDs
        guard let highest = known.last else {
            return try c.scalar(OrderQueueDao.rowCountSQL).int == 0 ? ([], []) : nil
        }
        let numbers = RowNumbers(known)
        var present = [Bool](repeating: false, count: known.count)
        var added: [Int64] = []
        for id in try c.integers(OrderQueueDao.rowIDsSQL) {
            if id > highest {
                added.append(id)
            } else if let i = numbers[id] {
                present[i] = true
            } else {
                return nil
            }
        }
        return (present.indices.filter { present[$0] }, added.sorted())
    }
}
