import AIS
import Foundation
import Resources
import Store
import Testing
@testable import Scenes

/// The Decide scene decides on the orders a router hands it: refusals before anything is saved, the
/// list's marks let go once a decision is asked for.
@MainActor
@Suite struct DecideInteractorTests {
    let presenter = DecidePresenterSpy()
    let router = DecideRouterSpy()
    let db: Database

    init() throws {
        db = try makeQueueDatabase(orders: 3) { n in (7000 + n, Double(n) * 1000) }
    }

    static func key(_ number: Int) -> OrderKey { OrderKey(number: number, type: "OP", company: "00200", suffix: "000") }

    private func makeSUT(rules: DecisionRules = DecisionRules(confirmApprovals: true), outbox: DecisionSendingSpy = DecisionSendingSpy(),
                         reasons: [ReasonFacts] = []) -> DecideInteractor {
        makeDecideInteractor(desk: makeDesk(database: db, outbox: outbox, rules: rules, reasons: reasons), presenter: presenter, router: router)
    }

    @Test func refusesADecisionOnAnOrderAlreadyBeingSent() throws {
        // Given: a decision on 4001 in the outbox
        let sut = makeSUT()
        try db.write { c in
            _ = try DecisionOutboxDao().enqueue(username: "DEMO", approver: 4242, order: Self.key(4001), kind: .approve, remark: "", reason: "",
                                                seen: nil,
                                                madeOffline: false, at: Date(), in: c)
        }
        // When
        sut.open(.approve, orders: [OrderID(Self.key(4001))])
        // Then: refused before any dialog
        guard let why = presenter.refusals.last else { Issue.record("no refusal"); return }
        #expect(why.contains("still being sent"))
        #expect(presenter.confirms.isEmpty)
    }

    @Test func theConfirmIsAboutTheOrdersHandedIn() {
        let sut = makeSUT()
        sut.open(.approve, orders: [OrderID(Self.key(4002)), OrderID(Self.key(4001))])
        #expect(presenter.confirms.last?.orders.map(\.id.number) == [4002, 4001])
        #expect(presenter.confirms.last?.verdict == .approve)
        #expect(presenter.confirms.last?.orders.first?.amount == 2000)
    }

    @Test func aRejectionWithoutReasonCodesIsConfirmedWithoutAReason() {
        // Given: a site with no reject reason codes (43/RR)
        let sut = makeSUT()
        // When
        sut.open(.reject, orders: [OrderID(Self.key(4002))])
        // Then: the dialog opens, with no reasons to choose from
        #expect(presenter.refusals.isEmpty)
        #expect(presenter.confirms.last?.verdict == .reject && presenter.confirms.last?.reasons.isEmpty == true)
    }

    @Test func aRejectionWithoutReasonCodesIsRefusedWhenTheSettingsRequireAReason() {
        let sut = makeSUT(rules: DecisionRules(reasonRequired: true))
        sut.open(.reject, orders: [OrderID(Self.key(4002))])
        #expect(presenter.confirms.isEmpty)
        guard let why = presenter.refusals.last else { Issue.record("no refusal"); return }
        #expect(why.contains("approvals.require-reason"))
    }

    @Test func offlineDecisionsTurnedOffAreRefusedWhileTheServerDoesNotAnswer() {
        let sut = makeSUT(rules: DecisionRules(allowOfflineDecisions: false))
        sut.desk.connection.offline = true
        sut.open(.approve, orders: [OrderID(Self.key(4002))])
        guard let why = presenter.refusals.last else { Issue.record("no refusal"); return }
        #expect(why.contains("approvals.allow-offline-decisions"))
    }

    @Test func askingForADecisionLetsTheListsMarksGoEvenWhenItIsRefused() {
        // Given
        let sut = makeSUT()
        // When: a remark over 30 characters
        sut.submit(.init(orders: [OrderID(Self.key(4001))], verdict: .approve, remark: String(repeating: "x", count: 31), reason: ""))
        // Then: refused, and the list was told to let its marks go
        #expect(router.backAfterDecision == 1)
        guard let why = presenter.refusals.last else { Issue.record("no refusal"); return }
        #expect(why.contains("30 characters"))
    }

    @Test func aRejectionOffersTheReasonsAndAsksForARemarkWhenTheRulesSaySo() {
        let sut = makeSUT(rules: DecisionRules(remarkRequiredOnReject: true), reasons: [ReasonFacts(code: "R1", text: "Price")])
        sut.open(.reject, orders: [OrderID(Self.key(4003))])
        #expect(presenter.confirms.last?.reasons == [ReasonFacts(code: "R1", text: "Price")])
        #expect(presenter.confirms.last?.remarkRequired == true)
        #expect(presenter.refusals.isEmpty)
    }

    @Test func anApprovalTheSettingsDoNotConfirmGoesStraightToTheOutbox() async {
        // Given: approvals not confirmed
        let outbox = DecisionSendingSpy()
        let sut = makeSUT(rules: DecisionRules(confirmApprovals: false), outbox: outbox)
        // When
        sut.open(.approve, orders: [OrderID(Self.key(4001))])
        // Then: no dialog; saved, and the marks let go
        #expect(presenter.confirms.isEmpty)
        #expect(outbox.savedDecisions.map(\.order.number) == [4001])
        #expect(router.backAfterDecision == 1)
    }

    @Test func aNoteOpensItsDialogThenGoesToTheDesk() {
        let sut = makeSUT()
        sut.subject = .note(OrderID(Self.key(4002)))
        sut.start()
        #expect(presenter.noteEntries.map(\.order.number) == [4002])
        // With no notes queue, the desk refuses and says why.
        sut.addNote(.init(order: OrderID(Self.key(4002)), text: "checked"))
        #expect(presenter.refusals.last == "Notes cannot be added here.")
    }
}
