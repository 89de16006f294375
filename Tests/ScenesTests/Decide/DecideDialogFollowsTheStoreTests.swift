import AIS
import Foundation
import Resources
import Store
import Testing
@testable import Scenes
import TestSupport

/// The confirm dialog follows its orders: a change in the store while it is open shows them as they are
/// now, says what moved, and what confirming then decides (and carries) is what it shows.
@MainActor
@Suite struct DecideDialogFollowsTheStoreTests {
    let presenter = DecidePresenterSpy()
    let outbox = DecisionSendingSpy()
    let db: Database

    init() throws {
        db = try makeQueueDatabase(orders: 3) { n in (7000 + n, Double(n) * 1000) }
    }

    static func key(_ number: Int) -> OrderKey { OrderKey(number: number, type: "OP", company: "00200", suffix: "000") }

    private func makeSUT() -> DecideInteractor {
        makeDecideInteractor(desk: makeDesk(database: db, outbox: outbox, rules: DecisionRules(confirmApprovals: true)), presenter: presenter)
    }

    /// A refresh that finds `number` amended to `total`, as the delta writes it.
    private func amend(_ number: Int, total: Double) throws {
        try db.write { c in
            try c.run("UPDATE order_headers SET otot = ? WHERE doco = ?", [.real(total), .integer(Int64(number))])
            try OrderQueueDao().refresh([Self.key(number)], in: c)
        }
    }

    @Test func anOrderAmendedUnderTheDialogShowsAsItIsNowAndItsDecisionCarriesThat() async throws {
        // Given: the dialog open on 4002 and 4001
        let sut = makeSUT()
        sut.open(.approve, orders: [OrderID(Self.key(4002)), OrderID(Self.key(4001))])
        #expect(presenter.confirms.last?.orders.map(\.amount) == [2000, 1000])
        // When: a refresh finds 4002 amended
        try amend(4002, total: 2500)
        // Then: the dialog shows it as it is now, and says what moved
        #expect(await eventually { !presenter.confirmsChanged.isEmpty })
        let followed = try #require(presenter.confirmsChanged.first)
        #expect(followed.confirm.orders.map(\.amount) == [2500, 1000])
        #expect(followed.changed.map(\.order.number) == [4002])
        #expect(followed.changed.first?.changes.totalBefore == 2000 && followed.changed.first?.changes.totalAfter == 2500)
        // When: confirmed
        sut.submit(.init(orders: followed.confirm.orders.map(\.id), verdict: .approve, remark: "", reason: ""))
        // Then: what was shown last is what the decisions carry
        #expect(outbox.savedDecisions.map { $0.seen?.total } == [2500, 1000])
    }

    @Test func aWriteThatMovesNoFigureShowsNothingAgain() async throws {
        // Given: the dialog open on 4001
        let sut = makeSUT()
        sut.open(.approve, orders: [OrderID(Self.key(4001))])
        // When: another order is amended, and 4001's header written again as it was
        try amend(4003, total: 9999)
        try amend(4001, total: 1000)
        // Then: nothing is shown again (a later write to 4001 that moves its total is)
        try amend(4001, total: 1001)
        #expect(await eventually { !presenter.confirmsChanged.isEmpty })
        #expect(presenter.confirmsChanged.count == 1)
        #expect(presenter.confirmsChanged.first?.changed.map(\.order.number) == [4001])
    }

    @Test func aClosedDialogFollowsNothing() async throws {
        // Given: the dialog opened on 4001, then cancelled
        let sut = makeSUT()
        sut.open(.reject, orders: [OrderID(Self.key(4001))])
        sut.cancel()
        // When: 4001 is amended, then (to know the write was told) a dialog opened on 4002 sees 4002 amended
        try amend(4001, total: 1500)
        sut.open(.approve, orders: [OrderID(Self.key(4002))])
        try amend(4002, total: 2500)
        // Then: only the open dialog's order was shown again
        #expect(await eventually { !presenter.confirmsChanged.isEmpty })
        #expect(presenter.confirmsChanged.map { $0.changed.map(\.order.number) } == [[4002]])
    }

    @Test func theNoticeSaysWhatMovedUnderTheDialog() {
        // Given: the words of the dialog that followed a change
        let view = DecideDisplaySpy()
        let words = DecidePresenter(formats: { (.iso, .plain) })
        words.view = view
        let order = OrderFacts(id: OrderID(Self.key(5004)), supplier: 7001, supplierName: "Acme", originator: 1, originatorName: "",
                               orderDate: nil, daysWaiting: 0, amount: 97_544.70, currency: "EUR", lineCount: 1, branch: "M30")
        let changes = OrderChangeFacts(OrderChanges(from: SeenOrder(lines: [], total: 4_926.50, currency: "EUR"),
                                                    to: SeenOrder(lines: [], total: 97_544.70, currency: "EUR")))
        // When
        words.presentConfirmChanged(.init(confirm: .init(verdict: .approve, orders: [order], reasons: [], remarkRequired: false),
                                          changed: [.init(order: order.id, changes: changes, currency: "EUR")]))
        // Then
        #expect(view.confirmsChanged.first?.notice == "Order 5004 OP 00200 changed while this dialog was open: total 4,926.50 → 97,544.70 EUR")
        #expect(view.confirmsChanged.first?.confirm.totals == ["Total 97,544.70 EUR"])
    }
}
