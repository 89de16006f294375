import Foundation

/// The words for a batch of decisions: the status line's summary and each order's outcome. Kept apart
/// from the Presenter so the exact sentences are one small thing to read and test.
enum DecisionBatchWording {
    /// Refusals the status line names with their reason; the outcomes list has every one.
    static let refusalsNamed = 3
    /// A reason longer than this is cut on the status line, which is one terminal row.
    static let reasonLength = 40

    /// "24 orders: 23 approved, 1 forwarded to Okafor, Mary (7200)", or "Approving 24 orders: 17 done…"
    /// while some are still in flight. The kind is the worst outcome's.
    static func summary(of batch: DecisionBatch) -> Decide.News.ViewModel {
        let total = batch.entries.count
        guard batch.isFinished else {
            let verb = switch batch.kind {
            case .approve: "Approving"
            case .reject: "Rejecting"
            case .forward: "Forwarding"
            }
            return .init(message: "\(verb) \(total) orders: \(batch.settledCount) done…", kind: .info, isBatchSummary: true)
        }
        var parts: [String] = []
        func add(_ state: DecisionProgress, _ words: ([DecisionBatch.Entry]) -> String) {
            let entries = batch.entries(in: state)
            if !entries.isEmpty { parts.append("\(entries.count) " + words(entries)) }
        }
        add(.confirmed) { _ in batch.kind == .approve ? "approved" : "rejected" }
        add(.forwarded) { "forwarded to " + recipients($0) }
        add(.refused) { "refused (" + reasons($0) + ")" }
        // Decided, forwarded or withdrawn by someone else: the server does not say which.
        add(.superseded) { _ in "no longer awaiting you" }
        add(.changed) { _ in "held (changed since you saw them)" }
        add(.pending) { _ in "not sent yet (offline)" }
        add(.uncertain) { _ in "unconfirmed (checking with the server)" }
        add(.sending) { _ in "still sending" }
        let states = Set(batch.entries.map(\.state))
        let kind: Decide.News.ViewModel.Kind =
            states.contains(.refused) ? .error : states.isSubset(of: [.confirmed, .forwarded]) ? .success : .warning
        // Some wait in the outbox until the server answers; all recorded means it answers.
        let waits = states.contains(.pending) || states.contains(.uncertain)
        return .init(message: "\(total) orders: " + parts.joined(separator: ", "), kind: kind,
                     server: waits ? .decisionsWait : kind == .success ? .answered : nil, isBatchSummary: true)
    }

    /// "Okafor, Mary (7200)"; the number alone when the store has no name for it.
    static func approver(_ number: Int, name: String?) -> String {
        guard let name, !name.trimmingCharacters(in: .whitespaces).isEmpty else { return String(number) }
        return "\(name) (\(number))"
    }

    /// One approver by name, two joined, more counted.
    static func recipients(_ entries: [DecisionBatch.Entry]) -> String {
        var seen: [Int] = []
        var named: [String] = []
        for entry in entries where !seen.contains(entry.nextApprover) {
            seen.append(entry.nextApprover)
            named.append(approver(entry.nextApprover, name: entry.nextApproverName))
        }
        return named.count <= 2 ? named.joined(separator: " and ") : "\(named.count) approvers"
    }

    /// "5003: Order is on hold; 5007: Over budget; and 2 more".
    static func reasons(_ entries: [DecisionBatch.Entry]) -> String {
        var named = entries.prefix(refusalsNamed).map { "\($0.order.number): " + cut(reason($0.message), to: reasonLength) }
        if entries.count > refusalsNamed { named.append("and \(entries.count - refusalsNamed) more") }
        return named.joined(separator: "; ")
    }

    /// An order's outcome in a word or two, and what goes with it (the reason, whom it went to).
    static func outcome(of entry: DecisionBatch.Entry, kind: Verdict, numbers: NumberStyle) -> (outcome: String, detail: String) {
        switch entry.state {
        case .pending:
            let why = entry.message.isEmpty ? "" : " (\(entry.message))"
            return ("waiting", "not sent yet\(why); sent when the server answers")
        case .sending: return ("sending…", "")
        case .uncertain: return ("unconfirmed", "the answer was lost; checking with the server before sending again")
        case .confirmed: return (kind == .approve ? "approved" : "rejected", "")
        case .forwarded:
            let now = "now with " + approver(entry.nextApprover, name: entry.nextApproverName)
            return ("forwarded", kind == .forward ? now : "approved above your limit; " + now)
        case .refused: return ("refused", reason(entry.message))
        case .superseded: return ("not sent", "no longer awaiting you" + (entry.message.isEmpty ? "" : ": \(entry.message)"))
        case .changed:
            let what = entry.changes.map { ": " + OrderChangeWording.summary($0, currency: entry.currency, numbers: numbers) } ?? ""
            return ("held", "changed since you saw it\(what); decide again")
        }
    }

    private static func reason(_ message: String) -> String {
        let trimmed = message.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? "no reason given" : trimmed
    }

    private static func cut(_ text: String, to length: Int) -> String {
        text.count <= length ? text : String(text.prefix(length - 1)) + "…"
    }
}
