import AIS
import Foundation
@testable import Resources
import Testing
@testable import Scenes

/// Forwarding in words: the picker's title and status, the confirm dialog, the outcome, and the route.
@MainActor
@Suite struct ForwardPresenterTests {
    let view = DecideDisplaySpy()
    static let order = OrderID(number: 4001, type: "OP", company: "00200", suffix: "000")
    static let olu = ColleagueFacts(addressNumber: 4245, name: "Okafor, Oluwaseun")

    private func makeSUT() -> DecidePresenter {
        let sut = DecidePresenter(formats: { (.iso, .plain) })
        sut.view = view
        return sut
    }

    private func facts(_ number: Int, _ amount: Double) -> OrderFacts {
        OrderFacts(id: OrderID(number: number, type: "OP", company: "00200", suffix: "000"), supplier: 7001, supplierName: "Schäfer GmbH",
                   originator: 1, originatorName: "", orderDate: nil, daysWaiting: nil, amount: amount, currency: "EUR", lineCount: 1, branch: "")
    }

    @Test func thePickerIsTitledWithTheOrderOrTheCount() {
        let sut = makeSUT()
        sut.presentForwardStart(.init(orders: [facts(4001, 10)]))
        sut.presentForwardStart(.init(orders: [facts(4001, 10), facts(4002, 20)]))
        #expect(view.forwardStarts.map(\.title) == ["Forward order 4001 OP 00200 to…", "Forward 2 orders to…"])
        #expect(view.forwardStarts.last?.orders.map(\.number) == [4001, 4002])
    }

    @Test func thePickerSaysWhatTheSearchIsDoing() {
        // Given
        let sut = makeSUT()
        // When
        sut.presentColleagues(.init(text: "", colleagues: [], progress: .searching, more: false))
        sut.presentColleagues(.init(text: "oka", colleagues: [Self.olu], progress: .searching, more: false))
        sut.presentColleagues(.init(text: "oka", colleagues: [Self.olu, Self.olu], progress: .found, more: true))
        sut.presentColleagues(.init(text: "zz", colleagues: [], progress: .found, more: false))
        sut.presentColleagues(.init(text: "oka", colleagues: [Self.olu], progress: .failed("timeout", offline: true), more: false))
        sut.presentColleagues(.init(text: "x", colleagues: [], progress: .failed("HTTP 500", offline: false), more: false))
        // Then
        #expect(view.colleagues.map(\.status) == [
            "Searching the address book…",
            "1 colleague read before · searching the address book…",
            "2 colleagues · more below",
            "No colleague matches “zz”: type part of a name or an address number.",
            "The server does not answer: 1 colleague read before.",
            "The address book could not be read (HTTP 500): none read before matches.",
        ])
        #expect(view.colleagues.map(\.isProblem) == [false, false, false, true, true, true])
        #expect(view.colleagues[1].rows == ["Okafor, Oluwaseun (4245)"])
    }

    @Test func theConfirmNamesTheColleague() {
        let sut = makeSUT()
        sut.presentConfirm(.init(verdict: .forward, orders: [facts(4001, 80)], reasons: [], remarkRequired: false, forwardTo: Self.olu))
        let vm = view.confirms.last
        #expect(vm?.title == "Forward 1 order to Okafor, Oluwaseun (4245)")
        #expect(vm?.confirmLabel == "Forward")
        #expect(vm?.orderLines.last == "to Okafor, Oluwaseun (4245), who then decides in your place at this step")
        #expect(vm?.forwardTo == Self.olu)
    }

    @Test func eachOutcomeOfAForwardIsSaid() {
        let sut = NewsWordingSpy()
        let view = sut
        sut.presentDecision(.queued(count: 1, verdict: .forward))
        sut.presentDecision(.updated(DecisionFacts(order: Self.order, verdict: .forward, state: .forwarded, nextApprover: 4245),
                                     nextApproverName: "Okafor, Oluwaseun"))
        sut.presentDecision(.updated(DecisionFacts(order: Self.order, verdict: .forward, state: .refused, message: "not an approver"),
                                     nextApproverName: nil))
        #expect(view.decisions.map(\.message) == ["Sending the forward…", "Order 4001 OP 00200 forwarded to Okafor, Oluwaseun (4245).",
                                                  "Order 4001 OP 00200 was not forwarded: not an approver"])
        #expect(view.decisions.map(\.kind) == [.info, .success, .error])
    }

    @Test func aBatchOfForwardsIsSummedUp() {
        var batch = DecisionBatch(kind: .forward, entries: [
            .init(decisionID: 1, order: Self.order, supplier: 1, supplierName: "A", amount: 1, currency: "USD"),
            .init(decisionID: 2, order: OrderID(number: 4002, type: "OP", company: "00200", suffix: "000"), supplier: 1, supplierName: "A",
                  amount: 1, currency: "USD"),
        ])
        #expect(DecisionBatchWording.summary(of: batch).message == "Forwarding 2 orders: 0 done…")
        for id in [Int64(1), 2] {
            batch.record(DecisionFacts(order: Self.order, verdict: .forward, state: .forwarded, nextApprover: 4245), id: id,
                         nextApproverName: "Okafor, Oluwaseun")
        }
        #expect(DecisionBatchWording.summary(of: batch).message == "2 orders: 2 forwarded to Okafor, Oluwaseun (4245)")
        #expect(DecisionBatchWording.outcome(of: batch.entries[0], kind: .forward, numbers: .plain) == ("forwarded", "now with Okafor, Oluwaseun (4245)"))
    }

    @Test func theRouteSaysWhoForwardedToWhom() {
        // Given: the order forwarded by this user, and one forwarded to this user by a colleague
        let sut = ApproveRejectOrderPresenter(dates: .iso, numbers: .plain)
        func step(_ approver: Int, _ name: String, _ status: String, by: String) -> RouteStepFacts {
            RouteStepFacts(RouteStep(row: ApprovalRouteRow(approver: approver, status: status, decidedBy: by,
                                                           decidedOn: LocalDate(year: 2026, month: 11, day: 24).map(ServerDate.day),
                                                           route: "R", approverType: ""), approverName: name), me: "demo")
        }
        // When / Then
        #expect(sut.describe(step(7200, "Okafor, Mary", "FW", by: "DEMO ")) == "→ forwarded by you to Okafor, Mary (7200) 2026-11-24")
        #expect(sut.describe(step(4242, "Demo, Dana", "FW", by: "OLU")) == "→ forwarded by OLU to Demo, Dana (4242) 2026-11-24")
        #expect(sut.describe(step(4242, "Demo, Dana", "2A", by: "DEMO")) == "✓ approved  Demo, Dana (4242) · by you 2026-11-24")
    }

    @Test func theRouteEndsAStepWithItsRemark() {
        // Given: a rejection with a remark (the server's RMK, or the one this desk sent through P43081)
        let sut = ApproveRejectOrderPresenter(dates: .iso, numbers: .plain)
        let row = ApprovalRouteRow(approver: 4242, status: "2R", decidedBy: "DEMO", decidedOn: LocalDate(year: 2026, month: 11, day: 24).map(ServerDate.day),
                                   route: "R", approverType: "", remark: " over budget ")
        // When / Then
        #expect(sut.describe(RouteStepFacts(RouteStep(row: row, approverName: "Demo, Dana"), me: "DEMO"))
                == "✗ rejected  Demo, Dana (4242) · by you 2026-11-24 · “over budget”")
    }
}
