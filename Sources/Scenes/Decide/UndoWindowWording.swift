/// The undo window in words for the message line: "Approving 4001 in 4 s · u undo" while it counts down,
/// "Approval of 4001 undone." after `u`, and what came too late.
enum UndoWindowWording {
    static func countdown(_ waiting: WaitingDecisions, secondsLeft: Int, numbers: NumberStyle) -> Decide.News.ViewModel {
        let verb = switch waiting.verdict {
        case .approve: "Approving"
        case .reject: "Rejecting"
        case .forward: "Forwarding"
        }
        return .init(message: "\(verb) \(subject(waiting.orders, lines: waiting.lines, numbers: numbers)) in \(secondsLeft) s · u undo",
                     kind: .info)
    }

    static func undone(_ outcome: UndoOutcome, numbers: NumberStyle) -> Decide.News.ViewModel {
        guard !outcome.undone.isEmpty || !outcome.tooLate.isEmpty else { return .init(message: "Nothing to undo.", kind: .info) }
        let late = outcome.tooLate.map { "\($0.number)" }.joined(separator: ", ")
        guard !outcome.undone.isEmpty else {
            let verb = outcome.tooLate.count == 1 ? "is" : "are"
            return .init(message: "Too late to undo: \(late) \(verb) already being sent.", kind: .warning)
        }
        let noun = switch outcome.verdict {
        case .approve: "Approval"
        case .reject: "Rejection"
        case .forward: "Forward"
        }
        let done = "\(noun) of \(subject(outcome.undone, lines: outcome.lines, numbers: numbers)) undone"
        guard outcome.tooLate.isEmpty else {
            return .init(message: "\(done); too late for \(late), already being sent.", kind: .warning)
        }
        return .init(message: "\(done).", kind: .success)
    }

    /// "4001", "lines 2, 3 of 4001", "3 orders".
    private static func subject(_ orders: [OrderID], lines: [Double], numbers: NumberStyle) -> String {
        guard orders.count == 1, let order = orders.first else { return "\(numbers.grouped(orders.count)) orders" }
        guard !lines.isEmpty else { return "\(order.number)" }
        let numbered = lines.sorted().map { $0 == $0.rounded() ? String(Int($0)) : String($0) }
        return (numbered.count == 1 ? "line " : "lines ") + numbered.joined(separator: ", ") + " of \(order.number)"
    }
}
