
/// One step of an approval route in words, the same in the order view and in Decided by me.
extension PresentsInUserFormats {
    /// "✓ approved  Demo, Dana (4242) · by you 11/20/2026 · “price agreed”", "→ forwarded by OLU to Demo,
    /// Dana (4242)": the word says it, the mark only helps; a remark ends the line.
    func describe(_ step: RouteStepFacts) -> String {
        let who = step.approverName.isEmpty ? String(step.approver) : "\(step.approverName) (\(step.approver))"
        let by = step.decidedByMe ? "you" : step.decidedBy
        let on = (step.decidedOn.map { " " + dates.format($0 as DateFacts?) } ?? "") + (step.remark.isEmpty ? "" : " · “\(step.remark)”")
        let state: String
        switch step.outcome {
        case .approved: state = "✓ approved"
        case .rejected: state = "✗ rejected"
        case .awaiting: state = "… awaiting"
        case .forwarded:
            // An FW row's approver is whom the order went to.
            return "→ forwarded by \(by.isEmpty ? "someone" : by) to \(who)" + on
        case .other: state = "· \(step.status)"
        }
        return "\(state)  \(who)" + (step.decidedBy.isEmpty ? "" : " · by \(by)") + on
    }
}
