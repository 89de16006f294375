import AIS
import Foundation
import Resources
import Store
import Testing
@testable import Scenes

/// The order scene decides on the orders the list hands it: refusals before anything is saved, the
/// list's marks let go once a decision is asked for, the outcomes list routed to.
@MainActor
@Suite struct ApproveRejectOrderDecisionInteractorTests {
    let presenter = OrderPresenterSpy()
    let router = OrderRouterSpy()
    let db: Database

    init() throws {
        db = try makeQueueDatabase(orders: 3) { n in (7000 + n, Double(n) * 1000) }
    }

    static func key(_ number: Int) -> OrderKey { OrderKey(number: number, type: "OP", company: "00200", suffix: "000") }

    private func makeSUT(rules: DecisionRules = DecisionRules(confirmApprovals: true)) -> ApproveRejectOrderInteractor {
        let sut = makeDecidingInteractor(database: db, outbox: DecisionSendingSpy(), presenter: presenter, rules: rules)
        sut.router = router
        return sut
    }

    @Test func refusesADecisionOnAnOrderAlreadyBeingSent() throws {
        // Given: a decision on 4001 in the outbox
        let sut = makeSUT()
        try db.write { c in
            _ = try DecisionOutboxDao().enqueue(username: "DEMO", approver: 4242, order: Self.key(4001), kind: .approve, remark: "", reason: "",
                                                snapshot: OrderSnapshot(total: 1, currency: "USD", lineCount: 0, linesChecksum: ""),
                                                madeOffline: false, at: Date(), in: c)
        }
        // When
        sut.prepareDecision(.init(verdict: .approve, orders: [OrderID(Self.key(4001))]))
        // Then: refused before any dialog
        guard case .refusedLocally(let why)? = presenter.decisions.last else { Issue.record("\(presenter.decisions)"); return }
        #expect(why.contains("still being sent"))
        #expect(presenter.confirms.isEmpty)
    }

    @Test func theConfirmIsAboutTheOrdersHandedIn() {
        let sut = makeSUT()
        sut.prepareDecision(.init(verdict: .approve, orders: [OrderID(Self.key(4002)), OrderID(Self.key(4001))]))
        #expect(presenter.confirms.last?.orders.map(\.id.number) == [4002, 4001])
        #expect(presenter.confirms.last?.verdict == .approve)
        #expect(presenter.confirms.last?.orders.first?.amount == 2000)
    }

    @Test func aRejectionWithoutReasonCodesIsRefusedBeforeTheDialog() {
        let sut = makeSUT()
        sut.prepareDecision(.init(verdict: .reject, orders: [OrderID(Self.key(4002))]))
        #expect(presenter.confirms.isEmpty)
        guard case .refusedLocally(let why)? = presenter.decisions.last else { Issue.record("\(presenter.decisions)"); return }
        #expect(why.contains("reject reasons"))
    }

    @Test func offlineDecisionsTurnedOffAreRefusedWhileTheServerDoesNotAnswer() {
        let sut = makeSUT(rules: DecisionRules(allowOfflineDecisions: false))
        sut.deciding?.connection.offline = true
        sut.prepareDecision(.init(verdict: .approve, orders: [OrderID(Self.key(4002))]))
        guard case .refusedLocally(let why)? = presenter.decisions.last else { Issue.record("\(presenter.decisions)"); return }
        #expect(why.contains("approvals.allow-offline-decisions"))
    }

    @Test func askingForADecisionLetsTheListsMarksGoEvenWhenItIsRefused() {
        // Given
        let sut = makeSUT()
        // When: a remark over 30 characters
        sut.decide(.init(orders: [OrderID(Self.key(4001))], verdict: .approve, remark: String(repeating: "x", count: 31), reason: ""))
        // Then: refused, and the list was told to let its marks go
        #expect(router.backAfterDecision == 1)
        guard case .refusedLocally(let why)? = presenter.decisions.last else { Issue.record("\(presenter.decisions)"); return }
        #expect(why.contains("30 characters"))
    }

    @Test func theOutcomesListOpensOnlyWhenThereIsABatch() {
        let sut = makeSUT()
        sut.showOutcomes()
        #expect(router.outcomesOpened.isEmpty)
        #expect(presenter.noOutcomes == 1)
    }
}
