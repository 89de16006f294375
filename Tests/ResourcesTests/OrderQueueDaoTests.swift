import AIS
import Foundation
import Store
import Testing
@testable import Resources

@Suite struct OrderQueueDaoTests {
    private func makeDatabase() throws -> Database {
        let db = try Database()
        try db.migrate(ClientSchema.migrations)
        try db.write { c in
            let orders: [(Int, Int, Double, String, String)] = [
                (4001, 7001, 500, "EUR", "2026-10-01"), (4002, 7002, 10, "USD", "2026-11-01"), (4003, 7001, 9000, "EUR", "2026-09-01"),
            ]
            for (n, supplier, amount, currency, date) in orders {
                let key = OrderKey(number: n, type: "OP", company: "00200", suffix: "000")
                try c.insert([ApprovalQueueEntry(key: key, approver: 4242, status: "2N", route: "R", originator: 1001, branch: "M30",
                                                 orderDate: LocalDate(iso: date).map(ServerDate.day))])
                try c.insert([PurchaseOrderHeader(key: key, branch: "M30", supplier: supplier, orderDate: LocalDate(iso: date).map(ServerDate.day), requestedDate: nil,
                                                  currency: currency, total: amount, orderedBy: "B", reference: "")])
                try PurchaseOrderLinesDao().insert((1...(n - 4000)).map { l in
                    PurchaseOrderLine(key: key, lineNumber: Double(l), lineType: "S", shortItem: l, item: "ITEM-\(n)-\(l)",
                                      description: "d", description2: "", branch: "M30", unit: "EA", quantity: 1, unitCost: 1,
                                      amount: 1, currency: currency, requestedDate: nil, lastStatus: "220", nextStatus: "230")
                }, in: c)
            }
            try c.insert([AddressBookName(addressNumber: 7001, name: "Zeta GmbH"), AddressBookName(addressNumber: 7002, name: "alpha Oy"),
                          AddressBookName(addressNumber: 1001, name: "Smith, Pat")])
            try OrderQueueDao().rebuild(in: c)
        }
        return db
    }

    @Test func aRowCountsTheLinesP43081RejectedAsTheStoreHoldsThemNow() throws {
        // Given: order 4003's three lines stored, then two of them rejected (as a line decision stores them)
        let db = try makeDatabase()
        let key = OrderKey(number: 4003, type: "OP", company: "00200", suffix: "000")
        try db.write { c in
            var lines = try PurchaseOrderLinesDao().lines(of: key, in: c)
            for i in [0, 2] { lines[i].approvalStatus = PurchaseOrderLine.rejectedApprovalStatus }
            try PurchaseOrderLinesDao().replace(lines, of: [key], in: c)
        }
        // When: the list's rows are read, without building the list again
        let rows = try db.read { try OrderQueueDao().window(offset: 0, limit: 10, in: $0) }
        // Then
        #expect(rows.map(\.rejectedLineCount) == [2, 0, 0])
        #expect(rows.map(\.lineCount) == [3, 2, 1])
    }

    @Test func buildsOneRowPerOrderWithNamesAndLineCounts() throws {
        let db = try makeDatabase()
        let rows = try db.read { try OrderQueueDao().window(offset: 0, limit: 10, in: $0) }
        #expect(rows.map(\.key.number) == [4003, 4002, 4001])
        #expect(rows.map(\.lineCount) == [3, 2, 1])
        #expect(rows[1].supplierName == "alpha Oy")
        #expect(rows[0].originatorName == "Smith, Pat")
    }

    @Test func aRebuildLeavesEverySortIndexInPlaceAndTheItemsSearchable() throws {
        // Given a list built once, then built again (the rebuild drops the sort indexes and makes them anew)
        let db = try makeDatabase()
        try db.write { try OrderQueueDao().rebuild(in: $0) }
        // Then the five sort indexes of migration 4 are there, and an order is found by an item of its lines
        let indexes = try db.read { c in
            try c.query("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'queue_list' AND sql IS NOT NULL")
                .compactMap { $0.string("name") }
        }
        #expect(Set(indexes) == Set(OrderQueueDao.sortIndexes.map(\.0)))
        #expect(Set(indexes) == ["queue_list_supplier", "queue_list_date", "queue_list_amount", "queue_list_originator", "queue_list_lines"])
        #expect(try db.read { try OrderQueueDao().position(ofMatch: "item-4003-3", from: 0, forward: true, in: $0) } == 0)
        #expect(try db.read { try OrderQueueDao().window(offset: 0, limit: 10, in: $0) }.map(\.lineCount) == [3, 2, 1])
    }

    @Test(arguments: [
        (QueueSort(column: .amount, ascending: false), [4003, 4001, 4002]),
        (QueueSort(column: .supplier, ascending: true), [4002, 4003, 4001]),
        (QueueSort(column: .date, ascending: true), [4003, 4001, 4002]),
        (QueueSort(column: .lines, ascending: true), [4001, 4002, 4003]),
    ])
    func sortsByAnyColumn(sort: QueueSort, expected: [Int]) throws {
        let db = try makeDatabase()
        #expect(try db.read { try OrderQueueDao().window(offset: 0, limit: 10, sort: sort, in: $0) }.map(\.key.number) == expected)
    }

    @Test func aWindowStartsAtItsOffset() throws {
        let db = try makeDatabase()
        #expect(try db.read { try OrderQueueDao().window(offset: 1, limit: 1, in: $0) }.map(\.key.number) == [4002])
        #expect(try db.read { try OrderQueueDao().count(in: $0) } == 3)
    }

    @Test func sortCyclesThroughEveryColumn() {
        var sort = QueueSort()
        var seen: [QueueSort.Column] = []
        for _ in QueueSort.Column.allCases { sort = sort.next(); seen.append(sort.column) }
        #expect(Set(seen).count == QueueSort.Column.allCases.count)
    }

    @Test func findsTheNextMatchInTheCurrentOrderAndWrapsAround() throws {
        let db = try makeDatabase()
        let dao = OrderQueueDao()
        // Rows newest first: 4003 (Zeta), 4002 (alpha), 4001 (Zeta)
        #expect(try db.read { try dao.position(ofMatch: "zeta", from: 0, forward: true, in: $0) } == 0)
        #expect(try db.read { try dao.position(ofMatch: "zeta", from: 1, forward: true, in: $0) } == 2)
        #expect(try db.read { try dao.position(ofMatch: "ZETA", from: 3, forward: true, in: $0) } == 0)
        #expect(try db.read { try dao.position(ofMatch: "zeta", from: 1, forward: false, in: $0) } == 0)
        #expect(try db.read { try dao.position(ofMatch: "item-4002-2", from: 0, forward: true, in: $0) } == 1)
        #expect(try db.read { try dao.position(ofMatch: "4001", from: 0, forward: true, in: $0) } == 2)
    }

    @Test(arguments: ["%", "_", "\\", "' OR 1=1 --", "%s%n%@", "\u{0}"])
    func searchMetacharactersMeanThemselves(text: String) throws {
        let db = try makeDatabase()
        #expect(try db.read { try OrderQueueDao().position(ofMatch: text, from: 0, forward: true, in: $0) } == nil)
        #expect(try db.read { try OrderQueueDao().count(in: $0) } == 3)
    }

    @Test func filtersByTypeBranchAmountAndAge() throws {
        let db = try makeDatabase()
        let dao = OrderQueueDao()
        let today = LocalDate(year: 2026, month: 11, day: 22)!
        func numbers(_ f: QueueFilter) throws -> [Int] {
            try db.read { try dao.window(offset: 0, limit: 10, filter: f, today: today, in: $0) }.map(\.key.number)
        }
        #expect(try numbers(QueueFilter(minimumAmount: 100)) == [4003, 4001])
        #expect(try numbers(QueueFilter(minimumAmount: 100, maximumAmount: 1000)) == [4001])
        #expect(try numbers(QueueFilter(minimumDaysWaiting: 60)) == [4003])
        #expect(try numbers(QueueFilter(orderTypes: ["OS"])) == [])
        #expect(try numbers(QueueFilter(branches: ["M30"], minimumAmount: 0)) == [4003, 4002, 4001])
        #expect(try db.read { try dao.count(filter: QueueFilter(minimumAmount: 100), today: today, in: $0) } == 2)
        #expect(try db.read { try dao.count(filter: QueueFilter(orderTypes: ["' OR 1=1 --"]), today: today, in: $0) } == 0)
    }

    // MARK: Refreshing some orders

    /// Every row of the list, without its row id, in key order.
    private func listRows(_ db: Database) throws -> [[SQLValue]] {
        try db.read { c in
            try c.query("SELECT \(OrderQueueDao.listColumns) FROM queue_list ORDER BY doco, dcto, kcoo, sfxo").map(\.values)
        }
    }

    private func rowID(of number: Int, in db: Database) throws -> Int64? {
        try db.read { try $0.scalar("SELECT rowid FROM queue_list WHERE doco = ?", number).int64 }
    }

    private func key(_ number: Int) -> OrderKey { OrderKey(number: number, type: "OP", company: "00200", suffix: "000") }

    @Test func refreshWritesTheRowsARebuildWouldWrite() throws {
        // Given: a name, a total, a line and a queue row changed, and an order arrived, since the list was built
        let db = try makeDatabase()
        try db.write { c in
            try c.run("UPDATE names SET alph = 'ZETA AG' WHERE an8 = 7001")
            try c.run("UPDATE order_headers SET otot = 750 WHERE doco = 4002")
            let lines = try PurchaseOrderLinesDao().lines(of: key(4003), in: c)
            try PurchaseOrderLinesDao().replace(lines.filter { $0.lineNumber != 2 }, of: [key(4003)], in: c)
            try c.run("UPDATE approval_queue SET trdj = 'not a date', mcu = 'M40' WHERE doco = 4001")
            try c.insert([ApprovalQueueEntry(key: key(4004), approver: 4242, status: "2N", route: "R", originator: 7002, branch: "M30",
                                             orderDate: nil)])
        }
        // When
        try db.write { try OrderQueueDao().refresh([key(4001), key(4002), key(4003), key(4004)], in: $0) }
        // Then
        let sut = try listRows(db)
        try db.write { try OrderQueueDao().rebuild(in: $0) }
        #expect(sut == (try listRows(db)))
        #expect(sut.count == 4)
    }

    @Test func updatingTheLineFactsWritesWhatARebuildWouldWriteAndKeepsTheRows() throws {
        // Given: a list built, then lines changed: an order's lines replaced, one order's removed, one added
        let db = try makeDatabase()
        let dao = OrderQueueDao()
        let before = try db.read { (try $0.integers("SELECT rowid FROM queue_list ORDER BY rowid"), try dao.generation(in: $0)) }
        try db.write { c in
            let lines = try PurchaseOrderLinesDao().lines(of: key(4003), in: c)
            try PurchaseOrderLinesDao().replace(lines.filter { $0.lineNumber != 2 }, of: [key(4003)], in: c)
            try PurchaseOrderLinesDao().remove(key(4002), in: c)
            try PurchaseOrderLinesDao().insert([PurchaseOrderLine(
                key: key(4001), lineNumber: 9, lineType: "S", shortItem: 9, item: "NEW-ITEM", description: "", description2: "",
                branch: "M30", unit: "EA", quantity: 1, unitCost: 1, amount: 1, currency: "EUR", requestedDate: nil,
                lastStatus: "220", nextStatus: "230")] + (try PurchaseOrderLinesDao().lines(of: key(4001), in: c)), in: c)
        }
        // When
        try db.write { try dao.updateLineFacts(in: $0) }
        // Then: the rows a rebuild writes, under the same row ids, in a new generation, sortable by line count
        let sut = try listRows(db)
        let after = try db.read { (try $0.integers("SELECT rowid FROM queue_list ORDER BY rowid"), try dao.generation(in: $0)) }
        #expect(after.0 == before.0)
        #expect(after.1 == before.1 + 1)
        #expect(try db.read { try dao.window(offset: 0, limit: 10, sort: QueueSort(column: .lines, ascending: true), in: $0) }
            .map(\.lineCount) == [0, 2, 2])
        #expect(try db.read { try dao.position(ofMatch: "new-item", from: 0, forward: true, in: $0) } != nil)
        try db.write { try dao.rebuild(in: $0) }
        #expect(sut == (try listRows(db)))
    }

    @Test func updatingTheLineFactsOfAListBehindTheQueueBuildsItAnew() throws {
        // Given: an order queued after the list was built
        let db = try makeDatabase()
        try db.write { c in
            try c.insert([ApprovalQueueEntry(key: key(4004), approver: 4242, status: "2N", route: "R", originator: 7002, branch: "M30",
                                             orderDate: nil)])
        }
        // When
        try db.write { try OrderQueueDao().updateLineFacts(in: $0) }
        // Then
        #expect(try db.read { try OrderQueueDao().count(in: $0) } == 4)
    }

    @Test func anOrderNoLongerQueuedLosesItsRow() throws {
        // Given
        let db = try makeDatabase()
        try db.write { try $0.run("DELETE FROM approval_queue WHERE doco = 4002") }
        // When
        try db.write { try OrderQueueDao().refresh([key(4002)], in: $0) }
        // Then
        #expect(try db.read { try OrderQueueDao().window(offset: 0, limit: 10, in: $0) }.map(\.key.number) == [4003, 4001])
    }

    @Test func refreshedRowsTakeRowIDsNeverUsedBeforeInTheirGeneration() throws {
        // Given: rows 1–3 from the build
        let db = try makeDatabase()
        let dao = OrderQueueDao()
        let generation = try db.read { try dao.generation(in: $0) }
        #expect(try db.read { try $0.integers("SELECT rowid FROM queue_list ORDER BY rowid") } == [1, 2, 3])
        // When: orders are refreshed one after another
        var seen: [Int64] = []
        for number in [4001, 4003, 4001, 4002] {
            try db.write { try dao.refresh([key(number)], in: $0) }
            seen.append(try #require(try rowID(of: number, in: db)))
        }
        // Then: each row id is above every one before it
        #expect(seen == [4, 5, 6, 7])
        // When: the row with the highest row id is removed, then another order refreshed
        try db.write { try dao.remove(key(4002), in: $0) }
        try db.write { try dao.refresh([key(4003)], in: $0) }
        // Then: its row id is still above the one removed, and the generation is the same
        #expect(try rowID(of: 4003, in: db) == 8)
        #expect(try db.read { try dao.generation(in: $0) } == generation)
        // And a rebuild starts a new generation whose refreshes again go above every row id it used
        try db.write { try dao.rebuild(in: $0) }
        #expect(try db.read { try dao.generation(in: $0) } == generation + 1)
        let highest = try db.read { try $0.scalar("SELECT max(rowid) FROM queue_list").int64 ?? 0 }
        try db.write { try dao.refresh([key(4001)], in: $0) }
        #expect(try rowID(of: 4001, in: db) == highest + 1)
    }
}
