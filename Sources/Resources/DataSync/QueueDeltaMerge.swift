import AIS
import Foundation
import Store

/// A delta merged into the stored queue: the stored orders it amends, their figures before and after, and
/// the one transaction that writes it (orders out, orders in with their details, the home list's rows of
/// both, the sync state).
struct QueueDeltaMerge: Sendable {
    let database: Database
    let clock: @Sendable () -> Date

    /// Adds to `delta` the stored orders whose header changed since it was read (its `UPMJ`/`TDAY` moved)
    /// and that the delta does not already read or remove: their header, lines and names are read again.
    /// Answers every stored order whose header moved.
    func addAmended(_ stamps: [(key: OrderKey, day: ServerDate?, time: Int)], to delta: inout QueueDelta) throws -> [OrderKey] {
        let amended = try database.read { try PurchaseOrderHeadersDao().moved(stamps, in: $0) }
        let known = Set(delta.toRead.map(\.key)).union(delta.left)
        let entries = try storedEntries(of: amended.filter { !known.contains($0) })
        delta.changed += amended.compactMap { entries[$0] }
        return amended
    }

    /// The figures (`SeenOrder`) of these orders that the store holds in its queue.
    func figures(of keys: [OrderKey]) throws -> [OrderKey: SeenOrder] {
        try database.read { c in
            var found: [OrderKey: SeenOrder] = [:]
            for key in keys where try ApprovalQueueDao().entry(key, in: c) != nil { found[key] = try SeenOrdersDao().stored(key, in: c) }
            return found
        }
    }

    /// The stored entries of these orders.
    func storedEntries(of keys: [OrderKey]) throws -> [OrderKey: ApprovalQueueEntry] {
        try database.read { c in
            var found: [OrderKey: ApprovalQueueEntry] = [:]
            for key in Set(keys) { found[key] = try ApprovalQueueDao().entry(key, in: c) }
            return found
        }
    }

    /// Writes a delta in one transaction: orders gone out with their rows, new and changed orders in with
    /// their headers, lines and names, the home list's rows of both written again, and the sync state.
    /// An order decided here while the reads were under way stays out: the server's rows may predate it.
    func apply(_ delta: QueueDelta, _ details: OrderDetails, username: String, readStarted: Date,
               state: QueueSyncDao.State?) throws {
        let now = clock()
        try database.write { c in
            let decidedHere = Set(try DecisionOutboxDao().ordersLeftQueue(since: readStarted, for: username, in: c))
            for key in delta.left { try ApprovalQueueDao().remove(key, in: c) }
            let entries = delta.toRead.filter { !decidedHere.contains($0.key) }
            let keys = Set(entries.map(\.key))
            try c.insert(entries)
            try c.insert(details.headers.filter { keys.contains($0.key) })
            try PurchaseOrderLinesDao().replace(details.lines.filter { keys.contains($0.key) }, of: keys, in: c)
            try c.insert(details.names)
            try OrderQueueDao().refresh(entries.map(\.key), in: c)
            if let state { try QueueSyncDao().save(state, in: c) }
            try DatasetStateDao().markLoaded(.queue, owner: username, rows: try c.count(ApprovalQueueEntry.self), at: now, in: c)
        }
    }
}
