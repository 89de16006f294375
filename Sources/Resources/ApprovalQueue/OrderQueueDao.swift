import AIS
import Foundation
import Store

/// The home list in the store: `queue_list` holds one row per awaiting order with everything the list
/// shows and sorts by (names, amount, line count), built from the queue, headers, lines and names after
/// each load, so a window of 50 rows at any position and in any order is one indexed query.
public struct OrderQueueDao: Sendable {
    public init() {}

    static let migration = Migration(version: 4, name: "home list", sql: """
        CREATE TABLE queue_list (
            doco INTEGER NOT NULL, dcto TEXT NOT NULL, kcoo TEXT NOT NULL, sfxo TEXT NOT NULL,
            supplier INTEGER NOT NULL, supplier_name TEXT NOT NULL, originator INTEGER NOT NULL, originator_name TEXT NOT NULL,
            order_date TEXT NOT NULL, amount REAL NOT NULL, currency TEXT NOT NULL, line_count INTEGER NOT NULL,
            branch TEXT NOT NULL, search TEXT NOT NULL,
            PRIMARY KEY (doco, dcto, kcoo, sfxo));
        CREATE INDEX queue_list_supplier ON queue_list (supplier_name COLLATE NOCASE, doco);
        CREATE INDEX queue_list_date ON queue_list (order_date, doco);
        CREATE INDEX queue_list_amount ON queue_list (amount, doco);
        CREATE INDEX queue_list_originator ON queue_list (originator_name COLLATE NOCASE, doco);
        CREATE INDEX queue_list_lines ON queue_list (line_count, doco);
        """)

    /// Counts the list's rebuilds, so that an index of it can tell rows only removed since it was built
    /// (a decision) from a list built anew (whose row ids start over).
    static let generationMigration = Migration(version: 7, name: "home list generation", sql: """
        CREATE TABLE queue_list_generation (n INTEGER NOT NULL);
        INSERT INTO queue_list_generation (n) VALUES (0);
        """)

    /// How many times the list was built anew.
    public func generation(in c: Connection) throws -> Int {
        try c.scalar("SELECT n FROM queue_list_generation").int ?? 0
    }

    static let listColumns = """
        doco, dcto, kcoo, sfxo, supplier, supplier_name, originator, originator_name, order_date, amount, currency, line_count,
        branch, search
        """
    /// An order's line count and item numbers are kept beside its lines (`PurchaseOrderLinesDao`): the
    /// list reads one row per order for them, not every line. The order's date and branch are its header's
    /// (F4301): an approval row carries neither (contract §4).
    static let listValues = """
        q.doco, q.dcto, q.kcoo, q.sfxo, coalesce(h.an8, 0), coalesce(s.alph, ''), q.an8, coalesce(o.alph, ''),
        coalesce(nullif(h.trdj, ''), q.trdj), coalesce(h.otot, 0), coalesce(h.crcd, ''), coalesce(l.line_count, 0),
        coalesce(nullif(h.mcu, ''), q.mcu),
        lower(q.doco || ' ' || coalesce(s.alph, '') || ' ' || coalesce(o.alph, '') || ' ' || coalesce(l.items, ''))
        """
    static let listJoins = """
        LEFT JOIN order_headers h ON h.doco = q.doco AND h.dcto = q.dcto AND h.kcoo = q.kcoo AND h.sfxo = q.sfxo
        LEFT JOIN order_lines l ON l.doco = q.doco AND l.dcto = q.dcto AND l.kcoo = q.kcoo AND l.sfxo = q.sfxo
        LEFT JOIN names s ON s.an8 = h.an8
        LEFT JOIN names o ON o.an8 = q.an8
        """

    /// The list's sort indexes (schema 18). A rebuild drops them, fills the table, and makes them again:
    /// sorting 100,000 rows once per index costs a third of keeping five B-trees up to date row by row,
    /// and needs no temporary copy of the rows. Each holds its column, the order number newest first and
    /// (as every index) the row id: a sort's ascending order (`QueueSort.orderBy`) read whole from it.
    static let sortIndexes = [
        ("queue_list_supplier", "supplier_name COLLATE NOCASE, doco DESC"),
        ("queue_list_date", "order_date, doco DESC"),
        ("queue_list_amount", "amount, doco DESC"),
        ("queue_list_originator", "originator_name COLLATE NOCASE, doco DESC"),
        ("queue_list_lines", "line_count, doco DESC"),
    ]

    /// Migration 4's sort indexes (the column, then the order number ascending) made again as
    /// `sortIndexes`, which give each sort's order without reading the table.
    static let coveringSortIndexesMigration = Migration(
        version: 18, name: "sort indexes that give the list's order",
        sql: sortIndexes.map { "DROP INDEX IF EXISTS \($0.0); CREATE INDEX \($0.0) ON queue_list (\($0.1));" }.joined(separator: "\n"))

    /// Builds the list again from the queue, headers, lines and names.
    public func rebuild(in c: Connection) throws {
        try c.run("UPDATE queue_list_generation SET n = n + 1")
        for (name, _) in Self.sortIndexes { try c.run("DROP INDEX IF EXISTS \(name)") }
        try c.run("DELETE FROM queue_list")
        try c.run("""
            INSERT INTO queue_list (\(Self.listColumns))
            SELECT \(Self.listValues)
            FROM approval_queue q
            \(Self.listJoins)
            """)
        for (name, columns) in Self.sortIndexes { try c.run("CREATE INDEX \(name) ON queue_list (\(columns))") }
        try c.run("UPDATE queue_list_generation SET last_rowid = coalesce((SELECT max(rowid) FROM queue_list), 0)")
    }

    /// Writes the lines' count and item numbers into the list's rows, as `rebuild` would write them, and
    /// leaves the rest of each row as it is: for lines read after the list was built (the list opens
    /// before them). At 100,000 orders this is 0.36 s against 0.84 s for building the list again. The rows
    /// keep their ids; the list counts as built anew (its generation), so an index of it is built again.
    /// A list that does not hold as many orders as the queue (never built, or behind it) is built anew.
    public func updateLineFacts(in c: Connection) throws {
        guard try c.scalar("SELECT (SELECT count(*) FROM queue_list) = (SELECT count(*) FROM approval_queue)").bool == true else {
            return try rebuild(in: c)
        }
        try c.run("UPDATE queue_list_generation SET n = n + 1")
        try c.run("DROP INDEX IF EXISTS queue_list_lines")
        try c.run("""
            UPDATE queue_list SET line_count = facts.line_count, search = facts.search
            FROM (SELECT q.rowid AS id, coalesce(l.line_count, 0) AS line_count,
                         lower(q.doco || ' ' || q.supplier_name || ' ' || q.originator_name || ' ' || coalesce(l.items, '')) AS search
                  FROM queue_list q
                  LEFT JOIN order_lines l ON l.doco = q.doco AND l.dcto = q.dcto AND l.kcoo = q.kcoo AND l.sfxo = q.sfxo) AS facts
            WHERE queue_list.rowid = facts.id AND (queue_list.line_count != facts.line_count OR queue_list.search != facts.search)
            """)
        try c.run("CREATE INDEX queue_list_lines ON queue_list (\(Self.sortIndexes[4].1))")
    }

    /// Writes the list's rows of these orders again from the queue, headers, lines and names, leaving
    /// every other row as it is (a delta refresh): an order no longer queued loses its row, and a row
    /// written again gets a row id above every one the list has used since it was last built, so an
    /// index of the list can tell rows added from rows kept (`QueueListIndex.current`).
    public func refresh(_ orders: [OrderKey], in c: Connection) throws {
        guard !orders.isEmpty else { return }
        var next = try c.scalar("SELECT max(last_rowid, coalesce((SELECT max(rowid) FROM queue_list), 0)) FROM queue_list_generation").int ?? 0
        for order in orders {
            try remove(order, in: c)
            next += 1
            try c.run("""
                INSERT INTO queue_list (rowid, \(Self.listColumns))
                SELECT ?1, \(Self.listValues)
                FROM approval_queue q
                \(Self.listJoins)
                WHERE q.doco = ?2 AND q.dcto = ?3 AND q.kcoo = ?4 AND q.sfxo = ?5
                """, [.integer(Int64(next))] + order.storeValues)
        }
        try c.run("UPDATE queue_list_generation SET last_rowid = ?", next)
    }

    public func remove(_ order: OrderKey, in c: Connection) throws {
        try c.run("DELETE FROM queue_list WHERE doco = ? AND dcto = ? AND kcoo = ? AND sfxo = ?", order.storeValues)
    }

    /// Orders the list shows with `filter`.
    public func count(filter: QueueFilter = QueueFilter(), today: LocalDate = .today(), in c: Connection) throws -> Int {
        let (clause, params) = filter.sql(today: today)
        return try c.scalar("SELECT count(*) FROM queue_list WHERE \(clause)", params).int ?? 0
    }

    /// Of these orders, those the filter lets through (and still listed).
    public func shown(among keys: [OrderKey], filter: QueueFilter = QueueFilter(), today: LocalDate = .today(),
                      in c: Connection) throws -> Set<OrderKey> {
        guard !keys.isEmpty else { return [] }
        let wanted = Set(keys)
        let (clause, params) = filter.sql(today: today)
        var found: Set<OrderKey> = []
        // By order number through the primary key, a few hundred at a time (SQLite's bound parameters).
        for chunk in stride(from: 0, to: keys.count, by: 500).map({ Array(keys[$0..<min($0 + 500, keys.count)]) }) {
            let numbers = Array(Set(chunk.map(\.number)))
            let marks = Array(repeating: "?", count: numbers.count).joined(separator: ", ")
            for r in try c.query("SELECT doco, dcto, kcoo, sfxo FROM queue_list WHERE doco IN (\(marks)) AND \(clause)",
                                 numbers.map { .integer(Int64($0)) } + params) {
                let key = OrderKey(number: r[0].int ?? 0, type: r[1].string ?? "", company: r[2].string ?? "", suffix: r[3].string ?? "")
                if wanted.contains(key) { found.insert(key) }
            }
        }
        return found
    }

    /// How many currencies the orders the filter lets through are in.
    public func currencyCount(filter: QueueFilter = QueueFilter(), today: LocalDate = .today(), in c: Connection) throws -> Int {
        let (clause, params) = filter.sql(today: today)
        return try c.scalar("SELECT count(DISTINCT currency) FROM queue_list WHERE \(clause)", params).int ?? 0
    }

    /// The rows from `offset`, at most `limit`, in `sort` order, of those `filter` lets through.
    public func window(offset: Int, limit: Int, sort: QueueSort = QueueSort(), filter: QueueFilter = QueueFilter(),
                       today: LocalDate = .today(), in c: Connection) throws -> [OrderQueueRow] {
        let (clause, params) = filter.sql(today: today)
        return try select(where: clause, params, orderBy: sort.orderBy, limit: limit, offset: offset, in: c)
    }

    /// The position (in `sort` order) of the next row whose order number, supplier, originator or item
    /// numbers contain `text`, searching from `position` forward (or backward) and wrapping around.
    /// nil when nothing matches. `text` is matched literally: `%`, `_` and `\` mean themselves.
    public func position(ofMatch text: String, from position: Int, forward: Bool, sort: QueueSort = QueueSort(),
                         filter: QueueFilter = QueueFilter(), today: LocalDate = .today(), in c: Connection) throws -> Int? {
        // Control characters (a NUL would end the pattern early in SQLite) never match order text.
        let needle = QueueListIndex.searchable(text)
        guard !needle.isEmpty else { return nil }
        let pattern = "%" + Self.escapeLike(needle) + "%"
        let (clause, filterParams) = filter.sql(today: today)
        let ranked = "SELECT search, ROW_NUMBER() OVER (ORDER BY \(sort.orderBy)) - 1 AS rn FROM queue_list WHERE \(clause)"
        let sql = forward
            ? "SELECT rn FROM (\(ranked)) WHERE search LIKE ? ESCAPE '\\' AND rn >= ? ORDER BY rn LIMIT 1"
            : "SELECT rn FROM (\(ranked)) WHERE search LIKE ? ESCAPE '\\' AND rn <= ? ORDER BY rn DESC LIMIT 1"
        if let hit = try c.scalar(sql, filterParams + [.text(pattern), .integer(Int64(position))]).int { return hit }
        let wrapFrom = forward ? 0 : Int(Int32.max)
        return try c.scalar(sql, filterParams + [.text(pattern), .integer(Int64(wrapFrom))]).int
    }

    /// The position of an order (by number) in the list as shown, or nil when it is not there.
    public func position(ofOrder number: Int, sort: QueueSort = QueueSort(), filter: QueueFilter = QueueFilter(),
                         today: LocalDate = .today(), in c: Connection) throws -> Int? {
        let (clause, params) = filter.sql(today: today)
        return try c.scalar("""
            SELECT rn FROM (SELECT doco, ROW_NUMBER() OVER (ORDER BY \(sort.orderBy)) - 1 AS rn FROM queue_list WHERE \(clause))
            WHERE doco = ? ORDER BY rn LIMIT 1
            """, params + [.integer(Int64(number))]).int
    }

    static func escapeLike(_ text: String) -> String {
        var out = ""
        for ch in text {
            if ch == "%" || ch == "_" || ch == "\\" { out.append("\\") }
            out.append(ch)
        }
        return out
    }

    /// The rows of these orders (for the confirm dialog), in the order given.
    public func rows(_ keys: [OrderKey], in c: Connection) throws -> [OrderQueueRow] {
        try keys.compactMap { key in
            try select(where: "q.doco = ? AND q.dcto = ? AND q.kcoo = ? AND q.sfxo = ?", key.storeValues, orderBy: "doco",
                       limit: 1, offset: 0, in: c).first
        }
    }

    /// The rows with these `queue_list` row ids, in the order given; rows gone since are left out.
    public func rows(rowIDs: [Int64], in c: Connection) throws -> [OrderQueueRow] {
        guard !rowIDs.isEmpty else { return [] }
        let marks = Array(repeating: "?", count: rowIDs.count).joined(separator: ", ")
        var byID: [Int64: OrderQueueRow] = [:]
        for (id, row) in try selectWithRowIDs(where: "q.rowid IN (\(marks))", rowIDs.map { .integer($0) }, orderBy: "q.rowid",
                                              limit: rowIDs.count, offset: 0, in: c) {
            byID[id] = row
        }
        return rowIDs.compactMap { byID[$0] }
    }

    private func select(where filter: String, _ params: [SQLValue], orderBy: String, limit: Int, offset: Int,
                        in c: Connection) throws -> [OrderQueueRow] {
        try selectWithRowIDs(where: filter, params, orderBy: orderBy, limit: limit, offset: offset, in: c).map(\.1)
    }

    private func selectWithRowIDs(where filter: String, _ params: [SQLValue], orderBy: String, limit: Int, offset: Int,
                                  in c: Connection) throws -> [(Int64, OrderQueueRow)] {
        // Columns read by position (a whole queue is 100,000 rows: a lookup by name per value was a tenth of
        // `signoff queue`'s time).
        try c.query("""
            SELECT q.rowid, q.doco, q.dcto, q.kcoo, q.sfxo, q.supplier, q.supplier_name, q.originator, q.originator_name,
                   q.order_date, q.amount, q.currency, q.line_count, q.branch,
                   EXISTS (SELECT 1 FROM decision_outbox d WHERE d.doco = q.doco AND d.dcto = q.dcto AND d.kcoo = q.kcoo
                        AND d.sfxo = q.sfxo AND d.state IN ('pending', 'sending', 'uncertain')),
                   (SELECT l.rejected_lines FROM order_lines l WHERE l.doco = q.doco AND l.dcto = q.dcto AND l.kcoo = q.kcoo
                        AND l.sfxo = q.sfxo),
                   (SELECT s.snapshot FROM seen_orders s WHERE s.doco = q.doco AND s.dcto = q.dcto AND s.kcoo = q.kcoo
                        AND s.sfxo = q.sfxo),
                   (SELECT l.figures FROM order_lines l WHERE l.doco = q.doco AND l.dcto = q.dcto AND l.kcoo = q.kcoo
                        AND l.sfxo = q.sfxo),
                   (SELECT a.asts FROM approval_queue a WHERE a.doco = q.doco AND a.dcto = q.dcto AND a.kcoo = q.kcoo
                        AND a.sfxo = q.sfxo)
            FROM queue_list q WHERE \(filter) ORDER BY \(orderBy) LIMIT ? OFFSET ?
            """, params + [.integer(Int64(max(0, limit))), .integer(Int64(max(0, offset)))]).map { r in
            let key = OrderKey(number: r[1].int ?? 0, type: r[2].string ?? "", company: r[3].string ?? "", suffix: r[4].string ?? "")
            // Only an order the approver opened has a snapshot: its lines are compared here, for the rows read.
            var changes: OrderChanges?
            if case .blob(let seen) = r[16] { changes = try SeenOrdersDao().changes(of: key, snapshot: seen, in: c) }
            var row = OrderQueueRow(key: key, supplier: r[5].int ?? 0, supplierName: r[6].string ?? "",
                                    originator: r[7].int ?? 0, originatorName: r[8].string ?? "",
                                    orderDate: ServerDate(stored: r[9].string ?? ""), amount: r[10].double ?? 0,
                                    currency: r[11].string ?? "", lineCount: r[12].int ?? 0, branch: r[13].string ?? "",
                                    sending: r[14].bool ?? false, rejectedLineCount: r[15].int ?? 0)
            row.changesSinceSeen = changes
            row.approvalStatus = r[18].string ?? ""
            if let figures = r[17].int64 {
                row.lineFigures = UInt64(bitPattern: figures)
            } else if row.lineCount > 0 {
                // Lines stored before their figures were kept (schema 26) are summed from the lines themselves.
                row.lineFigures = OrderVersion.lines(try SeenOrdersDao().current(key, in: c).lines)
            }
            return (r[0].int64 ?? 0, row)
        }
    }
}
