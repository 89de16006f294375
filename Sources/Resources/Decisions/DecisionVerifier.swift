/// What the server's F4209 rows say about a decision whose answer was lost.
public enum DecisionVerification: Sendable, Equatable {
    /// Recorded by this user; `nextApprover` is set when the order moved on to another approver.
    case recorded(nextApprover: Int)
    /// Still awaiting this user: the decision did not reach the server and may be sent.
    case stillAwaiting
    /// No longer awaiting this user, and not by this decision (decided elsewhere, or gone).
    case decidedElsewhere(String)
}

public enum DecisionVerifier {
    /// Reads an order's route rows for `kind` made by `username` (address number `approver`).
    public static func verify(_ rows: [ApprovalRouteRow], kind: Decision.Kind, username: String, approver: Int) -> DecisionVerification {
        let me = username.trimmingCharacters(in: .whitespaces).uppercased()
        let mine = rows.filter { $0.approver == approver }
        let recorded = mine.contains { row in
            row.decidedBy.trimmingCharacters(in: .whitespaces).uppercased() == me
                && (kind == .approve ? row.isApproved : row.isRejected)
        }
        if recorded {
            let next = rows.first { $0.isAwaiting && $0.approver != approver }?.approver ?? 0
            return .recorded(nextApprover: kind == .approve ? next : 0)
        }
        if mine.contains(where: \.isAwaiting) { return .stillAwaiting }
        if let other = rows.first(where: { ($0.isApproved || $0.isRejected) && $0.approver == approver }) {
            let who = other.decidedBy.isEmpty ? "someone else" : other.decidedBy
            return .decidedElsewhere("\(other.isApproved ? "approved" : "rejected") by \(who)")
        }
        return .decidedElsewhere(rows.isEmpty ? "the order is no longer on the server" : "the order no longer awaits your approval")
    }
}
