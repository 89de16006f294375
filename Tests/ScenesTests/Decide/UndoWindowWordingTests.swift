import Foundation
import Testing
@testable import Resources
@testable import Scenes

/// The undo window on the message line: the countdown, and what `u` did.
@Suite struct UndoWindowWordingTests {
    static func order(_ number: Int) -> OrderID { OrderID(OrderKey(number: number, type: "OP", company: "00200", suffix: "000")) }
    let due = Date(timeIntervalSince1970: 1_800_000_000)

    private func said(_ news: DecisionNews) -> String? { DecisionNewsWording.viewModel(news, numbers: .plain)?.message }

    @Test func theCountdownNamesTheVerdictTheOrderAndTheKey() {
        let one = WaitingDecisions(ids: [1], orders: [Self.order(4001)], verdict: .approve, dueAt: due)
        #expect(said(.waiting(one, secondsLeft: 4)) == "Approving 4001 in 4 s · u undo")
        let three = WaitingDecisions(ids: [1, 2, 3], orders: [4001, 4002, 4003].map(Self.order), verdict: .reject, dueAt: due)
        #expect(said(.waiting(three, secondsLeft: 2)) == "Rejecting 3 orders in 2 s · u undo")
        let forward = WaitingDecisions(ids: [1], orders: [Self.order(4001)], verdict: .forward, dueAt: due)
        #expect(said(.waiting(forward, secondsLeft: 1)) == "Forwarding 4001 in 1 s · u undo")
        let lines = WaitingDecisions(ids: [1], orders: [Self.order(4001)], verdict: .reject, lines: [3, 2], dueAt: due)
        #expect(said(.waiting(lines, secondsLeft: 5)) == "Rejecting lines 2, 3 of 4001 in 5 s · u undo")
    }

    @Test func theSecondsLeftRoundUpAndTheCountdownWakesWhenTheNumberChanges() {
        let w = WaitingDecisions(ids: [1], orders: [Self.order(4001)], verdict: .approve, dueAt: due)
        #expect(w.secondsLeft(at: due.addingTimeInterval(-4.2)) == 5)
        #expect(w.secondsLeft(at: due.addingTimeInterval(1)) == 0)
        #expect(w.nextTick(after: due.addingTimeInterval(-4.2)) == due.addingTimeInterval(-4))
        #expect(w.nextTick(after: due.addingTimeInterval(-0.5)) == due)
    }

    @Test func undoSaysWhatWasTakenBackAndWhatCameTooLate() {
        #expect(said(.undone(UndoOutcome(verdict: .approve, undone: [Self.order(4001)], tooLate: []))) == "Approval of 4001 undone.")
        #expect(said(.undone(UndoOutcome(verdict: .reject, undone: [4001, 4002].map(Self.order), tooLate: [])))
                == "Rejection of 2 orders undone.")
        #expect(said(.undone(UndoOutcome(verdict: .approve, undone: [], tooLate: [Self.order(4001)])))
                == "Too late to undo: 4001 is already being sent.")
        #expect(said(.undone(UndoOutcome(verdict: .forward, undone: [4001, 4002].map(Self.order), tooLate: [Self.order(4003)])))
                == "Forward of 2 orders undone; too late for 4003, already being sent.")
        #expect(said(.undone(UndoOutcome(verdict: .approve, undone: [], tooLate: []))) == "Nothing to undo.")
    }
}
