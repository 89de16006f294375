/// The home list as shown: the index's rows in one sort order, those the filter lets through.
public struct QueueListView: Sendable {
    let index: QueueListIndex
    /// Row numbers of the index, in the order shown.
    let rows: [Int32]

    public var count: Int { rows.count }
    /// Orders in the queue, filtered or not.
    public var total: Int { index.count }

    /// The currencies of the orders shown (as `OrderQueueDao.currencyCount`, without reading the store).
    public var currencyCount: Int {
        let codes = index.rows.currencyCodes
        var seen = [Bool](repeating: false, count: index.rows.currencyCode.count)
        var count = 0
        for row in rows {
            let code = Int(codes[Int(row)])
            if code >= 0, !seen[code] {
                seen[code] = true
                count += 1
                if count == seen.count { break }
            }
        }
        return count
    }

    /// The `queue_list` row ids shown from `offset`, at most `limit`.
    public func rowIDs(offset: Int, limit: Int) -> [Int64] {
        let start = max(0, min(offset, rows.count)), end = max(start, min(rows.count, start + max(0, limit)))
        return rows[start..<end].map { index.rows.rowIDs[Int($0)] }
    }

    /// As `OrderQueueDao.position(ofMatch:…)`: the next position (wrapping) whose search text contains `text`.
    public func position(ofMatch text: String, from position: Int, forward: Bool) -> Int? {
        let needle = Array(QueueListIndex.searchable(text).utf8)
        guard !needle.isEmpty, !rows.isEmpty else { return nil }
        let pairs = QueueListIndex.pairBits(of: needle)
        let n = rows.count
        let start = (0..<n).contains(position) ? position : (forward ? 0 : n - 1)
        for step in 0..<n {
            let p = forward ? (start + step) % n : (start - step + n) % n
            let row = Int(rows[p])
            if index.row(row, mayContain: pairs) && index.row(row, contains: needle) { return p }
        }
        return nil
    }

    /// The position of an order (by number) as shown, or nil.
    public func position(ofOrder number: Int) -> Int? {
        rows.firstIndex { index.rows.numbers[Int($0)] == number }
    }
}
