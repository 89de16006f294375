import AIS
import Foundation
import Store
import Testing
@testable import Resources

/// The queue at a glance, from the home list: known orders give known bars, and each bar counts exactly
/// what its filter then shows, by SQL and by the list's index alike.
@Suite struct QueueGlanceTests {
    let today = LocalDate(iso: "2026-11-23")!

    /// (type, branch, days waiting or nil for an unreadable date, amount, currency)
    static let orders: [(String, String, Int?, Double, String)] = [
        ("OP", "M30", 0, 500, "EUR"), ("OP", "M30", 2, 999.99, "EUR"), ("OP", "M30", 3, 1_000, "USD"),
        ("OP", "M40", 7, 9_999.99, "EUR"), ("OP", "M40", 8, 10_000, "EUR"), ("OS", "M40", 30, 99_999.99, "USD"),
        ("OS", "M30", 31, 100_000, "EUR"), ("OS", "M50", 400, 250_000, "EUR"), ("O4", "M30", nil, 10, "EUR"),
        ("OP", "M30", -3, 20, "EUR"), // dated ahead: waiting below 0 counts as up to 2 days
    ]

    private func makeDatabase() throws -> Database {
        let db = try Database()
        try db.migrate(ClientSchema.migrations)
        try db.write { c in
            for (i, order) in Self.orders.enumerated() {
                let date = order.2.map { today.adding(days: -$0).iso } ?? "31/02/2026"
                try c.run("""
                    INSERT INTO queue_list (doco, dcto, kcoo, sfxo, supplier, supplier_name, originator, originator_name, order_date,
                                            amount, currency, line_count, branch, search)
                    VALUES (?, ?, '00200', '000', 7001, 'S', 1001, 'O', ?, ?, ?, 1, ?, '')
                    """, [.integer(Int64(4001 + i)), .text(order.0), .text(date), .real(order.3), .text(order.4), .text(order.1)])
            }
        }
        return db
    }

    private func counts(_ bars: [QueueGlance.Bar]) -> [QueueGlance.Group: Int] {
        Dictionary(uniqueKeysWithValues: bars.map { ($0.group, $0.count) })
    }

    @Test func countsAndTotalsByTypeBranchWaitingAndAmount() throws {
        // Given
        let db = try makeDatabase()
        // When
        let sut = try db.read { try OrderQueueDao().glance(today: today, in: $0) }
        // Then
        #expect(sut.orders == 10)
        #expect(sut.byOrderType.map(\.group) == [.orderType("OP"), .orderType("OS"), .orderType("O4")])
        #expect(counts(sut.byOrderType) == [.orderType("OP"): 6, .orderType("OS"): 3, .orderType("O4"): 1])
        #expect(counts(sut.byBranch) == [.branch("M30"): 6, .branch("M40"): 3, .branch("M50"): 1])
        #expect(counts(sut.byWaiting) == [.waiting(.upToTwo): 3, .waiting(.threeToSeven): 2, .waiting(.eightToThirty): 2,
                                          .waiting(.overThirty): 2, .waiting(.noDate): 1])
        #expect(sut.byWaiting.map(\.group) == QueueGlance.WaitingBand.allCases.map { .waiting($0) })
        #expect(counts(sut.byAmount) == [.amount(.underOneThousand): 4, .amount(.thousands): 2, .amount(.tensOfThousands): 2,
                                         .amount(.hundredThousandsAndMore): 2])
        // Totals per currency, largest first.
        let op = try #require(sut.byOrderType.first)
        #expect(op.totals.map(\.currency) == ["EUR", "USD"])
        #expect(abs(op.totals[0].amount - (500 + 999.99 + 9_999.99 + 10_000 + 20)) < 0.001)
        #expect(op.totals[1].amount == 1_000)
    }

    @Test func eachBarCountsWhatItsFilterShowsBySQLAndByTheIndex() throws {
        // Given
        let db = try makeDatabase()
        let sut = try db.read { try OrderQueueDao().glance(today: today, in: $0) }
        let index = try db.read { try QueueListIndex.current(in: $0, previous: nil) }
        // When / Then: every bar but the unreadable dates', filtered both ways
        for bar in sut.byOrderType + sut.byBranch + sut.byWaiting + sut.byAmount {
            guard let filter = bar.group.filter else {
                #expect(bar.group == .waiting(.noDate))
                continue
            }
            let bySQL = try db.read { try OrderQueueDao().count(filter: filter, today: today, in: $0) }
            #expect(bySQL == bar.count, "\(bar.group)")
            #expect(index.view(sort: QueueSort(), filter: filter, today: today).count == bar.count, "\(bar.group)")
        }
    }

    @Test func anEmptyQueueHasEmptyBandsAndNoTypesOrBranches() throws {
        let db = try Database()
        try db.migrate(ClientSchema.migrations)
        let sut = try db.read { try OrderQueueDao().glance(today: today, in: $0) }
        #expect(sut.orders == 0 && sut.byOrderType.isEmpty && sut.byBranch.isEmpty)
        // The bands keep the chart's shape; the unreadable dates' bar only shows when there are some.
        #expect(sut.byWaiting.map(\.group) == [.waiting(.upToTwo), .waiting(.threeToSeven), .waiting(.eightToThirty), .waiting(.overThirty)])
        #expect(sut.byAmount.count == 4)
        #expect((sut.byWaiting + sut.byAmount).allSatisfy { $0.count == 0 && $0.totals.isEmpty })
    }
}
