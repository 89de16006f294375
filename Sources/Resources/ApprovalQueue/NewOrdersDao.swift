import AIS
import Store

/// The orders that arrived with a refresh and were not opened since (the list's `•` and the top bar's
/// "3 new"), kept in the store so that they stay new when Signoff starts again.
public struct NewOrdersDao: Sendable {
    public init() {}

    static let migration = Migration(version: 17, name: "new orders kept", sql: """
        CREATE TABLE new_orders (
            doco INTEGER NOT NULL, dcto TEXT NOT NULL, kcoo TEXT NOT NULL, sfxo TEXT NOT NULL,
            PRIMARY KEY (doco, dcto, kcoo, sfxo)) WITHOUT ROWID;
        """)

    /// The new orders still in the queue; those that left it are forgotten.
    public func all(in c: Connection) throws -> [OrderKey] {
        try c.query("""
            SELECT n.doco, n.dcto, n.kcoo, n.sfxo FROM new_orders n JOIN approval_queue q
            ON q.doco = n.doco AND q.dcto = n.dcto AND q.kcoo = n.kcoo AND q.sfxo = n.sfxo ORDER BY n.doco DESC
            """).map(OrderKey.init(storeRow:))
    }

    /// Marks orders new, and forgets the new orders no longer in the queue.
    public func add(_ orders: [OrderKey], in c: Connection) throws {
        try c.runEach("INSERT OR IGNORE INTO new_orders (doco, dcto, kcoo, sfxo) VALUES (?, ?, ?, ?)", orders.map(\.storeValues))
        try c.run("""
            DELETE FROM new_orders WHERE NOT EXISTS (SELECT 1 FROM approval_queue q WHERE q.doco = new_orders.doco
            AND q.dcto = new_orders.dcto AND q.kcoo = new_orders.kcoo AND q.sfxo = new_orders.sfxo)
            """)
    }

    /// The orders are new no more (opened).
    public func remove(_ orders: [OrderKey], in c: Connection) throws {
        try c.runEach("DELETE FROM new_orders WHERE doco = ? AND dcto = ? AND kcoo = ? AND sfxo = ?", orders.map(\.storeValues))
    }
}
