import AIS

/// What this approver's `F4209` rows changed since a day mean for the stored queue: orders that arrived,
/// orders whose row changed, and orders that left (decided, forwarded or otherwise moved on, here or
/// elsewhere). Rows read again unchanged (a delta re-reads its whole first day) mean nothing.
struct QueueDelta: Sendable, Equatable {
    /// Awaiting the approver and not stored.
    var arrived: [ApprovalQueueEntry] = []
    /// Awaiting the approver and stored with another stamp, status, route or field.
    var changed: [ApprovalQueueEntry] = []
    /// Stored, and no changed row of the order awaits the approver any more.
    var left: [OrderKey] = []

    var isEmpty: Bool { arrived.isEmpty && changed.isEmpty && left.isEmpty }

    /// The orders whose header, lines and names must be read: new or changed.
    var toRead: [ApprovalQueueEntry] { arrived + changed }

    /// Compares the changed rows with the stored entries of their orders (`stored`, by key). An order
    /// with several changed rows of this approver (a budget and a monetary step) awaits them when any
    /// of them awaits; the awaiting row stamped last speaks for it.
    static func between(changedRows: [ApprovalQueueEntry], stored: [OrderKey: ApprovalQueueEntry]) -> QueueDelta {
        var rowsByOrder: [OrderKey: [ApprovalQueueEntry]] = [:]
        var orders: [OrderKey] = []
        // The originator's own rows (`' O'`, `3N`) carry the originator as `RPER`: they say nothing of a
        // step awaiting this user, so an approver who also raised the order keeps it.
        for row in changedRows where !row.isOriginatorsRow {
            if rowsByOrder[row.key] == nil { orders.append(row.key) }
            rowsByOrder[row.key, default: []].append(row)
        }
        var delta = QueueDelta()
        for key in orders {
            let rows = rowsByOrder[key] ?? []
            let awaiting = rows.filter(\.isAwaiting).max { Self.stamp($0) < Self.stamp($1) }
            switch (awaiting, stored[key]) {
            case (let row?, nil): delta.arrived.append(row)
            case (let row?, let known?) where row != known: delta.changed.append(row)
            case (nil, .some): delta.left.append(key)
            default: break
            }
        }
        return delta
    }

    /// A row's change stamp as one comparable value: ISO day, then HHmmss.
    private static func stamp(_ row: ApprovalQueueEntry) -> String {
        (row.changedOn?.stored ?? "") + String(repeating: "0", count: max(0, 6 - String(row.changedAt).count)) + String(row.changedAt)
    }
}
