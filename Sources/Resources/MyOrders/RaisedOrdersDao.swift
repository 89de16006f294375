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

    /// Schema 30: the day a delta reads from (`RDJ`, the server's day at the last read) and when the
    /// orders were last read whole. A store from before has neither: its next read is whole.
    static let deltaMigration = Migration(version: 30, name: "orders the user raised: the delta's day", sql: """
        ALTER TABLE raised_orders_read ADD COLUMN since_day TEXT;
        ALTER TABLE raised_orders_read ADD COLUMN full_at REAL;
        """)

    /// When the orders were read, the server's day a delta reads from (nil: the next read is whole), and
    /// when they were last read whole (this machine's clock: it only times the next whole read).
    public struct ReadState: Sendable, Equatable {
        public var readAt: Date
        public var sinceDay: LocalDate?
        public var fullAt: Date?

        public init(readAt: Date, sinceDay: LocalDate?, fullAt: Date?) {
            self.readAt = readAt
            self.sinceDay = sinceDay
            self.fullAt = fullAt
        }
    }

    public func readState(in c: Connection) throws -> ReadState? {
        try c.first("SELECT read_at, since_day, full_at FROM raised_orders_read WHERE id = 1").map { r in
            ReadState(readAt: Date(timeIntervalSince1970: r.double("read_at") ?? 0), sinceDay: LocalDate(iso: r.string("since_day") ?? ""),
                      fullAt: r.double("full_at").map(Date.init(timeIntervalSince1970:)))
        }
    }

    /// Replaces what was kept with `orders` (a whole read), keeping the stamp each order was last seen at.
    public func replace(with orders: [RaisedOrder], state: ReadState, in c: Connection) throws {
        let keep = Set(orders.map(\.key))
        let gone = try c.query("SELECT doco, dcto, kcoo, sfxo FROM raised_orders").map(OrderKey.init(storeRow:)).filter { !keep.contains($0) }
        try update(orders, gone: gone, state: state, in: c)
    }

    /// Keeps `orders` as they stand now (new or changed: a delta), forgets `gone`, and keeps the stamp each
    /// order was last seen at.
    public func update(_ orders: [RaisedOrder], gone: [OrderKey], state: ReadState, in c: Connection) throws {
        _ = try c.runEach("DELETE FROM raised_orders WHERE doco = ? AND dcto = ? AND kcoo = ? AND sfxo = ?", gone.map(\.storeValues))
        _ = try c.runEach("""
            INSERT INTO raised_orders (doco, dcto, kcoo, sfxo, standing, person, by_user, budget, standing_on, standing_at, artg, rdj, rdt,
                                       supplier, supplier_name, total, crcd, approver_name)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (doco, dcto, kcoo, sfxo) DO UPDATE SET
                standing = excluded.standing, person = excluded.person, by_user = excluded.by_user, budget = excluded.budget,
                standing_on = excluded.standing_on, standing_at = excluded.standing_at, artg = excluded.artg, rdj = excluded.rdj,
                rdt = excluded.rdt, supplier = excluded.supplier, supplier_name = excluded.supplier_name, total = excluded.total,
                crcd = excluded.crcd, approver_name = excluded.approver_name
            """, orders.map { o in
                let s = Self.columns(o.standing)
                return o.key.storeValues + [s.kind.sqlValue, s.person.sqlValue, s.by.sqlValue, s.budget.sqlValue, (s.on?.stored ?? "").sqlValue,
                                            s.at.sqlValue, o.route.sqlValue, (o.changedOn?.stored ?? "").sqlValue, o.changedAt.sqlValue,
                                            o.supplier.sqlValue, o.supplierName.sqlValue, o.total.sqlValue, o.currency.sqlValue,
                                            o.approverName.sqlValue]
            })
        try c.run("INSERT OR REPLACE INTO raised_orders_read (id, read_at, since_day, full_at) VALUES (1, ?, ?, ?)",
                  state.readAt.timeIntervalSince1970.sqlValue, state.sinceDay.map { SQLValue.text($0.iso) } ?? SQLValue.null,
                  state.fullAt.map { SQLValue.real($0.timeIntervalSince1970) } ?? SQLValue.null)
    }

    /// The kept orders, newest change first, each with whether it changed since last seen (never seen: no).
    public func orders(in c: Connection) throws -> (orders: [(order: RaisedOrder, changedSinceSeen: Bool)], readAt: Date?) {
        let readAt = try readState(in: c)?.readAt
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
