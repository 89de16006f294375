import AIS
import Foundation
import Store
import Testing
@testable import Resources

@Suite struct UnreadableDatesTests {
    @Test func countsTheStoredDatesThatNameNoDayAndNamesThem() throws {
        // Given: a queue and headers where some dates came in no shape a date is written in
        let db = try Database()
        try db.migrate(ClientSchema.migrations)
        try db.write { c in
            for (n, date) in [(5001, ServerDate.unreadable("2026-13-45")), (5002, .day(LocalDate(year: 2026, month: 11, day: 21)!)), (5003, nil), (5004, .unreadable("2026-02-30"))] {
                let key = OrderKey(number: n, type: "OP", company: "00070", suffix: "000")
                try c.insert([ApprovalQueueEntry(key: key, approver: 4242, status: "2N", route: "R", originator: 1, branch: "", orderDate: nil,
                                                 changedOn: date)])
                try c.insert([PurchaseOrderHeader(key: key, branch: "M30", supplier: 1, orderDate: date, requestedDate: .unreadable("soon"),
                                                  currency: "EUR", total: 1, orderedBy: "B", reference: "")])
            }
        }
        // When
        let queue = try db.read { try UnreadableDates.census(of: .queue, in: $0) }
        let headers = try db.read { try UnreadableDates.census(of: .headers, in: $0) }
        // Then: the unreadable text is counted and named; days and blanks are not
        #expect(queue.count == 2)
        #expect(queue.samples == [UnreadableValue(table: "F4209", column: "RDJ", order: 5001, value: "2026-13-45"),
                                 UnreadableValue(table: "F4209", column: "RDJ", order: 5004, value: "2026-02-30")])
        #expect(headers.count == 6)
        #expect(headers.samples.first == UnreadableValue(table: "F4301", column: "TRDJ", order: 5001, value: "2026-13-45"))
        // And the store gives the text back as it came
        let stored = try db.read { try $0.query("SELECT * FROM approval_queue ORDER BY doco") }.map { ApprovalQueueEntry(storeRow: $0) }
        #expect(stored.map(\.changedOn) == [.unreadable("2026-13-45"), .day(LocalDate(year: 2026, month: 11, day: 21)!), nil, .unreadable("2026-02-30")])
    }
}

@Suite struct UnreadableDatesIndexTests {
    @Test func everyCensusReadsThroughItsPartialIndexNotEveryRow() throws {
        // Given: a store with the client's schema
        let db = try Database()
        try db.migrate(ClientSchema.migrations)
        for dataset in [Dataset.queue, .headers, .lines] {
            for column in UnreadableDates.columns(of: dataset) {
                let condition = UnreadableDatesDao.unreadable(column.storeColumn)
                // When: SQLite plans the census's count and its examples
                for sql in ["SELECT COUNT(*) FROM \(column.storeTable) WHERE \(condition)",
                            "SELECT doco, \(column.storeColumn) FROM \(column.storeTable) WHERE \(condition) LIMIT 5"] {
                    let plan = try db.read { try $0.query("EXPLAIN QUERY PLAN \(sql)") }.compactMap { $0.string("detail") }
                    // Then: through the column's partial index, never a scan of the table's rows
                    #expect(plan.count == 1 && plan[0].contains("USING INDEX \(UnreadableDates.indexName(column))"),
                            "\(column.storeTable).\(column.storeColumn): \(plan)")
                }
            }
        }
        // And the lines, counted per order as they are stored, are counted through their own partial index
        for sql in ["SELECT coalesce(sum(unreadable_dates), 0) FROM order_lines WHERE unreadable_dates > 0",
                    "SELECT doco, dcto, kcoo, sfxo, lines FROM order_lines WHERE unreadable_dates > 0 LIMIT 5"] {
            let plan = try db.read { try $0.query("EXPLAIN QUERY PLAN \(sql)") }.compactMap { $0.string("detail") }
            #expect(plan.count == 1 && plan[0].contains("USING INDEX order_lines_unreadable_dates"), "\(plan)")
        }
    }

    @Test func theIndexFollowsARowWhoseDateIsReplaced() throws {
        // Given: a line stored with a date that names no day
        let db = try Database()
        try db.migrate(ClientSchema.migrations)
        let key = OrderKey(number: 5001, type: "OP", company: "00070", suffix: "000")
        func line(_ date: ServerDate?) -> PurchaseOrderLine {
            PurchaseOrderLine(key: key, lineNumber: 1, lineType: "S", shortItem: 1, item: "I", description: "D", description2: "",
                              branch: "M30", unit: "EA", quantity: 1, unitCost: 1, amount: 1, currency: "EUR", requestedDate: date,
                              lastStatus: "220", nextStatus: "230")
        }
        try db.write { try PurchaseOrderLinesDao().insert([line(.unreadable("2026-02-30"))], in: $0) }
        #expect(try db.read { try UnreadableDates.census(of: .lines, in: $0) }.count == 1)
        // When: the server sends it again with a real day
        try db.write { try PurchaseOrderLinesDao().insert([line(.day(LocalDate(year: 2026, month: 3, day: 2)!))], in: $0) }
        // Then: it is no longer counted
        let census = try db.read { try UnreadableDates.census(of: .lines, in: $0) }
        #expect(census.count == 0)
        #expect(census.samples.isEmpty)
    }
}
