import AIS
import Foundation
import Store

/// The orders the user raised as last read, kept for offline reading, with the stamp of each order's
/// newest change the user has seen (an order whose stamp moved on since shows `Δ`; one never seen, none).
/// Per user.
public struct RaisedOrdersDao: Sendable {
    public init() {}

    static let migration = Migration(version: 29, name: "orders the user raised", sql: """
        CREATE TABLE raised_orders (
            doco INTEGER NOT NULL, dcto TEXT NOT NULL, kcoo TEXT NOT NULL, sfxo TEXT NOT NULL,
            standing TEXT NOT NULL, person INTEGER NOT NULL, by_user TEXT NOT NULL, budget INTEGER NOT NULL,
            standing_on TEXT NOT NULL, standing_at INTEGER NOT NULL, artg TEXT NOT NULL, rdj TEXT NOT NULL, rdt INTEGER NOT NULL,
            supplier INTEGER NOT NULL, supplier_name TEXT NOT NULL, total REAL NOT NULL, crcd TEXT NOT NULL,
            approver_name TEXT NOT NULL, seen_stamp TEXT,
            PRIMARY KEY (doco, dcto, kcoo, sfxo));
        CREATE TABLE raised_orders_read (id INTEGER PRIMARY KEY CHECK (id = 1), read_at REAL NOT NULL);
        """)

    /// Replaces what was kept with `orders`, keeping the stamp each order was last seen at.
    public func replace(with orders: [RaisedOrder], readAt: Date, in c: Connection) throws {
        var seen: [OrderKey: String] = [:]
        for r in try c.query("SELECT doco, dcto, kcoo, sfxo, seen_stamp FROM raised_orders WHERE seen_stamp IS NOT NULL") {
            seen[OrderKey(storeRow: r)] = r.string("seen_stamp")
        }
        try c.run("DELETE FROM raised_orders")
        _ = try c.runEach("""
            INSERT INTO raised_orders (doco, dcto, kcoo, sfxo, standing, person, by_user, budget, standing_on, standing_at, artg, rdj, rdt,
                                       supplier, supplier_name, total, crcd, approver_name, seen_stamp)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, orders.map { o in
                let s = Self.columns(o.standing)
                return o.key.storeValues + [s.kind.sqlValue, s.person.sqlValue, s.by.sqlValue, s.budget.sqlValue, (s.on?.stored ?? "").sqlValue,
                                            s.at.sqlValue, o.route.sqlValue, (o.changedOn?.stored ?? "").sqlValue, o.changedAt.sqlValue,
                                            o.supplier.sqlValue, o.supplierName.sqlValue, o.total.sqlValue, o.currency.sqlValue,
                                            o.approverName.sqlValue, seen[o.key].map { .text($0) } ?? .null]
            })
        try c.run("INSERT OR REPLACE INTO raised_orders_read (id, read_at) VALUES (1, ?)", readAt.timeIntervalSince1970)
    }

    /// The kept orders, newest change first, each with whether it changed since last seen (never seen: no).
    public func orders(in c: Connection) throws -> (orders: [(order: RaisedOrder, changedSinceSeen: Bool)], readAt: Date?) {
        let readAt = try c.first("SELECT read_at FROM raised_orders_read WHERE id = 1")?.double("read_at").map(Date.init(timeIntervalSince1970:))
        let orders = try c.query("SELECT * FROM raised_orders ORDER BY rdj DESC, rdt DESC, doco DESC").map { r in
            let on = ServerDate(stored: r.string("standing_on") ?? "")
            let person = r.int("person") ?? 0, by = r.string("by_user") ?? "", at = r.int("standing_at") ?? 0
            let standing: RaisedOrder.Standing
            switch r.string("standing") {
            case "approved": standing = .approved(by: by, on: on, at: at)
            case "rejected": standing = .rejected(by: by, on: on, at: at)
            case "forwarded": standing = .forwarded(by: by, to: person, on: on)
            case "raised": standing = .raised(on: on)
            default: standing = .awaiting(approver: person, budget: r.bool("budget") ?? false, since: on)
            }
            let order = RaisedOrder(key: OrderKey(storeRow: r), standing: standing, route: r.string("artg") ?? "",
                                    changedOn: ServerDate(stored: r.string("rdj") ?? ""), changedAt: r.int("rdt") ?? 0,
                                    supplier: r.int("supplier") ?? 0, supplierName: r.string("supplier_name") ?? "",
                                    total: r.double("total") ?? 0, currency: r.string("crcd") ?? "", approverName: r.string("approver_name") ?? "")
            let seen = r.string("seen_stamp")
            return (order, seen.map { $0 != order.stamp } ?? false)
        }
        return (orders, readAt)
    }

    /// The user saw `order` as it stands now.
    public func markSeen(_ order: OrderKey, in c: Connection) throws {
        try c.run("""
            UPDATE raised_orders SET seen_stamp = rdj || substr('000000' || rdt, -6) WHERE doco = ? AND dcto = ? AND kcoo = ? AND sfxo = ?
            """, order.storeValues)
    }

    /// Every kept order as seen now (a read of them is shown whole, on screen or by `signoff mine`).
    public func markAllSeen(in c: Connection) throws {
        try c.run("UPDATE raised_orders SET seen_stamp = rdj || substr('000000' || rdt, -6)")
    }

    private static func columns(_ s: RaisedOrder.Standing) -> (kind: String, person: Int, by: String, budget: Bool, on: ServerDate?, at: Int) {
        switch s {
        case .awaiting(let approver, let budget, let since): return ("awaiting", approver, "", budget, since, 0)
        case .approved(let by, let on, let at): return ("approved", 0, by, false, on, at)
        case .rejected(let by, let on, let at): return ("rejected", 0, by, false, on, at)
        case .forwarded(let by, let to, let on): return ("forwarded", to, by, false, on, 0)
        case .raised(let on): return ("raised", 0, "", false, on, 0)
        }
    }
}
