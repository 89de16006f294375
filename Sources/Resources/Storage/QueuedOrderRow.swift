import AIS
import Store

/// A row of a table kept per order of the approval queue (a header, a line), as the preload stores it.
protocol QueuedOrderRow: Sendable {
    static var storeTable: String { get }
    static var insertSQL: String { get }
    var key: OrderKey { get }
    /// Sets the parameters of `insertSQL`.
    func bind(to binder: borrowing ParameterBinder) throws
}

extension QueuedOrderRow where Self: StoredRecord {
    func bind(to binder: borrowing ParameterBinder) throws {
        for (i, value) in storeValues.enumerated() { try binder.value(Int32(i + 1), value) }
    }
}

extension PurchaseOrderHeader: QueuedOrderRow {}
extension PurchaseOrderLine: QueuedOrderRow {}

extension Connection {
    /// Inserts the rows of orders that are in the approval queue now and drops the others (a LIST of
    /// order numbers also matches orders of other types and companies; an order can be decided while its
    /// lines are read). The queue is read once for the span of order numbers the rows cover (one
    /// request's chunk), in the same transaction as the insert, so an order that leaves the queue (taking
    /// its rows with it) before or after never keeps rows here. Answers the number of rows inserted.
    func insertQueued<R: QueuedOrderRow>(_ rows: [R]) throws -> Int {
        guard let first = rows.first else { return 0 }
        var (lowest, highest) = (first.key.number, first.key.number)
        for row in rows {
            lowest = min(lowest, row.key.number)
            highest = max(highest, row.key.number)
        }
        let queued = Set(try query(Self.queuedSQL, [.integer(Int64(lowest)), .integer(Int64(highest))]).map(OrderKey.init(storeRow:)))
        // A server sends an order's rows together: its key is looked up once per run of them.
        var lastKey = first.key
        var lastQueued = queued.contains(lastKey)
        return try runEach(R.insertSQL, rows) { row, binder in
            if row.key != lastKey {
                lastKey = row.key
                lastQueued = queued.contains(lastKey)
            }
            guard lastQueued else { return false }
            try row.bind(to: binder)
            return true
        }
    }

    private static let queuedSQL = "SELECT doco, dcto, kcoo, sfxo FROM approval_queue WHERE doco BETWEEN ? AND ?"
}
