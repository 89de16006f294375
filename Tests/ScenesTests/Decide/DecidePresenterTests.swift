import AIS
import Foundation
import Resources
import Testing
@testable import Scenes

/// Decisions in words: the confirm dialog, a refusal, each outcome the desk tells, and what it says of
/// the server.
@MainActor
@Suite struct DecidePresenterTests {
    let view = DecideDisplaySpy()

    private func makeSUT(numbers: NumberStyle = .plain) -> DecidePresenter {
        let sut = DecidePresenter(formats: { (.iso, numbers) })
        sut.view = view
        return sut
    }

    @Test func theConfirmDialogInTheFormatOfAUserWithADecimalComma() {
        // Given
        let sut = makeSUT(numbers: .jde(","))
        let row = OrderFacts(id: OrderID(number: 4001, type: "OP", company: "00200", suffix: "000"), supplier: 7001,
                             supplierName: "Schäfer GmbH", originator: 1, originatorName: "", orderDate: nil, daysWaiting: nil,
                             amount: 80_000, currency: "EUR", lineCount: 1, branch: "")
        // When
        sut.presentConfirm(.init(verdict: .approve, orders: [row], reasons: [], remarkRequired: false))
        // Then
        #expect(view.confirms.last?.orderLines == ["4001 OP 00200 · Schäfer GmbH · 80.000,00 EUR"])
        #expect(view.confirms.last?.totals == ["Total 80.000,00 EUR"])
    }

    @Test func theConfirmDialogCountsAndTotalsPerCurrency() {
        let sut = makeSUT()
        func row(_ n: Int, _ amount: Double, _ currency: String, supplier: String) -> OrderFacts {
            OrderFacts(id: OrderID(number: n, type: "OP", company: "00200", suffix: "000"), supplier: n, supplierName: supplier,
                       originator: 1, originatorName: "", orderDate: nil, daysWaiting: nil, amount: amount, currency: currency,
                       lineCount: 1, branch: "")
        }
        sut.presentConfirm(.init(verdict: .approve, orders: [row(1, 10, "USD", supplier: "A"), row(2, 5.5, "USD", supplier: "B"),
                                                          row(3, 7, "EUR", supplier: "C\nApprove 0 orders")],
                                 reasons: [], remarkRequired: false))
        let vm = view.confirms.last
        #expect(vm?.title == "Approve 3 orders")
        #expect(vm?.totals == ["Total 7.00 EUR", "Total 15.50 USD"])
        #expect(vm?.orderLines.count == 3)
        #expect(vm?.confirmLabel == "Approve")
    }

    @Test func aForwardIsSaidWithTheNextApproversName() {
        let sut = NewsWordingSpy()
        let view = sut
        let decision = DecisionFacts(order: OrderID(number: 4001, type: "OP", company: "00200", suffix: "000"), verdict: .approve,
                                     state: .forwarded, nextApprover: 4243)
        sut.presentDecision(.updated(decision, nextApproverName: "Lebrun, Marie"))
        #expect(view.decisions.last?.message == "Order 4001 OP 00200 approved, above your limit: forwarded to Lebrun, Marie (4243).")
        #expect(view.decisions.last?.kind == .success)
    }

    @Test func aDecisionLeftForTheServerSaysSoTyped() {
        let sut = NewsWordingSpy()
        let view = sut
        let decision = DecisionFacts(order: OrderID(number: 4001, type: "OP", company: "00200", suffix: "000"), verdict: .approve,
                                     state: .pending, message: "timeout")
        sut.presentDecision(.updated(decision, nextApproverName: nil))
        #expect(view.decisions.last?.server == .decisionsWait)
        var confirmed = decision
        confirmed.state = .confirmed
        sut.presentDecision(.updated(confirmed, nextApproverName: nil))
        #expect(view.decisions.last?.server == .answered)
        sut.presentDecision(.queued(count: 1, verdict: .approve))
        #expect(view.decisions.last?.server == nil)
    }

    @Test func aRefusalIsSaidAsItCame() {
        let sut = makeSUT()
        sut.presentRefusal(.init(why: "A remark holds at most 30 characters."))
        #expect(view.refusals.map(\.message) == ["A remark holds at most 30 characters."])
    }
}
