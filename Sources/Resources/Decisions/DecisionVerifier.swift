/// What the server's F4209 rows say about a decision whose answer was lost.
public enum DecisionVerification: Sendable, Equatable {
    /// Recorded by this user; `nextApprover` is set when the order moved on to another approver (the next
    /// one on the route, or the colleague it was forwarded to).
    case recorded(nextApprover: Int)
    /// Still awaiting this user: the decision did not reach the server and may be sent.
    case stillAwaiting
    /// No longer awaiting this user, and not by this decision (decided elsewhere, or gone).
    case decidedElsewhere(String)
}

public enum DecisionVerifier {
    /// Reads an order's route rows for `kind` made by `username` (address number `approver`); a forward
    /// names the colleague it went to in `forwardTo`.
    public static func verify(_ rows: [ApprovalRouteRow], kind: Decision.Kind, username: String, approver: Int,
                              forwardTo: Int = 0) -> DecisionVerification {
        let me = username.trimmingCharacters(in: .whitespaces).uppercased()
        let mine = rows.filter { $0.approver == approver }
        func byMe(_ row: ApprovalRouteRow) -> Bool { row.decidedBy.trimmingCharacters(in: .whitespaces).uppercased() == me }
        let stillMine = mine.contains(where: \.isAwaiting)
        switch kind {
        case .forward:
            // The FW row names the colleague as its RPER (§5.1). An older forward to the same colleague that
            // came back to this user leaves the order awaiting this user again: not recorded then.
            if !stillMine, rows.contains(where: { $0.isForwarded && byMe($0) && $0.approver == forwardTo }) {
                return .recorded(nextApprover: forwardTo)
            }
        case .approve, .reject:
            if mine.contains(where: { byMe($0) && (kind == .approve ? $0.isApproved : $0.isRejected) }) {
                let next = rows.first { $0.isAwaiting && $0.approver != approver }?.approver ?? 0
                return .recorded(nextApprover: kind == .approve ? next : 0)
            }
        }
        if stillMine { return .stillAwaiting }
        if let other = rows.first(where: { ($0.isApproved || $0.isRejected) && $0.approver == approver }) {
            let who = other.decidedBy.isEmpty ? "someone else" : other.decidedBy
            return .decidedElsewhere("\(other.isApproved ? "approved" : "rejected") by \(who)")
        }
        if let forward = rows.last(where: { $0.isForwarded && byMe($0) }) {
            // Forwarded from another session of this user (another device, a script).
            return .decidedElsewhere("forwarded by you to \(forward.approver)")
        }
        return .decidedElsewhere(rows.isEmpty ? "the order is no longer on the server" : "the order no longer awaits your approval")
    }
}
