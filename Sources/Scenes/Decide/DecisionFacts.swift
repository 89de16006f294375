import Resources

/// A decision as the order scene hands it to its presenter: plain values copied from the outbox's
/// entry by the interactor.
public struct DecisionFacts: Sendable, Equatable {
    public var order: OrderID
    public var verdict: Verdict
    public var state: DecisionProgress
    /// The server's or the outbox's words on the last outcome (a refusal's reason).
    public var message: String
    /// The approver a forwarded order moved to (0: none).
    public var nextApprover: Int
    /// For a decision held back (`changed`): how the order on the server differs from what the approver saw.
    public var changes: OrderChangeFacts?
    /// The order's currency as the approver saw it.
    public var currency: String
    /// The order lines a line decision is on (empty: the whole order), and how many of the order's lines
    /// still await the approver once it was made (nil: not known).
    public var lines: [Double] = []
    public var linesLeft: Int?

    public init(order: OrderID, verdict: Verdict, state: DecisionProgress, message: String = "", nextApprover: Int = 0,
                changes: OrderChangeFacts? = nil, currency: String = "") {
        self.order = order
        self.verdict = verdict
        self.state = state
        self.message = message
        self.nextApprover = nextApprover
        self.changes = changes
        self.currency = currency
    }

    init(_ decision: Decision) {
        self.init(order: OrderID(decision.order), verdict: Verdict(decision.kind), state: DecisionProgress(decision.state), message: decision.message,
                  nextApprover: decision.nextApprover, changes: decision.changes.map(OrderChangeFacts.init),
                  currency: decision.seen?.currency ?? "")
        lines = decision.lines
    }
}

/// An approver note as the order scene hands it to its presenter.
public struct NoteFacts: Sendable, Equatable {
    public var order: OrderID
    public var state: NoteProgress
    public var message: String
    /// The remark of a decision sent through P43081 (attached after it), not a note the approver added.
    public var ofDecision: Bool

    public init(order: OrderID, state: NoteProgress, message: String = "", ofDecision: Bool = false) {
        self.order = order
        self.state = state
        self.message = message
        self.ofDecision = ofDecision
    }

    init(_ note: ApproverNote) {
        self.init(order: OrderID(note.order), state: NoteProgress(note.state), message: note.message,
                  ofDecision: note.kind == .decisionRemark)
    }
}

/// A colleague an order can be forwarded to (an employee of the address book), as scenes name them.
public struct ColleagueFacts: Sendable, Equatable {
    public var addressNumber: Int
    public var name: String

    public init(addressNumber: Int, name: String) {
        self.addressNumber = addressNumber
        self.name = name
    }

    init(_ colleague: Colleague) { self.init(addressNumber: colleague.addressNumber, name: colleague.name) }
}

/// A reject reason the confirm dialog offers: its code and what it means.
public struct ReasonFacts: Sendable, Equatable {
    public var code: String
    public var text: String

    public init(code: String, text: String) {
        self.code = code
        self.text = text
    }
}
