import AIS
import Foundation
import Store
import Testing
@testable import Resources

/// Where an order the user raised stands, from its F4209 rows (contract §4.2), and what is kept of it.
@Suite struct RaisedOrdersTests {
    static func key(_ n: Int) -> OrderKey { OrderKey(number: n, type: "OP", company: "00200", suffix: "000") }
    static func day(_ d: Int) -> ServerDate { .day(LocalDate(year: 2026, month: 11, day: d)!) }

    static func row(_ status: String, rper: Int = 0, by: String = "", day d: Int, at: Int = 90_000) -> ApprovalRouteRow {
        ApprovalRouteRow(approver: rper, status: status, decidedBy: by, decidedOn: day(d), decidedAt: at, route: "BUDMON2", originator: 4242)
    }

    static let state = RaisedOrdersDao.ReadState(readAt: Date(), sinceDay: LocalDate(year: 2026, month: 11, day: 20), fullAt: Date())

    @Test func anOrderAwaitsWhileAnyRowAwaitsWhateverItsNewestRowIs() {
        // Given: raised, budget-approved by OLU, awaiting MARIE (written the same second as OLU's approval)
        let rows = [Self.row(" O", rper: 4242, by: "DEMO", day: 10), Self.row("1A", rper: 4245, by: "OLU", day: 12),
                    Self.row("2N", rper: 4243, day: 12)]
        // Then
        #expect(RaisedOrder.standing(of: rows) == .awaiting(approver: 4243, budget: false, since: Self.day(12)))
        #expect(RaisedOrder.standing(of: [Self.row(" O", day: 10), Self.row("1N", rper: 4245, day: 10)])
                == .awaiting(approver: 4245, budget: true, since: Self.day(10)))
    }

    @Test func aDecidedOrderIsApprovedOrRejectedByItsDecider() {
        let approved = [Self.row(" O", day: 10), Self.row("1A", by: "OLU", day: 11), Self.row("2A", by: "KENJI", day: 14, at: 101_500)]
        let rejected = [Self.row(" O", day: 10), Self.row("1A", by: "OLU", day: 11), Self.row("2R", by: "MARIE", day: 13)]
        #expect(RaisedOrder.standing(of: approved) == .approved(by: "KENJI", on: Self.day(14), at: 101_500))
        #expect(RaisedOrder.standing(of: rejected) == .rejected(by: "MARIE", on: Self.day(13), at: 90_000))
        #expect(RaisedOrder.standing(of: [Self.row(" O", day: 10)]) == .raised(on: Self.day(10)))
        #expect(RaisedOrder.standing(of: [Self.row("3N", day: 10)]) == nil)
    }

    @Test func ordersAreGroupedNewestChangeFirstAndOriginatorToldRowsDecideNothing() {
        // Given: rows of two orders, and a 3N row written last for the older one
        let rows: [(key: OrderKey, row: ApprovalRouteRow)] = [
            (Self.key(5001), Self.row(" O", day: 10)), (Self.key(5001), Self.row("2A", by: "KENJI", day: 12)),
            (Self.key(5001), Self.row("3N", rper: 0, day: 20)),
            (Self.key(5002), Self.row(" O", day: 11)), (Self.key(5002), Self.row("2N", rper: 4243, day: 15)),
        ]
        // When
        let sut = RaisedOrder.orders(from: rows)
        // Then
        #expect(sut.map(\.key.number) == [5002, 5001])
        #expect(sut.last?.standing == .approved(by: "KENJI", on: Self.day(12), at: 90_000))
        #expect(sut.last?.changedOn == Self.day(12))
    }

    @Test func keptOrdersSayWhenWhereTheyStandChangedSinceSeen() throws {
        // Given: two orders kept, one seen
        let db = try Database()
        try db.migrate(ClientSchema.migrations)
        let dao = RaisedOrdersDao()
        var waiting = RaisedOrder(key: Self.key(5002), standing: .awaiting(approver: 4243, budget: false, since: Self.day(15)), route: "MONEY",
                                  changedOn: Self.day(15), changedAt: 93_000, supplier: 10_001, supplierName: "Acme", total: 120, currency: "USD",
                                  approverName: "Lefèvre")
        let rejected = RaisedOrder(key: Self.key(5001), standing: .rejected(by: "MARIE", on: Self.day(12), at: 80_000), route: "MONEY",
                                   changedOn: Self.day(12), changedAt: 80_000)
        try db.write { c in
            try dao.replace(with: [waiting, rejected], state: Self.state, in: c)
            try dao.markSeen(Self.key(5002), in: c)
        }
        #expect(try db.read { try dao.orders(in: $0) }.orders.map(\.changedSinceSeen) == [false, false])
        // When: it is approved (a newer row)
        waiting.standing = .approved(by: "KENJI", on: Self.day(16), at: 100_000)
        waiting.changedOn = Self.day(16)
        try db.write { try dao.replace(with: [waiting, rejected], state: Self.state, in: $0) }
        // Then: it comes back whole, first, marked changed; the one never seen is not
        let kept = try db.read { try dao.orders(in: $0) }.orders
        #expect(kept.map(\.order) == [waiting, rejected])
        #expect(kept.map(\.changedSinceSeen) == [true, false])
    }

    @Test func aDeltaKeepsWhatItDidNotReadForgetsWhatWentAndKeepsWhatWasSeen() throws {
        // Given: three orders kept and seen
        let db = try Database()
        try db.migrate(ClientSchema.migrations)
        let dao = RaisedOrdersDao()
        let order = { (n: Int, d: Int) in
            RaisedOrder(key: Self.key(n), standing: .awaiting(approver: 4243, budget: false, since: Self.day(d)), route: "MONEY",
                        changedOn: Self.day(d), changedAt: 90_000)
        }
        try db.write { c in
            try dao.replace(with: [order(5001, 10), order(5002, 11), order(5003, 12)], state: Self.state, in: c)
            try dao.markAllSeen(in: c)
        }
        // When: a delta brings 5002 approved and says 5003 no longer stands anywhere
        var approved = order(5002, 21)
        approved.standing = .approved(by: "KENJI", on: Self.day(21), at: 100_000)
        let next = RaisedOrdersDao.ReadState(readAt: Date(), sinceDay: LocalDate(year: 2026, month: 11, day: 21), fullAt: Self.state.fullAt)
        try db.write { try dao.update([approved], gone: [Self.key(5003)], state: next, in: $0) }
        // Then: 5001 kept as it was, 5002 changed since seen, 5003 gone; the delta's day kept
        let kept = try db.read { try dao.orders(in: $0) }.orders
        #expect(kept.map(\.order.key.number) == [5002, 5001])
        #expect(kept.map(\.changedSinceSeen) == [true, false])
        #expect(try db.read { try dao.readState(in: $0) }?.sinceDay == next.sinceDay)
    }
}
