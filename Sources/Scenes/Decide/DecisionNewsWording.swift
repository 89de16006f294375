
/// The desk's news in words for the message line: "Sending the approval…", "Order 4001 approved.", a
/// batch summed up (`DecisionBatchWording`), a note saved. A presenter of a scene that listens to the desk
/// words its news here, so every scene says the same thing.
enum DecisionNewsWording {
    static func viewModel(_ news: DecisionNews, numbers: NumberStyle) -> Decide.News.ViewModel? {
        switch news {
        case .queued(let count, let verdict, _):
            let what = switch verdict {
            case .approve: "approval"
            case .reject: "rejection"
            case .forward: "forward"
            }
            return .init(message: count == 1 ? "Sending the \(what)…" : "Sending \(numbers.grouped(count)) \(what)s…", kind: .info)
        case .waiting(let waiting, let seconds):
            return UndoWindowWording.countdown(waiting, secondsLeft: seconds, numbers: numbers)
        case .undone(let outcome):
            return UndoWindowWording.undone(outcome, numbers: numbers)
        case .updated(let decision, let next):
            return updated(decision, nextApproverName: next, numbers: numbers)
        case .batch(let batch, _, _):
            return DecisionBatchWording.summary(of: batch)
        case .passEnded:
            return nil
        case .noteSaved(let order):
            return .init(message: "Note on order \(order) saved; uploading…", kind: .info)
        case .noteUpdated(let note) where note.ofDecision:
            // The decision's own words stay on the message line; only a remark that could not be attached is said.
            guard note.state == .failed else { return nil }
            return .init(message: "Order \(note.order) was decided, but its remark could not be attached: \(note.message)", kind: .error)
        case .noteUpdated(let note):
            switch note.state {
            case .uploaded:
                return .init(message: "Note added to order \(note.order).", kind: .success, server: .answered)
            case .pending, .uncertain, .sending:
                return .init(message: "Note on order \(note.order) kept; it is uploaded when the server answers.", kind: .warning,
                             server: .decisionsWait)
            case .failed:
                return .init(message: "Note on order \(note.order) failed: \(note.message)", kind: .error)
            }
        }
    }

    private static func updated(_ d: DecisionFacts, nextApproverName next: String?, numbers: NumberStyle) -> Decide.News.ViewModel {
        // A line decision is named as one: "Line 6 of order 4315 OP 00200".
        let lines = DecidePresenter.lineList(d.lines)
        let order = d.lines.isEmpty ? "Order \(d.order)" : lines.prefix(1).uppercased() + lines.dropFirst() + " of order \(d.order)"
        let done = switch d.verdict {
        case .approve: "approved"
        case .reject: "rejected"
        case .forward: "forwarded"
        }
        switch d.state {
        case .pending:
            return .init(message: "\(order): not sent yet; it will be sent when the server answers (\(d.message)).", kind: .warning,
                         server: .decisionsWait)
        case .sending:
            return .init(message: "\(order): sending…", kind: .info)
        case .uncertain:
            return .init(message: "\(order): the answer was lost; checking with the server before anything is sent again.", kind: .warning)
        case .confirmed:
            guard !d.lines.isEmpty, let left = d.linesLeft else { return .init(message: "\(order) \(done).", kind: .success, server: .answered) }
            let awaiting = left == 0 ? "no other line of it awaits you" : "\(numbers.counted(left, "line")) still await\(left == 1 ? "s" : "") you"
            return .init(message: "\(order) \(done); \(awaiting).", kind: .success, server: .answered)
        case .forwarded:
            let whom = DecisionBatchWording.approver(d.nextApprover, name: next)
            let message = d.verdict == .forward ? "\(order) forwarded to \(whom)." : "\(order) approved, above your limit: forwarded to \(whom)."
            return .init(message: message, kind: .success, server: .answered)
        case .refused:
            return .init(message: "\(order) was not \(done): \(d.message)", kind: .error)
        case .superseded:
            return .init(message: "\(order) was not sent: \(d.message).", kind: .warning)
        case .changed:
            return .init(message: changed(d, numbers: numbers), kind: .warning, server: .answered)
        }
    }

    /// "Order 5004 was not approved: it changed since you saw it (total 4,926.50 → 97,544.70 EUR). It shows
    /// as it is now; decide again."
    static func changed(_ d: DecisionFacts, numbers: NumberStyle) -> String {
        let done = switch d.verdict {
        case .approve: "approved"
        case .reject: "rejected"
        case .forward: "forwarded"
        }
        let what = d.changes.map { " (" + OrderChangeWording.summary($0, currency: d.currency, numbers: numbers) + ")" } ?? ""
        return "Order \(d.order) was not \(done): it changed since you saw it\(what). It shows as it is now; decide again."
    }
}
