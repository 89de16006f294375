import AIS
import Foundation
import Store

/// What the approver saw of each order they opened (`seen_orders`): one row per order, its `SeenOrder`
/// as a small JSON value. Per-user data (`StoreTables`): the lines and amounts are the user's orders, which
/// another user must never see, so a logout forgets them with the rest.
public struct SeenOrdersDao: Sendable {
    public init() {}

    static let migration = Migration(version: 23, name: "what the approver saw of each order opened", sql: """
        CREATE TABLE seen_orders (
            doco INTEGER NOT NULL, dcto TEXT NOT NULL, kcoo TEXT NOT NULL, sfxo TEXT NOT NULL,
            seen_at REAL NOT NULL, snapshot BLOB NOT NULL,
            PRIMARY KEY (doco, dcto, kcoo, sfxo)) WITHOUT ROWID;
        """)

    /// A kept snapshot that this build cannot read (damaged, or from another format).
    public struct Unreadable: Error, CustomStringConvertible {
        let order: OrderKey
        public var description: String { "What you last saw of order \(order.number) \(order.type) cannot be read; it is kept anew when you open it." }
    }

    private static let whereOrder = "doco = ? AND dcto = ? AND kcoo = ? AND sfxo = ?"

    /// What was seen of `order`; nil when it was never opened (or the snapshot cannot be read).
    public func snapshot(of order: OrderKey, in c: Connection) throws -> SeenOrder? {
        guard let row = try c.first("SELECT snapshot FROM seen_orders WHERE \(Self.whereOrder)", order.storeValues),
              case .blob(let bytes) = row["snapshot"] else { return nil }
        return try? Self.decode(bytes, order: order)
    }

    /// Keeps `seen` as what the approver now saw of `order`.
    public func save(_ seen: SeenOrder, of order: OrderKey, at date: Date, in c: Connection) throws {
        try c.run("INSERT OR REPLACE INTO seen_orders (doco, dcto, kcoo, sfxo, seen_at, snapshot) VALUES (?, ?, ?, ?, ?, ?)",
                  order.storeValues + [.real(date.timeIntervalSince1970), .blob(try Self.encode(seen))])
    }

    public func remove(_ order: OrderKey, in c: Connection) throws {
        try c.run("DELETE FROM seen_orders WHERE \(Self.whereOrder)", order.storeValues)
    }

    /// The order as the store holds it now, in a snapshot's shape.
    public func current(_ order: OrderKey, in c: Connection) throws -> SeenOrder {
        SeenOrder(lines: try PurchaseOrderLinesDao().lines(of: order, in: c), header: try PurchaseOrderHeadersDao().header(order, in: c))
    }

    /// The order as the store holds it now in a snapshot's shape; nil when the store holds neither its
    /// header nor a line (nothing to compare).
    public func stored(_ order: OrderKey, in c: Connection) throws -> SeenOrder? {
        let now = try current(order, in: c)
        return now.total == nil && now.lines.isEmpty ? nil : now
    }

    /// What changed in `order` since it was seen (`snapshot`, the kept bytes): nil when nothing did. An
    /// order whose lines the store does not hold yet (a first login's background read) has not changed.
    /// Read only for the rows the list shows that have a snapshot.
    func changes(of order: OrderKey, snapshot bytes: [UInt8], in c: Connection) throws -> OrderChanges? {
        guard let seen = try? Self.decode(bytes, order: order) else { return nil }
        let now = try current(order, in: c)
        guard !now.lines.isEmpty else { return nil }
        let changes = OrderChanges(from: seen, to: now)
        return changes.isEmpty ? nil : changes
    }

    static func encode(_ seen: SeenOrder) throws -> [UInt8] {
        Array(try JSONEncoder().encode(seen))
    }

    static func decode(_ bytes: [UInt8], order: OrderKey) throws -> SeenOrder {
        do { return try JSONDecoder().decode(SeenOrder.self, from: Data(bytes)) } catch { throw Unreadable(order: order) }
    }
}
