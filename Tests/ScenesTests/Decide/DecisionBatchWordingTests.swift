import AIS
import Foundation
import Resources
import SceneKit
import Testing
@testable import Scenes

/// Orders 5001… of supplier Schäfer GmbH, confirmed unless `states` says otherwise.
func batch(_ count: Int, kind: Verdict = .approve, finished: Bool = true,
           _ states: [Int: (DecisionProgress, String, Int, String?)] = [:]) -> DecisionBatch {
    var batch = DecisionBatch(kind: kind, entries: (0..<count).map { i in
        let number = 5001 + i
        let (state, message, next, name) = states[number] ?? (.confirmed, "", 0, nil)
        return DecisionBatch.Entry(decisionID: Int64(i + 1), order: OrderID(number: number, type: "OP", company: "00070", suffix: "000"),
                                   supplier: 7001, supplierName: "Schäfer GmbH", amount: 1234.5, currency: "EUR", state: state,
                                   message: message, nextApprover: next, nextApproverName: name)
    })
    batch.outboxPassEnded = finished
    return batch
}

/// The words of a batch on the status line.
@MainActor
@Suite struct DecisionBatchWordingTests {
    private func summary(of batch: DecisionBatch) -> Decide.News.ViewModel? {
        let sut = NewsWordingSpy()
        sut.presentDecision(.batch(batch, latest: nil, nextApproverName: nil))
        return sut.decisions.last
    }

    @Test func sumsUpApprovalsAndAForwardToANamedApprover() {
        let said = summary(of: batch(24, [5024: (.forwarded, "", 7200, "Okafor, Mary")]))
        #expect(said?.message == "24 orders: 23 approved, 1 forwarded to Okafor, Mary (7200)")
        #expect(said?.kind == .success && said?.server == .answered)
    }

    @Test(arguments: [nil, "", "  "])
    func namesAForwardByNumberWhenTheNameIsNotKnown(name: String?) {
        let said = summary(of: batch(3, [5002: (.forwarded, "", 7300, name)]))
        #expect(said?.message == "3 orders: 2 approved, 1 forwarded to 7300")
    }

    @Test func twoApproversAreJoinedAndMoreAreCounted() {
        let two = summary(of: batch(3, [5002: (.forwarded, "", 7200, "Okafor, Mary"), 5003: (.forwarded, "", 7300, nil)]))
        #expect(two?.message == "3 orders: 1 approved, 2 forwarded to Okafor, Mary (7200) and 7300")
        let three = summary(of: batch(3, [5001: (.forwarded, "", 7100, nil), 5002: (.forwarded, "", 7200, nil), 5003: (.forwarded, "", 7300, nil)]))
        #expect(three?.message == "3 orders: 3 forwarded to 3 approvers")
    }

    @Test func namesEachRefusalWithItsReasonAndIsAnError() {
        let said = summary(of: batch(24, [5003: (.refused, "Order is on hold", 0, nil), 5007: (.refused, "Budget exceeded for branch M30", 0, nil)]))
        #expect(said?.message == "24 orders: 22 approved, 2 refused (5003: Order is on hold; 5007: Budget exceeded for branch M30)")
        #expect(said?.kind == .error)
    }

    @Test func capsTheRefusalsNamedAndTheirLength() {
        let long = String(repeating: "x", count: 60)
        var states: [Int: (DecisionProgress, String, Int, String?)] = [5001: (.refused, long, 0, nil)]
        for number in 5002...5005 { states[number] = (.refused, number == 5002 ? "" : "On hold", 0, nil) }
        let said = summary(of: batch(6, states))
        #expect(said?.message == "6 orders: 1 approved, 5 refused (5001: \(String(repeating: "x", count: 39))…; 5002: no reason given; "
                + "5003: On hold; and 2 more)")
    }

    @Test func showsProgressWhileSomeAreInFlight() {
        var states: [Int: (DecisionProgress, String, Int, String?)] = [:]
        for number in 5018...5024 { states[number] = (number == 5018 ? .sending : .pending, "", 0, nil) }
        let said = summary(of: batch(24, finished: false, states))
        #expect(said?.message == "Approving 24 orders: 17 done…")
        #expect(said?.kind == .info)
        let rejecting = summary(of: batch(2, kind: .reject, finished: false, [5002: (.sending, "", 0, nil)]))
        #expect(rejecting?.message == "Rejecting 2 orders: 1 done…")
    }

    @Test func countsThoseThatWaitForTheServerAndWarns() {
        let said = summary(of: batch(5, [5002: (.pending, "", 0, nil), 5003: (.uncertain, "timed out", 0, nil),
                                         5004: (.superseded, "approved by Lee", 0, nil), 5005: (.changed, "total changed", 0, nil)]))
        #expect(said?.message == "5 orders: 1 approved, 1 no longer awaiting you, 1 held (changed since you saw them), "
                + "1 not sent yet (offline), 1 unconfirmed (checking with the server)")
        #expect(said?.kind == .warning && said?.server == .decisionsWait)
    }

    @Test func sumsUpRejections() {
        #expect(summary(of: batch(3, kind: .reject))?.message == "3 orders: 3 rejected")
    }

    @Test func passesHostileNamesOnAsTextForTheViewToMakeInert() {
        // The presenter does not know the terminal; Canvas makes every string inert when drawn (see the view tests).
        let evil = "Evil\u{1b}]0;pwned\u{07}\nCorp"
        let said = summary(of: batch(2, [5002: (.forwarded, "", 7200, evil)]))
        #expect(said?.message == "2 orders: 1 approved, 1 forwarded to \(evil) (7200)")
    }
}
