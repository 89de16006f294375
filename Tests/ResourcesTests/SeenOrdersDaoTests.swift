import AIS
import Foundation
import Store
import Testing
@testable import Resources

/// What the approver saw of an order (`seen_orders`), and the home list's rows telling what changed since.
@Suite struct SeenOrdersDaoTests {
    static let first = OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000")
    static let second = OrderKey(number: 4002, type: "OP", company: "00200", suffix: "000")

    static func line(_ key: OrderKey, _ n: Double, qty: Double = 20, cost: Double = 5) -> PurchaseOrderLine {
        PurchaseOrderLine(key: key, lineNumber: n, lineType: "S", shortItem: Int(n), item: "ITEM-\(Int(n))", description: "d",
                          description2: "", branch: "M30", unit: "EA", quantity: qty, unitCost: cost, amount: qty * cost, currency: "EUR",
                          requestedDate: nil, lastStatus: "220", nextStatus: "230")
    }

    /// Two orders of two lines each (20 × 5.00), in the list.
    private func makeDatabase() throws -> Database {
        let db = try Database()
        try db.migrate(ClientSchema.migrations)
        try db.write { c in
            for key in [Self.first, Self.second] {
                try c.insert([ApprovalQueueEntry(key: key, approver: 4242, status: "2N", route: "R", originator: 1001, branch: "M30",
                                                 orderDate: LocalDate(iso: "2026-11-01").map(ServerDate.day))])
                try c.insert([PurchaseOrderHeader(key: key, branch: "M30", supplier: 7001, orderDate: nil, requestedDate: nil,
                                                  currency: "EUR", total: 200, orderedBy: "B", reference: "")])
                try PurchaseOrderLinesDao().insert([Self.line(key, 1), Self.line(key, 2)], in: c)
            }
            try OrderQueueDao().rebuild(in: c)
        }
        return db
    }

    private func seenNow(_ key: OrderKey, in db: Database) throws {
        try db.write { c in try SeenOrdersDao().save(try SeenOrdersDao().current(key, in: c), of: key, at: Date(), in: c) }
    }

    private func amend(_ key: OrderKey, in db: Database, _ change: (inout [PurchaseOrderLine]) -> Void, total: Double) throws {
        try db.write { c in
            var lines = try PurchaseOrderLinesDao().lines(of: key, in: c)
            change(&lines)
            try PurchaseOrderLinesDao().replace(lines, of: [key], in: c)
            try c.run("UPDATE order_headers SET otot = ? WHERE doco = ?", [.real(total), .integer(Int64(key.number))])
        }
    }

    @Test func aSnapshotComesBackAsItWasKept() throws {
        let db = try makeDatabase()
        // When
        try seenNow(Self.first, in: db)
        // Then
        let sut = try db.read { try SeenOrdersDao().snapshot(of: Self.first, in: $0) }
        #expect(sut == SeenOrder(lines: [.init(lineNumber: 1, item: "ITEM-1", quantity: 20, unitCost: 5, amount: 100),
                                         .init(lineNumber: 2, item: "ITEM-2", quantity: 20, unitCost: 5, amount: 100)],
                                 total: 200, currency: "EUR"))
        #expect(try db.read { try SeenOrdersDao().snapshot(of: Self.second, in: $0) } == nil)
    }

    @Test func aDamagedSnapshotIsNoneAndChangesNothing() throws {
        let db = try makeDatabase()
        try db.write { c in
            try c.run("INSERT INTO seen_orders (doco, dcto, kcoo, sfxo, seen_at, snapshot) VALUES (4001, 'OP', '00200', '000', 0, ?)",
                      [.blob(Array("not json".utf8))])
        }
        #expect(try db.read { try SeenOrdersDao().snapshot(of: Self.first, in: $0) } == nil)
        let rows = try db.read { try OrderQueueDao().window(offset: 0, limit: 10, in: $0) }
        #expect(rows.allSatisfy { $0.changesSinceSeen == nil })
    }

    @Test func onlyARowOpenedAndChangedSinceCarriesItsChanges() throws {
        // Given both orders seen, then line 1 of 4001 amended from 20 to 99, and 4002 never changed
        let db = try makeDatabase()
        try seenNow(Self.first, in: db)
        try seenNow(Self.second, in: db)
        try amend(Self.first, in: db, { $0[0].quantity = 99; $0[0].amount = 495 }, total: 595)
        // When the list's rows are read
        let rows = try db.read { try OrderQueueDao().window(offset: 0, limit: 10, in: $0) }
        // Then
        let first = try #require(rows.first { $0.key == Self.first })
        let changes = try #require(first.changesSinceSeen)
        #expect(changes.changed.map(\.before.quantity) == [20])
        #expect(changes.changed.map(\.after.quantity) == [99])
        #expect(changes.total?.after == 595)
        #expect(rows.first { $0.key == Self.second }?.changesSinceSeen == nil)
        // And read by row id (the list's index) the same
        let ids = try db.read { try $0.query("SELECT rowid FROM queue_list ORDER BY doco").compactMap { $0.int64("rowid") } }
        #expect(try db.read { try OrderQueueDao().rows(rowIDs: ids, in: $0) }.map { $0.changesSinceSeen != nil } == [true, false])
    }

    @Test func anOrderNeverOpenedShowsNoChangeHoweverItChanged() throws {
        let db = try makeDatabase()
        try amend(Self.second, in: db, { $0.removeLast() }, total: 100)
        let rows = try db.read { try OrderQueueDao().window(offset: 0, limit: 10, in: $0) }
        #expect(rows.allSatisfy { $0.changesSinceSeen == nil })
    }

    @Test func seeingTheOrderAgainClearsItsChange() throws {
        let db = try makeDatabase()
        try seenNow(Self.first, in: db)
        try amend(Self.first, in: db, { $0.append(Self.line(Self.first, 3)) }, total: 300)
        #expect(try db.read { try OrderQueueDao().rows([Self.first], in: $0) }.first?.changesSinceSeen?.added.count == 1)
        // When
        try seenNow(Self.first, in: db)
        // Then
        #expect(try db.read { try OrderQueueDao().rows([Self.first], in: $0) }.first?.changesSinceSeen == nil)
    }

    @Test func aLogoutForgetsWhatWasSeen() throws {
        let db = try makeDatabase()
        try seenNow(Self.first, in: db)
        try db.write { try SessionOwnerDao().clearUserData(in: $0) }
        #expect(try db.read { try $0.scalar("SELECT COUNT(*) FROM seen_orders").int } == 0)
    }
}
