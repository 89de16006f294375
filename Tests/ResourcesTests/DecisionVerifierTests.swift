import Testing
@testable import Resources

@Suite struct DecisionVerifierTests {
    private func row(_ approver: Int, _ status: String, by: String = "") -> ApprovalRouteRow {
        ApprovalRouteRow(approver: approver, status: status, decidedBy: by, decidedOn: nil, route: "R1", approverType: "")
    }

    @Test func anApprovalByThisUserIsRecorded() {
        let rows = [row(4242, "2A", by: "DEMO  ")]
        #expect(DecisionVerifier.verify(rows, kind: .approve, username: "demo", approver: 4242) == .recorded(nextApprover: 0))
    }

    @Test func aForwardedApprovalNamesTheNextApprover() {
        let rows = [row(4242, "1A", by: "DEMO"), row(5150, "2N")]
        #expect(DecisionVerifier.verify(rows, kind: .approve, username: "DEMO", approver: 4242) == .recorded(nextApprover: 5150))
    }

    @Test func aRejectionIsRecordedOnlyAsARejection() {
        let rows = [row(4242, "2R", by: "DEMO")]
        #expect(DecisionVerifier.verify(rows, kind: .reject, username: "DEMO", approver: 4242) == .recorded(nextApprover: 0))
        #expect(DecisionVerifier.verify(rows, kind: .approve, username: "DEMO", approver: 4242) == .decidedElsewhere("rejected by DEMO"))
    }

    @Test func stillAwaitingMeansNotRecorded() {
        let rows = [row(1001, "1A", by: "BUYER"), row(4242, "2N")]
        #expect(DecisionVerifier.verify(rows, kind: .approve, username: "DEMO", approver: 4242) == .stillAwaiting)
    }

    @Test func aDecisionBySomeoneElseSupersedesIt() {
        let rows = [row(4242, "2A", by: "DELEGATE")]
        #expect(DecisionVerifier.verify(rows, kind: .approve, username: "DEMO", approver: 4242) == .decidedElsewhere("approved by DELEGATE"))
    }

    @Test func aVanishedOrderSupersedesIt() {
        #expect(DecisionVerifier.verify([], kind: .approve, username: "DEMO", approver: 4242)
                == .decidedElsewhere("the order is no longer on the server"))
    }
}
