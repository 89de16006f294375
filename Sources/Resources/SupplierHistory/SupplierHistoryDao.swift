import AIS
import Foundation
import Store

/// Supplier histories as last read, kept so the order view shows them at once and offline (with their
/// age). The company's data, shared by the users of a server and kept across logins.
public struct SupplierHistoryDao: Sendable {
    public init() {}

    static let migration = Migration(version: 12, name: "supplier histories", sql: """
        CREATE TABLE supplier_history_reads (an8 INTEGER PRIMARY KEY, read_at REAL NOT NULL, truncated INTEGER NOT NULL);
        CREATE TABLE supplier_history_orders (
            an8 INTEGER NOT NULL, doco INTEGER NOT NULL, dcto TEXT NOT NULL, kcoo TEXT NOT NULL, sfxo TEXT NOT NULL,
            trdj TEXT NOT NULL, otot REAL NOT NULL, crcd TEXT NOT NULL, status TEXT NOT NULL, seq INTEGER NOT NULL,
            PRIMARY KEY (an8, doco, dcto, kcoo, sfxo));
        """)

    /// Replaces what was kept of the supplier.
    public func save(_ history: SupplierHistory, in c: Connection) throws {
        try c.run("DELETE FROM supplier_history_orders WHERE an8 = ?", history.supplier)
        try c.run("INSERT OR REPLACE INTO supplier_history_reads (an8, read_at, truncated) VALUES (?, ?, ?)",
                  history.supplier, history.readAt.timeIntervalSince1970, history.truncated)
        _ = try c.runEach("""
            INSERT OR REPLACE INTO supplier_history_orders (an8, doco, dcto, kcoo, sfxo, trdj, otot, crcd, status, seq)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, history.orders.enumerated().map { i, o in
                [history.supplier.sqlValue] + o.key.storeValues
                    + [(o.date?.stored ?? "").sqlValue, o.total.sqlValue, o.currency.sqlValue, o.status.sqlValue, i.sqlValue]
            })
    }

    /// The supplier's history as last kept, nil when it was never read.
    public func history(of supplier: Int, in c: Connection) throws -> SupplierHistory? {
        guard let read = try c.first("SELECT read_at, truncated FROM supplier_history_reads WHERE an8 = ?", supplier) else { return nil }
        let orders = try c.query("SELECT * FROM supplier_history_orders WHERE an8 = ? ORDER BY seq", supplier).map { r in
            SupplierHistory.Order(key: OrderKey(storeRow: r), date: ServerDate(stored: r.string("trdj") ?? ""), total: r.double("otot") ?? 0,
                                  currency: r.string("crcd") ?? "", status: r.string("status") ?? "")
        }
        return SupplierHistory(supplier: supplier, orders: orders, readAt: Date(timeIntervalSince1970: read.double("read_at") ?? 0),
                               truncated: read.bool("truncated") ?? false)
    }
}
