import AIS
import Store

/// A stored record that belongs to one order of the approval queue (a header, a line).
protocol QueuedOrderRecord: StoredRecord {
    var key: OrderKey { get }
}

extension PurchaseOrderHeader: QueuedOrderRecord {}
extension PurchaseOrderLine: QueuedOrderRecord {}

extension Connection {
    /// Inserts the records of orders that are in the approval queue now and drops the others (a LIST of
    /// order numbers also matches orders of other types and companies; an order can be decided while its
    /// lines are read). The queue is read once for the span of order numbers the records cover (one
    /// request's chunk), in the same transaction as the insert, so an order that leaves the queue (taking
    /// its rows with it) before or after never keeps rows here. Answers the number of records inserted.
    func insertQueued<R: QueuedOrderRecord>(_ records: [R]) throws -> Int {
        guard let first = records.first else { return 0 }
        var (lowest, highest) = (first.key.number, first.key.number)
        for record in records {
            lowest = min(lowest, record.key.number)
            highest = max(highest, record.key.number)
        }
        let queued = Set(try query(Self.queuedSQL, [.integer(Int64(lowest)), .integer(Int64(highest))]).map(OrderKey.init(storeRow:)))
        // A server sends an order's rows together: its key is looked up once per run of them.
        var keep: [Bool] = []
        keep.reserveCapacity(records.count)
        var lastKey = first.key
        var lastQueued = queued.contains(lastKey)
        for record in records {
            if record.key != lastKey {
                lastKey = record.key
                lastQueued = queued.contains(lastKey)
            }
            keep.append(lastQueued)
        }
        return try runEach(R.insertSQL, records.indices.lazy.filter { keep[$0] }.map { records[$0].storeValues })
    }

    private static let queuedSQL = "SELECT doco, dcto, kcoo, sfxo FROM approval_queue WHERE doco BETWEEN ? AND ?"
}
