import AIS
import Store

/// The order lines in the store: one row per order, its lines in one value (`OrderLinesCodec`), and
/// beside them what is asked of all orders at once: how many lines, their item numbers (for the home
/// list's count and search) and how many requested dates name no day (for the census).
public struct PurchaseOrderLinesDao: Sendable {
    public init() {}

    /// The lines are read again from the server after this migration (their dataset is no longer loaded).
    static let perOrderMigration = Migration(version: 16, name: "order lines kept per order", sql: """
        DROP TABLE order_lines;
        CREATE TABLE order_lines (
            doco INTEGER NOT NULL, dcto TEXT NOT NULL, kcoo TEXT NOT NULL, sfxo TEXT NOT NULL,
            line_count INTEGER NOT NULL, items TEXT NOT NULL, unreadable_dates INTEGER NOT NULL, lines BLOB NOT NULL,
            PRIMARY KEY (doco, dcto, kcoo, sfxo));
        CREATE INDEX order_lines_unreadable_dates ON order_lines (doco) WHERE unreadable_dates > 0;
        DELETE FROM dataset_state WHERE dataset = 'lines';
        """)

    /// How many of an order's lines P43081 rejected, kept beside them for the home list's row. Lines stored
    /// before count none until the order's lines are read again (opened, or changed on the server).
    static let rejectedLinesMigration = Migration(version: 20, name: "rejected lines counted per order", sql: """
        ALTER TABLE order_lines ADD COLUMN rejected_lines INTEGER NOT NULL DEFAULT 0;
        """)

    /// The lines' figures as `OrderVersion` sums them, kept beside them so an order's version needs no decoding;
    /// null for lines stored before (their version is computed from the lines until they are read again).
    static let figuresMigration = Migration(version: 26, name: "the lines' figures kept per order", sql: """
        ALTER TABLE order_lines ADD COLUMN figures INTEGER;
        """)

    private static let whereOrder = "doco = ? AND dcto = ? AND kcoo = ? AND sfxo = ?"
    private static let columns = "doco, dcto, kcoo, sfxo, line_count, items, unreadable_dates, lines, rejected_lines, figures"

    /// The lines of `order`, by line number; none when the store holds none.
    public func lines(of order: OrderKey, in c: Connection) throws -> [PurchaseOrderLine] {
        guard let row = try c.first("SELECT lines FROM order_lines WHERE \(Self.whereOrder)", order.storeValues) else { return [] }
        guard case .blob(let bytes) = row["lines"] else { throw OrderLinesCodec.Unreadable(order: order) }
        return try OrderLinesCodec.decode(bytes, key: order)
    }

    /// Every stored line, by order (newest first) and line number.
    public func allLines(in c: Connection) throws -> [PurchaseOrderLine] {
        var all: [PurchaseOrderLine] = []
        for row in try c.query("SELECT doco, dcto, kcoo, sfxo, lines FROM order_lines ORDER BY doco DESC, dcto, kcoo, sfxo") {
            let key = OrderKey(storeRow: row)
            guard case .blob(let bytes) = row["lines"] else { throw OrderLinesCodec.Unreadable(order: key) }
            all += try OrderLinesCodec.decode(bytes, key: key)
        }
        return all
    }

    /// Lines stored in all.
    public func count(in c: Connection) throws -> Int {
        try c.scalar("SELECT coalesce(sum(line_count), 0) FROM order_lines").int ?? 0
    }

    /// The orders' lines become `lines` (each order's whole lines, read together: an order opened, a
    /// delta); an order of `orders` without lines keeps none.
    public func replace(_ lines: [PurchaseOrderLine], of orders: some Sequence<OrderKey>, in c: Connection) throws {
        for order in orders { try remove(order, in: c) }
        try insert(lines, in: c)
    }

    /// Stores whole orders' lines, replacing what the store held of those orders.
    public func insert(_ lines: [PurchaseOrderLine], in c: Connection) throws {
        let sql = "INSERT OR REPLACE INTO order_lines (\(Self.columns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
        try c.runEach(sql, Self.byOrder(lines)) { group, binder in
            try Self.bind(group.key, Self.encoded(group.lines), to: binder)
            return true
        }
    }

    public func remove(_ order: OrderKey, in c: Connection) throws {
        try c.run("DELETE FROM order_lines WHERE \(Self.whereOrder)", order.storeValues)
    }

    /// Stores lines as a preload reads them, each order's encoded from its page: a page may end within an
    /// order, so an order already stored, or met again in `orders`, takes these lines in beside the ones
    /// before (a line number met again is replaced), as storing one row per line did. Answers the lines
    /// stored.
    func merge(_ orders: [PageOrderLines], in c: Connection) throws -> Int {
        let groups = Self.byOrder(orders)
        guard let first = groups.first else { return 0 }
        var (lowest, highest) = (first.key.number, first.key.number)
        for group in groups {
            lowest = min(lowest, group.key.number)
            highest = max(highest, group.key.number)
        }
        // Nearly always none, or the order the previous page ended within.
        let stored = Set(try OrderKey.keys("SELECT doco, dcto, kcoo, sfxo FROM order_lines WHERE doco BETWEEN ? AND ?",
                                           [.integer(Int64(lowest)), .integer(Int64(highest))], in: c))
        let sql = "INSERT OR REPLACE INTO order_lines (\(Self.columns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
        var count = 0
        try c.runEach(sql, groups) { group, binder in
            count += group.lines.reduce(0) { $0 + $1.lines.count }
            guard group.lines.count > 1 || stored.contains(group.key) else {
                try Self.bind(group.key, group.lines[0].lines, to: binder)
                return true
            }
            var lines = stored.contains(group.key) ? try self.lines(of: group.key, in: c) : []
            for part in group.lines { lines += try OrderLinesCodec.decode(part.lines.bytes, key: group.key) }
            try Self.bind(group.key, Self.encoded(lines), to: binder)
            return true
        }
        return count
    }

    /// How many stored requested dates name no day, and the first `limit` of them.
    func unreadableDates(limit: Int, in c: Connection) throws -> (count: Int, samples: [UnreadableValue]) {
        let count = try c.scalar("SELECT coalesce(sum(unreadable_dates), 0) FROM order_lines WHERE unreadable_dates > 0").int ?? 0
        var samples: [UnreadableValue] = []
        guard count > 0 else { return (0, []) }
        let rows = try c.query("SELECT doco, dcto, kcoo, sfxo, lines FROM order_lines WHERE unreadable_dates > 0 LIMIT ?", limit)
        for row in rows where samples.count < limit {
            let key = OrderKey(storeRow: row)
            guard case .blob(let bytes) = row["lines"] else { continue }
            for line in try OrderLinesCodec.decode(bytes, key: key) {
                guard let text = line.requestedDate?.unreadableText, samples.count < limit else { continue }
                samples.append(UnreadableValue(table: "F4311", column: "DRQJ", order: key.number, value: text))
            }
        }
        return (count, samples)
    }

    // MARK: Grouping and encoding

    /// The lines of each order, orders in the order they first came.
    static func byOrder<L: KeyedByOrder>(_ lines: [L]) -> [(key: OrderKey, lines: [L])] {
        var groups: [(key: OrderKey, lines: [L])] = []
        var at: [OrderKey: Int] = [:]
        for line in lines {
            // A server sends an order's lines together: the last group is nearly always the one.
            if let last = groups.last, last.key == line.key {
                groups[groups.count - 1].lines.append(line)
            } else if let i = at[line.key] {
                groups[i].lines.append(line)
            } else {
                at[line.key] = groups.count
                groups.append((line.key, [line]))
            }
        }
        return groups
    }

    /// By line number, the last of a number met twice kept.
    static func byLineNumber(_ lines: [PurchaseOrderLine]) -> [PurchaseOrderLine] {
        var byNumber: [Double: PurchaseOrderLine] = [:]
        for line in lines { byNumber[line.lineNumber] = line }
        return byNumber.values.sorted { $0.lineNumber < $1.lineNumber }
    }

    /// The lines encoded by line number, the last of a number met twice kept.
    static func encoded(_ lines: [PurchaseOrderLine]) -> OrderLinesEncoder {
        OrderLinesEncoder(byLineNumber(lines))
    }

    private static func bind(_ key: OrderKey, _ encoder: OrderLinesEncoder, to binder: borrowing ParameterBinder) throws {
        for (i, value) in key.storeValues.enumerated() { try binder.value(Int32(i + 1), value) }
        try binder.integer(5, Int64(encoder.count))
        try encoder.items.withUnsafeBufferPointer { try binder.text(6, $0) }
        try binder.integer(7, Int64(encoder.unreadableDates))
        try binder.value(8, .blob(encoder.bytes))
        try binder.integer(9, Int64(encoder.rejectedLines))
        try binder.integer(10, Int64(bitPattern: encoder.figures))
    }
}

extension PurchaseOrderLine: KeyedByOrder {}
