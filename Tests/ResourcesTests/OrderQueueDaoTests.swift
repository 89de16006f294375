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
                for l in 1...(n - 4000) {
                    try c.insert([PurchaseOrderLine(key: key, lineNumber: Double(l), lineType: "S", shortItem: l, item: "ITEM-\(n)-\(l)",
                                                    description: "d", description2: "", branch: "M30", unit: "EA", quantity: 1, unitCost: 1,
                                                    amount: 1, currency: currency, requestedDate: nil, lastStatus: "220", nextStatus: "230")])
                }
            }
            try c.insert([AddressBookName(addressNumber: 7001, name: "Zeta GmbH"), AddressBookName(addressNumber: 7002, name: "alpha Oy"),
                          AddressBookName(addressNumber: 1001, name: "Smith, Pat")])
            try OrderQueueDao().rebuild(in: c)
        }
        return db
    }

    @Test func buildsOneRowPerOrderWithNamesAndLineCounts() throws {
        let db = try makeDatabase()
        let rows = try db.read { try OrderQueueDao().window(offset: 0, limit: 10, in: $0) }
        #expect(rows.map(\.key.number) == [4003, 4002, 4001])
        #expect(rows.map(\.lineCount) == [3, 2, 1])
        #expect(rows[1].supplierName == "alpha Oy")
        #expect(rows[0].originatorName == "Smith, Pat")
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
}
