import AIS
import Resources
@testable import Scenes
import Testing

/// A route step in words (contract §4): dated from `RDJ` with its `RDT` time, and the originator's own rows
/// told as what they are, never as awaiting.
@MainActor @Suite struct RouteStepWordingTests {
    private static let day = LocalDate(year: 2026, month: 11, day: 21).map(ServerDate.day)

    private func step(_ approver: Int, _ name: String, _ status: String, by: String, at time: Int) -> RouteStepFacts {
        RouteStepFacts(RouteStep(row: ApprovalRouteRow(approver: approver, status: status, decidedBy: by, decidedOn: Self.day,
                                                       decidedAt: time, route: "R", originator: 4100),
                                 approverName: name), me: "demo")
    }

    @Test func aDecisionSaysItsDayAndTime() {
        let sut = ApproveRejectOrderPresenter(dates: .iso, numbers: .plain)
        #expect(sut.describe(step(4300, "Per, Anna", "2A", by: "PER", at: 140_312)) == "✓ approved  Per, Anna (4300) · by PER 2026-11-21 14:03")
        #expect(sut.describe(step(4300, "Per, Anna", "1R", by: "PER", at: 93_000)) == "✗ rejected  Per, Anna (4300) · by PER 2026-11-21 09:30")
        // A time the server did not give, or one no clock shows, says the day only
        #expect(sut.describe(step(4300, "Per, Anna", "2A", by: "PER", at: 0)) == "✓ approved  Per, Anna (4300) · by PER 2026-11-21")
        #expect(sut.describe(step(4300, "Per, Anna", "2A", by: "PER", at: 126_000)) == "✓ approved  Per, Anna (4300) · by PER 2026-11-21")
    }

    @Test func theOriginatorsRowsAreRaisedAndToldNeverAwaiting() {
        let sut = ApproveRejectOrderPresenter(dates: .iso, numbers: .plain)
        let raised = step(4100, "Lindqvist, Per", " O", by: "LINDQP", at: 80_500)
        let told = step(4100, "Lindqvist, Per", "3N", by: "PER", at: 140_400)
        #expect(raised.outcome == .raised && told.outcome == .originatorTold)
        #expect(sut.describe(raised) == "+ raised by Lindqvist, Per (4100) 2026-11-21 08:05")
        #expect(sut.describe(told) == "· originator told  Lindqvist, Per (4100) 2026-11-21 14:04")
        for status in [" O", "3N"] {
            #expect(!ApprovalRouteRow(approver: 4100, status: status, decidedBy: "", decidedOn: nil, route: "R").isAwaiting)
        }
    }

    @Test func theApproverTypeIsTheStatusesFirstCharacter() {
        #expect(ApprovalRouteRow(approver: 1, status: "1N", decidedBy: "", decidedOn: nil, route: "R").approverType == "1")
        #expect(ApprovalRouteRow(approver: 1, status: "2A", decidedBy: "", decidedOn: nil, route: "R").approverType == "2")
        #expect(ApprovalRouteRow(approver: 1, status: "FW", decidedBy: "", decidedOn: nil, route: "R").approverType == "")
    }
}
