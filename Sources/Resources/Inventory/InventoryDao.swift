import AIS
import Foundation
import Store

/// What inquiries read, kept with the time it was read, so results stay browsable offline. An inquiry
/// cache, shared by the users of one server and environment; clearing cached data empties it.
public struct InventoryDao: Sendable {
    public init() {}

    static let migration = Migration(version: 6, name: "inventory inquiry cache", sql: """
        CREATE TABLE inventory_items (
            itm INTEGER PRIMARY KEY, litm TEXT NOT NULL, aitm TEXT NOT NULL, dsc1 TEXT NOT NULL, dsc2 TEXT NOT NULL,
            uom1 TEXT NOT NULL, stkt TEXT NOT NULL, read_at REAL NOT NULL);
        CREATE INDEX inventory_items_litm ON inventory_items (litm);
        CREATE TABLE inventory_quantities (
            itm INTEGER NOT NULL, mcu TEXT NOT NULL, locn TEXT NOT NULL, lotn TEXT NOT NULL,
            pqoh REAL NOT NULL, pcom REAL NOT NULL, hcom REAL NOT NULL, preq REAL NOT NULL, qwbo REAL NOT NULL,
            PRIMARY KEY (itm, mcu, locn, lotn));
        CREATE TABLE inventory_quantity_reads (
            itm INTEGER NOT NULL, mcu TEXT NOT NULL, read_at REAL NOT NULL, PRIMARY KEY (itm, mcu));
        """)

    /// The tables this cache uses (for "clear cached data").
    public static let tables = ["inventory_items", "inventory_quantities", "inventory_quantity_reads"]

    /// Empties the inquiry cache and the kept approval routes and line remarks (read again when needed);
    /// returns how many items the cache held. Never touches the outbox or the upload queue.
    public func clearCache(in c: Connection) throws -> Int {
        let items = try c.scalar("SELECT count(*) FROM inventory_items").int ?? 0
        for table in Self.tables + ["approval_route", "line_remarks"] { try c.run("DELETE FROM \(table)") }
        return items
    }

    public func save(_ items: [InventoryItem], readAt: Date, in c: Connection) throws {
        for item in items {
            try c.run("INSERT OR REPLACE INTO inventory_items (itm, litm, aitm, dsc1, dsc2, uom1, stkt, read_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                      item.shortNumber, item.number, item.thirdNumber, item.description, item.description2, item.unit,
                      item.stockingType, readAt.timeIntervalSince1970)
        }
    }

    /// Replaces what is kept of an item's quantities in `branches` (every branch when empty) by what was read.
    public func save(_ rows: [ItemLocationQuantity], of item: Int, branches: [String], readAt: Date, in c: Connection) throws {
        if branches.isEmpty {
            try c.run("DELETE FROM inventory_quantities WHERE itm = ?", item)
            try c.run("DELETE FROM inventory_quantity_reads WHERE itm = ?", item)
        } else {
            for branch in branches {
                try c.run("DELETE FROM inventory_quantities WHERE itm = ? AND mcu = ?", item, branch)
                try c.run("INSERT OR REPLACE INTO inventory_quantity_reads (itm, mcu, read_at) VALUES (?, ?, ?)", item, branch,
                          readAt.timeIntervalSince1970)
            }
        }
        for branch in Set(rows.map(\.branch)) {
            try c.run("INSERT OR REPLACE INTO inventory_quantity_reads (itm, mcu, read_at) VALUES (?, ?, ?)", item, branch,
                      readAt.timeIntervalSince1970)
        }
        if branches.isEmpty {
            // An item read across every branch: remember the read even when it is stocked nowhere.
            try c.run("INSERT OR REPLACE INTO inventory_quantity_reads (itm, mcu, read_at) VALUES (?, '*', ?)", item, readAt.timeIntervalSince1970)
        }
        for r in rows {
            try c.run("""
                INSERT OR REPLACE INTO inventory_quantities (itm, mcu, locn, lotn, pqoh, pcom, hcom, preq, qwbo)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, [r.shortNumber.sqlValue, r.branch.sqlValue, r.location.sqlValue, r.lot.sqlValue, r.onHand.sqlValue,
                      r.softCommitted.sqlValue, r.hardCommitted.sqlValue, r.onPurchaseOrder.sqlValue, r.onWorkOrderReceipt.sqlValue])
        }
    }

    /// Kept items whose number starts with `text` or whose description contains it (any case), by number.
    /// `text` is matched literally (`%`, `_` and `\` mean themselves); control characters are dropped
    /// first, as in the queue's search (a NUL would end SQLite's pattern early and match every item).
    public func items(matching text: String, limit: Int, in c: Connection) throws -> (items: [InventoryItem], readAt: Date?) {
        let printable = String(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.map(Character.init))
        let escaped = Self.escapeLike(printable)
        let rows = try c.query("""
            SELECT * FROM inventory_items WHERE litm LIKE ? ESCAPE '\\' OR dsc1 LIKE ? ESCAPE '\\' ORDER BY litm LIMIT ?
            """, escaped + "%", "%" + escaped + "%", limit)
        let oldest = rows.compactMap { $0.double("read_at") }.min()
        return (rows.map(InventoryItem.init(storeRow:)), oldest.map(Date.init(timeIntervalSince1970:)))
    }

    public func item(numbered text: String, in c: Connection) throws -> InventoryItem? {
        if let row = try c.first("SELECT * FROM inventory_items WHERE litm = ? OR litm = ? ORDER BY litm LIMIT 1", text, text.uppercased()) {
            return InventoryItem(storeRow: row)
        }
        guard let short = Int(text) else { return nil }
        return try c.first("SELECT * FROM inventory_items WHERE itm = ?", short).map(InventoryItem.init(storeRow:))
    }

    /// The kept quantities of an item in `branches` (every branch when empty), and when they were read;
    /// nil when they were never read.
    public func quantities(of item: Int, branches: [String], in c: Connection) throws -> (rows: [ItemLocationQuantity], readAt: Date)? {
        let reads = try c.query("SELECT mcu, read_at FROM inventory_quantity_reads WHERE itm = ?", item)
        let readAll = reads.first { $0.string("mcu") == "*" }?.double("read_at")
        let times: [Double]
        if branches.isEmpty {
            guard let readAll else { return nil }
            times = [readAll] + reads.compactMap { $0.double("read_at") }
        } else {
            var found: [Double] = []
            for branch in branches {
                guard let t = reads.first(where: { $0.string("mcu") == branch })?.double("read_at") ?? readAll else { return nil }
                found.append(t)
            }
            times = found
        }
        let all = try c.query("SELECT * FROM inventory_quantities WHERE itm = ? ORDER BY mcu, locn, lotn", item).map(ItemLocationQuantity.init(storeRow:))
        let rows = branches.isEmpty ? all : all.filter { branches.contains($0.branch) }
        return (rows, Date(timeIntervalSince1970: times.min() ?? 0))
    }

    static func escapeLike(_ text: String) -> String {
        var out = ""
        for ch in text {
            if ch == "%" || ch == "_" || ch == "\\" { out.append("\\") }
            out.append(ch)
        }
        return out
    }
}
