import Foundation
import Resources

/// What a decision asks for, checked against how the site is set up, whatever its orders: a rejection's
/// reason among the site's codes, decided lines only where the method decides lines, a forward only where
/// forwarding is set up. The desk's `checkRules` (and so `submit`) asks it; its refusals are usage errors.
struct DecisionRequestCheck {
    /// The site's reject reasons (43/RR) as the store holds them.
    var reasons: [ReasonFacts]
    /// `approvals.require-reason`: a rejection needs a reason even where the site has no codes loaded.
    var reasonRequired: Bool
    var linesDecidable: Bool
    var forwards: Bool

    /// Why a decision of `verdict` on `orderCount` orders, with `reason` and `lines`, cannot be taken as
    /// asked; nil when it can.
    func refusal(_ verdict: Verdict, orderCount: Int, reason: String, lines: [Double]) -> DecisionDesk.Refusal? {
        if verdict == .reject, let refusal = reasonRefusal(reason) { return refusal }
        if !lines.isEmpty, orderCount != 1 || verdict == .forward {
            return .usage("Lines are decided on one order at a time, by approving or rejecting them.")
        }
        if !lines.isEmpty, !linesDecidable {
            return .usage("Lines can be decided only through P43081 (approvals.method stock); the orchestrations decide whole orders.")
        }
        if verdict == .forward, !forwards {
            return .usage("Forwarding is not set up at this site: it needs the site's forward orchestration (approvals.forward-orchestration).")
        }
        return nil
    }

    /// Why a rejection's reason cannot be used, or nil: with the site's codes loaded it must be one of them
    /// (compared without blanks); without any it is left out, and a rejection needs none unless `reasonRequired`.
    func reasonRefusal(_ reason: String) -> DecisionDesk.Refusal? {
        let reason = reason.trimmingCharacters(in: .whitespaces)
        let codes = reasons.map { (code: $0.code.trimmingCharacters(in: .whitespaces), text: $0.text) }
        if codes.isEmpty {
            if reasonRequired { return .usage("A rejection needs a reason (approvals.require-reason), and no reject reasons (43/RR) are loaded.") }
            return reason.isEmpty ? nil : .usage("“\(reason)” is not a reject reason code: this site has none loaded (43/RR); leave the reason out.")
        }
        let listed = "Codes: " + codes.map { "\($0.code) (\($0.text))" }.joined(separator: ", ")
        if reason.isEmpty { return .usage("A rejection needs a reason code (43/RR). " + listed) }
        guard codes.contains(where: { $0.code == reason }) else { return .usage("“\(reason)” is not a reject reason code. " + listed) }
        return nil
    }
}

extension DecisionDesk.Refusal {
    /// A refusal of what was asked, whatever the orders are: a usage error.
    static func usage(_ why: String) -> DecisionDesk.Refusal { DecisionDesk.Refusal(why, isUsageError: true) }
}
