import AIS
import Foundation
import Resources
import Store
import Testing
@testable import Scenes

/// After a decision on the current order the cursor moves on to the next order no decision is on its way
/// for: the approver goes on without moving it by hand.
@MainActor
@Suite struct CursorAfterDecisionTests {
    let presenter = OrdersPresenterSpy()
    let router = OrdersRouterSpy()
    let db: Database

    init() throws {
        db = try makeQueueDatabase(orders: 3) { n in (7000 + n, Double(n) * 1000) }
    }

    static func id(_ number: Int) -> OrderID { OrderID(number: number, type: "OP", company: "00200", suffix: "000") }

    private func makeSUT() -> (OrdersAwaitingApprovalInteractor, DecisionDesk) {
        let desk = makeDesk(database: db, outbox: DecisionSendingSpy())
        let sut = OrdersAwaitingApprovalInteractor(list: QueueListWorker(database: db, username: "DEMO"), refresher: nil, desk: desk)
        sut.presenter = presenter
        sut.refreshes.presenter = presenter
        sut.marking.presenter = presenter
        sut.search.presenter = presenter
        sut.router = router
        return (sut, desk)
    }

    @Test func theCursorGoesToTheNextOrderOnceTheCurrentOneIsDecided() throws {
        // Given: 4003, 4002, 4001 (newest first), the cursor on 4003
        let (sut, desk) = makeSUT()
        sut.prepareDecision(.init(verdict: .approve, current: Self.id(4003)))
        #expect(presenter.cursors.isEmpty, "nothing moves before the decision is made")
        // When: the Decide scene hands the decision to the desk
        try desk.submit(.init(orders: [Self.id(4003)], verdict: .approve, remark: "", reason: ""))
        // Then: on 4002, the second row
        #expect(presenter.cursors.last == .init(position: 1, from: 1))
    }

    @Test func anOrderAlreadyBeingSentIsPassedOver() throws {
        // Given: a decision on 4002 on its way, the cursor on 4003
        try db.write { c in
            _ = try DecisionOutboxDao().enqueue(username: "DEMO", approver: 4242, order: Self.id(4002).key, kind: .approve, remark: "",
                                                reason: "", seen: nil, madeOffline: false, at: Date(), in: c)
        }
        let (sut, desk) = makeSUT()
        sut.prepareDecision(.init(verdict: .reject, current: Self.id(4003)))
        // When
        try desk.submit(.init(orders: [Self.id(4003)], verdict: .reject, remark: "", reason: ""))
        // Then: on 4001
        #expect(presenter.cursors.last == .init(position: 2, from: 2))
    }

    @Test func aDecisionInItsUndoWindowMovesTheCursorToo() throws {
        // Given: decisions wait 5 seconds in their undo window
        let desk = makeDesk(database: db, outbox: DecisionSendingSpy(), rules: DecisionRules(confirmApprovals: false, undoSeconds: 5))
        let sut = OrdersAwaitingApprovalInteractor(list: QueueListWorker(database: db, username: "DEMO"), refresher: nil, desk: desk)
        sut.presenter = presenter
        sut.refreshes.presenter = presenter
        sut.marking.presenter = presenter
        sut.search.presenter = presenter
        sut.router = router
        sut.prepareDecision(.init(verdict: .approve, current: Self.id(4003)))
        // When
        try desk.submit(.init(orders: [Self.id(4003)], verdict: .approve, remark: "", reason: ""))
        // Then: once, on 4002
        #expect(presenter.cursors == [.init(position: 1, from: 1)])
        desk.stop()
    }

    @Test func aDecisionOnSomeLinesLeavesTheCursorOnItsOrder() throws {
        // Given: the order's other lines still await the approver after it
        let (sut, desk) = makeSUT()
        desk.linesDecidable = true
        sut.prepareDecision(.init(verdict: .reject, current: Self.id(4003)))
        // When
        try desk.submit(.init(orders: [Self.id(4003)], verdict: .reject, remark: "", reason: "", lines: [2]))
        // Then
        #expect(presenter.cursors.isEmpty)
    }

    @Test func aDecisionOnMarkedOrdersMovesNothing() throws {
        // Given: two marked orders
        let (sut, desk) = makeSUT()
        sut.marking.toggle(.init(order: Self.id(4003)))
        sut.marking.toggle(.init(order: Self.id(4001)))
        sut.prepareDecision(.init(verdict: .approve, current: Self.id(4003)))
        // When
        try desk.submit(.init(orders: [Self.id(4003), Self.id(4001)], verdict: .approve, remark: "", reason: ""))
        // Then
        #expect(presenter.cursors.isEmpty)
    }
}
