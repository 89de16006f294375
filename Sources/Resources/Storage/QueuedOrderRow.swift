import AIS
import Store

/// A row that belongs to one order (a header, a line).
protocol KeyedByOrder {
    var key: OrderKey { get }
}

/// A row of a table kept per order of the approval queue, one row each (a header), as the preload
/// stores it.
protocol QueuedOrderRow: KeyedByOrder, Sendable {
    static var storeTable: String { get }
    static var insertSQL: String { get }
    /// Sets the parameters of `insertSQL`.
    func bind(to binder: borrowing ParameterBinder) throws
}

extension QueuedOrderRow where Self: StoredRecord {
    func bind(to binder: borrowing ParameterBinder) throws {
        for (i, value) in storeValues.enumerated() { try binder.value(Int32(i + 1), value) }
    }
}

extension PurchaseOrderHeader: QueuedOrderRow {}

extension Connection {
    /// Inserts the rows of orders that are in the approval queue now and drops the others (a LIST of
    /// order numbers also matches orders of other types and companies; an order can be decided while its
    /// rows are read). Answers the number of rows inserted.
    func insertQueued<R: QueuedOrderRow>(_ rows: [R]) throws -> Int {
        try runEach(R.insertSQL, queuedOnly(rows)) { row, binder in
            try row.bind(to: binder)
            return true
        }
    }

    /// Stores the order lines of orders in the approval queue now (`PurchaseOrderLinesDao.merge`) and
    /// drops the others, as `insertQueued` does. Answers the number of lines stored.
    func storeQueuedLines(_ orders: [PageOrderLines]) throws -> Int {
        try PurchaseOrderLinesDao().merge(queuedOnly(orders), in: self)
    }

    /// The rows of queued orders. The queue is read once for the span of order numbers the rows cover
    /// (the chunks of the requests stored together), in the same transaction as the rows' write, so an
    /// order that leaves the queue (taking its rows with it) before or after never keeps rows here.
    private func queuedOnly<R: KeyedByOrder>(_ rows: [R]) throws -> [R] {
        guard let first = rows.first else { return [] }
        var (lowest, highest) = (first.key.number, first.key.number)
        for row in rows {
            lowest = min(lowest, row.key.number)
            highest = max(highest, row.key.number)
        }
        let span: [SQLValue] = [.integer(Int64(lowest)), .integer(Int64(highest))]
        let queued = Set(try OrderKey.keys(ApprovalQueueDao.queuedKeysSQL, span, in: self))
        // A server sends an order's rows together: its key is looked up once per run of them.
        var lastKey = first.key
        var lastQueued = queued.contains(lastKey)
        return rows.filter { row in
            if row.key != lastKey {
                lastKey = row.key
                lastQueued = queued.contains(lastKey)
            }
            return lastQueued
        }
    }
}
