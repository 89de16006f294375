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
}
