import AIS
import Store

/// The approval queue in the local store.
public struct ApprovalQueueDao: Sendable {
    public init() {}

    /// Every order key in the queue, newest first.
    public func keys(in c: Connection) throws -> [OrderKey] {
        try c.query("SELECT doco, dcto, kcoo, sfxo FROM approval_queue ORDER BY doco DESC").map(OrderKey.init(storeRow:))
    }

    public func entry(_ key: OrderKey, in c: Connection) throws -> ApprovalQueueEntry? {
        try c.first("SELECT * FROM approval_queue WHERE doco = ? AND dcto = ? AND kcoo = ? AND sfxo = ?", key.storeValues)
            .map(ApprovalQueueEntry.init(storeRow:))
    }

    /// Every order number in the queue, once each, newest first (numbers only: 100,000 keys and a set of
    /// them held 13 MB through the preload's reads).
    public func orderNumbers(in c: Connection) throws -> [Int] {
        try c.integers("SELECT DISTINCT doco FROM approval_queue ORDER BY doco DESC").map { Int($0) }
    }

    /// The order leaves the local queue, its header, lines and row of the home list with it.
    public func remove(_ order: OrderKey, in c: Connection) throws {
        for table in Self.tablesOfAnOrder {
            try c.run("DELETE FROM \(table) WHERE doco = ? AND dcto = ? AND kcoo = ? AND sfxo = ?", order.storeValues)
        }
    }

    /// The tables that hold a queued order's rows, keyed by the order.
    static let tablesOfAnOrder = ["approval_queue", "order_headers", "order_lines", "queue_list"]

    /// The keys of queued orders numbered from the first parameter to the second (`insertQueued`).
    static let queuedKeysSQL = "SELECT doco, dcto, kcoo, sfxo FROM approval_queue WHERE doco BETWEEN ? AND ?"

    /// Deletes the rows of `table` (keyed by order) whose order left the queue.
    static func leftQueueSQL(_ table: String) -> String {
        """
        DELETE FROM \(table) WHERE NOT EXISTS (SELECT 1 FROM approval_queue q WHERE q.doco = \(table).doco
        AND q.dcto = \(table).dcto AND q.kcoo = \(table).kcoo AND q.sfxo = \(table).sfxo)
        """
    }
}
