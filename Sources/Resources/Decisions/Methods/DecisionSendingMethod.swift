import AIS

/// How a decision reaches JD Edwards (`approvals.method`). The decision worker keeps the outbox's
/// promises (saved first, claimed once, never sent again blind, settled from the server's rows); a method
/// does what is particular to its way in: opens what it needs, reviews the order, decides and closes, and
/// says what it knows after an answer was lost. `StockP43081Method` and `OrchestrationMethod` are the two.
public protocol DecisionSendingMethod: Sendable {
    /// Decisions sent at once (each in its own stack where the method opens one).
    var decisionsAtOnce: Int { get }

    /// Whether the method compares the order with what the approver saw before it decides, at no extra
    /// request (P43081's review form does); else the worker reads the order and compares it first.
    func reviewsOrder(of decision: Decision) -> Bool

    /// Opens, reviews, decides and closes: the server's answer; `DecisionNotMade` when the method knows
    /// nothing was decided, and why; any other error leaves the outcome unknown (the worker asks the server).
    func decide(_ decision: Decision, session: AISSession) async throws -> DecisionResult

    /// After a lost answer, what the method's own reads say (P43081's rejected lines in `F4311`); the worker
    /// asks the order's route (`F4209`) when the method cannot tell.
    func settle(lostAnswerOf decision: Decision, orders: OrderDetailWorker) async -> LostAnswer

    /// The text attached to the order once decided where the method keeps no remark of its own (nil: none);
    /// `reasonWords` gives a reject reason code's words.
    func remarkAttachment(of decision: Decision, reasonWords: (String) throws -> String) rethrows -> String?
}

/// What a method can say of a decision whose answer was lost.
public enum LostAnswer: Sendable, Equatable {
    /// The server holds it.
    case recorded
    /// The method cannot tell: the order's route says.
    case askTheRoute
    /// The server could not be asked now: the decision stays uncertain.
    case cannotAsk
}

/// A decision a method knows it did not make, and why: nothing was pressed or sent, so it is never sent
/// again blind.
public enum DecisionNotMade: Error, Sendable, Equatable {
    /// The order shows other figures than the approver saw (held: `changed`).
    case orderChanged(found: SeenOrder)
    /// The order no longer awaits this user (superseded), in words.
    case noLongerAwaits(String)
    /// The server refused it, or the site's set-up did not let it happen, in words (refused).
    case refused(String)
}
