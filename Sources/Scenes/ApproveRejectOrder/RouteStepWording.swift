
/// One step of an approval route in words, the same in the order view and in Decided by me.
extension PresentsInUserFormats {
    /// "✓ approved  Demo, Dana (4242) · by you 11/20/2026 14:03 · “price agreed”", "→ forwarded by OLU to Demo,
    /// Dana (4242)", "+ raised by Lindqvist, Per (4100) 11/14/2026": the word says it, the mark only helps; a
    /// remark ends the line.
    func describe(_ step: RouteStepFacts) -> String {
        let who = step.approverName.isEmpty ? String(step.approver) : "\(step.approverName) (\(step.approver))"
        let by = step.decidedByMe ? "you" : step.decidedBy
        let on = (step.decidedOn.map { " " + dates.format($0 as DateFacts?) + Self.clock(step.decidedAt) } ?? "")
            + (step.remark.isEmpty ? "" : " · “\(step.remark)”")
        let state: String
        switch step.outcome {
        case .approved: state = "✓ approved"
        case .rejected: state = "✗ rejected"
        case .awaiting: state = "… " + Self.awaiting(step.status)
        case .forwarded:
            // An FW row's approver is whom the order went to.
            return "→ forwarded by \(by.isEmpty ? "someone" : by) to \(who)" + on
        case .raised:
            // The originator's own row: its approver is the originator.
            return "+ raised by \(who)" + on
        case .originatorTold: return "· originator told  \(who)" + on
        case .other: state = "· \(step.status)"
        }
        return "\(state)  \(who)" + (step.decidedBy.isEmpty ? "" : " · by \(by)") + on
    }

    /// An awaiting status in words: `1N` awaits the budget approver (an order over budget, on hold), `2N`
    /// a monetary approver (contract §4).
    static func awaiting(_ status: String) -> String {
        status == "1N" ? "awaiting budget approval" : "awaiting"
    }

    /// Where an order in the user's queue stands, in words: "awaiting your budget approval (1N) · route
    /// BUDMON1".
    static func queueStatus(_ status: String, route: String) -> String {
        (status == "1N" ? "awaiting your budget approval" : "awaiting your approval") + " (\(status))" + (route.isEmpty ? "" : " · route \(route)")
    }

    /// " 14:03" for a row written at 140312 (`RDT`, HHmmss); nothing when the server gave no time.
    static func clock(_ time: Int?) -> String {
        guard let time, time > 0, time < 240_000 else { return "" }
        let hours = time / 10_000, minutes = time / 100 % 100
        guard minutes < 60 else { return "" }
        return " " + (hours < 10 ? "0" : "") + String(hours) + ":" + (minutes < 10 ? "0" : "") + String(minutes)
    }
}