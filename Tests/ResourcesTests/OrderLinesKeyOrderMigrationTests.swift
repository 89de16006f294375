import AIS
import Store
import Testing
@testable import Resources

/// Schema 13 keeps the order lines in one B-tree by key (newest order first) instead of a rowid table
/// and a key index: a store from before keeps every line, and the key still holds one row per line.
@Suite struct OrderLinesKeyOrderMigrationTests {
    static let older = OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000")
    static let newer = OrderKey(number: 4002, type: "OP", company: "00200", suffix: "001")

    static func line(_ key: OrderKey, _ number: Double, item: String, description: String) -> PurchaseOrderLine {
        PurchaseOrderLine(key: key, lineNumber: number, lineType: "S", shortItem: 60_001, item: item, description: description,
                          description2: "", branch: "M30", unit: "EA", quantity: 2, unitCost: 1.5, amount: 3, currency: "EUR",
                          requestedDate: ServerDate(stored: "2026-11-30"), lastStatus: "220", nextStatus: "230")
    }

    static func lines(of key: OrderKey, in c: Connection) throws -> [PurchaseOrderLine] {
        try c.query("SELECT * FROM order_lines WHERE doco = ? AND dcto = ? AND kcoo = ? AND sfxo = ? ORDER BY lnid", key.storeValues)
            .map(PurchaseOrderLine.init(storeRow:))
    }

    @Test func aStoreFromBeforeKeepsEveryLine() throws {
        // Given: a store at schema 12 holding lines of two orders, stored out of key order
        let db = try Database()
        try db.migrate(ClientSchema.migrations.filter { $0.version <= 12 })
        let stored = [Self.line(Self.older, 2, item: "BRG-2", description: "Lager, Kugel 6008-2Z"),
                      Self.line(Self.newer, 1, item: "SRV-1", description: "納期厳守 \u{1B}[2J"),
                      Self.line(Self.older, 1, item: "BRG-1", description: "Bearing, deep groove")]
        try db.write { try $0.insert(stored) }

        // When
        try db.migrate(ClientSchema.migrations)

        // Then: each order's lines come back whole, in line order
        let (older, newer) = try db.read { c in (try Self.lines(of: Self.older, in: c), try Self.lines(of: Self.newer, in: c)) }
        #expect(older == [stored[2], stored[0]])
        #expect(newer == [stored[1]])
        // And the table is the key's own tree: no rowid, no second index of every line (a partial index
        // holds the unreadable dates only)
        let indexes = try db.read { try $0.query("PRAGMA index_list(order_lines)").filter { $0.int("partial") == 0 }.compactMap { $0.string("origin") } }
        #expect(indexes == ["pk"])
        #expect(throws: (any Error).self) { try db.read { _ = try $0.query("SELECT rowid FROM order_lines") } }
    }

    @Test func aLineStoredAgainReplacesItsRow() throws {
        // Given: a store at the current schema with one line
        let db = try Database()
        try db.migrate(ClientSchema.migrations)
        try db.write { try $0.insert([Self.line(Self.older, 1, item: "BRG-1", description: "before")]) }

        // When: the same line comes again, changed
        try db.write { try $0.insert([Self.line(Self.older, 1, item: "BRG-1", description: "after")]) }

        // Then: one row, the newer
        let lines = try db.read { try Self.lines(of: Self.older, in: $0) }
        #expect(lines.map(\.description) == ["after"])
    }
}
