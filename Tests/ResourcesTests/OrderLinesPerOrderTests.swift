import AIS
import Foundation
import Store
import Testing
@testable import Resources

/// The order lines kept one row per order (schema 16): what goes in comes back, in line order, with the
/// count, item numbers and unreadable dates beside it; a store from before reads its lines again.
@Suite struct OrderLinesPerOrderTests {
    static let older = OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000")
    static let newer = OrderKey(number: 4002, type: "OP", company: "00200", suffix: "001")

    static func line(_ key: OrderKey, _ number: Double, item: String, description: String,
                     requested: ServerDate? = ServerDate(stored: "2026-11-30")) -> PurchaseOrderLine {
        PurchaseOrderLine(key: key, lineNumber: number, lineType: "S", shortItem: 60_001, item: item, description: description,
                          description2: "", branch: "M30", unit: "EA", quantity: 2, unitCost: 1.5, amount: 3, currency: "EUR",
                          requestedDate: requested, lastStatus: "220", nextStatus: "230")
    }

    static func store() throws -> Database {
        let db = try Database()
        try db.migrate(ClientSchema.migrations)
        return db
    }

    @Test func linesComeBackWholeInLineOrderWithWhatTheListNeeds() throws {
        // Given: lines of two orders, out of order, with every kind of text and an unreadable date
        let db = try Self.store()
        let lines = [Self.line(Self.older, 2, item: "BRG-2", description: "Lager, Kugel 6008-2Z", requested: .unreadable("31/02")),
                     Self.line(Self.newer, 1, item: "SRV-1", description: "納期厳守 \u{1B}[2J " + String(repeating: "Ø", count: 300)),
                     Self.line(Self.older, 1, item: "BRG-1", description: "", requested: nil),
                     Self.line(Self.older, 1.5, item: "", description: "no item")]
        // When
        try db.write { try PurchaseOrderLinesDao().insert(lines, in: $0) }
        // Then
        let (older, newer, count) = try db.read { c in
            (try PurchaseOrderLinesDao().lines(of: Self.older, in: c), try PurchaseOrderLinesDao().lines(of: Self.newer, in: c),
             try PurchaseOrderLinesDao().count(in: c))
        }
        #expect(older == [lines[2], lines[3], lines[0]])
        #expect(newer == [lines[1]])
        #expect(count == 4)
        let row = try #require(try db.read { try $0.first("SELECT line_count, items, unreadable_dates FROM order_lines WHERE doco = 4001") })
        #expect(row.int("line_count") == 3)
        #expect(row.string("items") == "BRG-1  BRG-2")
        #expect(row.int("unreadable_dates") == 1)
        let census = try db.read { try PurchaseOrderLinesDao().unreadableDates(limit: 5, in: $0) }
        #expect(census.count == 1)
        #expect(census.samples == [UnreadableValue(table: "F4311", column: "DRQJ", order: 4001, value: "31/02")])
    }

    @Test func anOrdersLinesReplacedLeaveNoneOfTheOldOnes() throws {
        let db = try Self.store()
        try db.write { try PurchaseOrderLinesDao().insert([Self.line(Self.older, 1, item: "A", description: "before"),
                                                           Self.line(Self.older, 2, item: "B", description: "gone")], in: $0) }
        // When: the order is read again with one line, changed
        try db.write { try PurchaseOrderLinesDao().replace([Self.line(Self.older, 1, item: "A", description: "after")], of: [Self.older], in: $0) }
        // Then
        let lines = try db.read { try PurchaseOrderLinesDao().lines(of: Self.older, in: $0) }
        #expect(lines.map(\.description) == ["after"])
        // And an order replaced by no lines keeps none
        try db.write { try PurchaseOrderLinesDao().replace([], of: [Self.older], in: $0) }
        #expect(try db.read { try PurchaseOrderLinesDao().count(in: $0) } == 0)
    }

    @Test func bytesTheCodecDidNotWriteAreAnErrorNotLines() throws {
        let db = try Self.store()
        try db.write { try PurchaseOrderLinesDao().insert([Self.line(Self.older, 1, item: "A", description: "x")], in: $0) }
        for garbage: [UInt8] in [[], [9], [1, 0, 0], [1] + Array(repeating: 0xFF, count: 20)] {
            try db.write { try $0.run("UPDATE order_lines SET lines = ?", [.blob(garbage)]) }
            #expect(throws: OrderLinesCodec.Unreadable.self) { try db.read { try PurchaseOrderLinesDao().lines(of: Self.older, in: $0) } }
        }
    }

    @Test func aStoreFromBeforeReadsItsLinesAgainAndKeepsEverythingElse() throws {
        // Given: a store at schema 15 holding a line, with the queue and lines loaded for DEMO
        let db = try Database()
        try db.migrate(ClientSchema.migrations.filter { $0.version <= 15 })
        try db.write { c in
            try c.run("""
                INSERT INTO order_lines (doco, dcto, kcoo, sfxo, lnid, lnty, itm, litm, dsc1, dsc2, mcu, uom, uorg, prrc, aexp, crcd, drqj,
                lttr, nxtr) VALUES (4001, 'OP', '00200', '000', 1, 'S', 1, 'BRG-1', 'Bearing', '', 'M30', 'EA', 1, 1, 1, 'EUR', '', '220', '230')
                """)
            for dataset in [Dataset.queue, .lines] {
                try DatasetStateDao().markLoaded(dataset, owner: "DEMO", rows: 1, at: Date(timeIntervalSince1970: 0), in: c)
            }
        }
        // When
        try db.migrate(ClientSchema.migrations)
        // Then: the lines are to be read again (their dataset is no longer loaded); the queue's state stays
        let (count, lines, queue) = try db.read { c in
            (try PurchaseOrderLinesDao().count(in: c), try DatasetStateDao().state(of: .lines, in: c),
             try DatasetStateDao().state(of: .queue, in: c))
        }
        #expect(count == 0)
        #expect(lines == nil)
        #expect(queue?.owner == "DEMO")
    }
}
