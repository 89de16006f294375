import Foundation

/// Decisions confirmed together that wait in their undo window (`approvals.undo-seconds`) before they are
/// sent: `u` takes them back until `dueAt`. Plain values, for the news and the quit question.
public struct WaitingDecisions: Sendable, Equatable {
    /// The outbox's ids of the decisions.
    public var ids: [Int64]
    public var orders: [OrderID]
    public var verdict: Verdict
    /// The lines decided (one order's); empty: whole orders.
    public var lines: [Double]
    /// When the window ends and the decisions are sent.
    public var dueAt: Date

    public init(ids: [Int64], orders: [OrderID], verdict: Verdict, lines: [Double] = [], dueAt: Date) {
        self.ids = ids
        self.orders = orders
        self.verdict = verdict
        self.lines = lines
        self.dueAt = dueAt
    }

    /// Whole seconds left at `now`, rounded up (0 once due).
    public func secondsLeft(at now: Date) -> Int { max(0, Int(dueAt.timeIntervalSince(now).rounded(.up))) }

    /// When the countdown next shows a different number (or the window ends), after `now`.
    func nextTick(after now: Date) -> Date {
        let left = secondsLeft(at: now)
        return left <= 1 ? dueAt : dueAt.addingTimeInterval(-TimeInterval(left - 1))
    }
}

/// What `u` did: the orders whose decisions were taken back, and those already being sent.
public struct UndoOutcome: Sendable, Equatable {
    public var verdict: Verdict
    public var undone: [OrderID]
    public var tooLate: [OrderID]
    public var lines: [Double]

    public init(verdict: Verdict, undone: [OrderID], tooLate: [OrderID], lines: [Double] = []) {
        self.verdict = verdict
        self.undone = undone
        self.tooLate = tooLate
        self.lines = lines
    }
}
