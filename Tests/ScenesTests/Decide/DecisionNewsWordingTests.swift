import Testing
@testable import Resources
@testable import Scenes

/// The desk's news about text attachments: a note the approver added is said; the remark a P43081 decision
/// attaches after it leaves the decision's own words on the message line, unless it could not be attached.
@Suite struct DecisionNewsWordingTests {
    static let order = OrderID(OrderKey(number: 4016, type: "OP", company: "00200", suffix: "000"))

    private func message(_ note: NoteFacts) -> String? {
        DecisionNewsWording.viewModel(.noteUpdated(note), numbers: .plain)?.message
    }

    @Test func aNoteTheApproverAddedIsSaidWhenItIsUploaded() {
        #expect(message(NoteFacts(order: Self.order, state: .uploaded)) == "Note added to order 4016 OP 00200.")
    }

    @Test func aDecisionsRemarkSaysNothingUnlessItFailed() {
        // Given / When / Then: uploaded or on its way, the decision's own message stays
        for state in [NoteProgress.uploaded, .pending, .sending, .uncertain] {
            #expect(message(NoteFacts(order: Self.order, state: state, ofDecision: true)) == nil, "\(state)")
        }
        // and a failure says the order was decided and why the remark is missing
        #expect(message(NoteFacts(order: Self.order, state: .failed, message: "403 not allowed", ofDecision: true))
                == "Order 4016 OP 00200 was decided, but its remark could not be attached: 403 not allowed")
    }

    @Test func aLineDecisionIsNamedAsOneWithTheLinesStillAwaiting() {
        func said(_ lines: [Double], left: Int?, state: DecisionProgress = .confirmed) -> String? {
            var facts = DecisionFacts(order: Self.order, verdict: .reject, state: state)
            facts.lines = lines
            facts.linesLeft = left
            return DecisionNewsWording.viewModel(.updated(facts, nextApproverName: nil), numbers: .plain)?.message
        }
        #expect(said([6], left: 22) == "Line 6 of order 4016 OP 00200 rejected; 22 lines still await you.")
        #expect(said([2, 3], left: 1) == "Lines 2 and 3 of order 4016 OP 00200 rejected; 1 line still awaits you.")
        #expect(said([5], left: 0) == "Line 5 of order 4016 OP 00200 rejected; no other line of it awaits you.")
        #expect(said([6], left: nil, state: .refused)?.hasPrefix("Line 6 of order 4016 OP 00200 was not rejected") == true)
        #expect(said([], left: nil) == "Order 4016 OP 00200 rejected.")
    }

    @Test func theKindOfAQueuedAttachmentIsReadFromItsItemName() {
        #expect(ApproverNote.Kind(itemName: "Decision remark · DEMO · 43") == .decisionRemark)
        #expect(ApproverNote.Kind(itemName: "Approver note · DEMO · 42") == .note)
    }
}
