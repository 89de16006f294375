import AIS
import Foundation

/// `signoff doctor`'s look at how this site decides, without deciding or writing anything: the decision
/// method of the settings; for P43081 (contract §5.2) the controls of the settings checked on the live forms
/// (`P43081Check`), and the orders W43081A lists compared with those `F4209` says await the user (none listed
/// while some await: Find's id is wrong, or the version's security hides them).
public struct SiteDecisionCheck: Sendable {
    /// What the check found.
    public struct Report: Sendable, Equatable {
        public var method: DecisionMethod
        /// P43081's findings (nil with the orchestration method).
        public var p43081: P43081CheckReport?
        /// The orders awaiting the user by `F4209` (nil: the server does not count).
        public var awaitingByF4209: Int?
        /// A problem the findings alone do not show (the listed orders disagree with `F4209`).
        public var problems: [String] = []

        public var passed: Bool { (p43081?.passed ?? true) && problems.isEmpty }
    }

    let gate: SessionGate
    let method: DecisionMethod

    public init(gate: SessionGate, method: DecisionMethod) {
        self.gate = gate
        self.method = method
    }

    public func run() async throws -> Report {
        var report = Report(method: method)
        guard case .stock(let controls) = method else { return report }
        let client = gate.client
        let (check, counted) = try await gate.perform { session -> (P43081CheckReport, RowCount) in
            let query = ApprovalQueueService.keysQuery(approver: session.userInfo.addressNumber, pageSize: 1)
            let counted = try await client.count(query, session: session)
            return (try await P43081Check(client: client, controls: controls).run(session: session), counted)
        }
        report.p43081 = check
        if case .counted(let awaiting, _) = counted {
            report.awaitingByF4209 = awaiting
            if awaiting > 0 && check.listedOrders == 0 {
                report.problems.append("W43081A listed no order while F4209 says \(awaiting) await you: Find (approvals.p43081.find) "
                                       + "did nothing, or your P43081 version's security hides the orders.")
            }
        }
        return report
    }
}
