/// The decisions one confirm made together (several marked orders) and where each of them stands, so the
/// status line can sum them all up and the outcomes list can show every one. Plain data: the Interactor
/// keeps it and updates it from the outbox's updates; the Presenter turns it into words.
public struct DecisionBatch: Sendable, Equatable {
    /// One order of the batch: what the list showed of it when decided (it leaves the queue once the
    /// server recorded the decision, so it is kept here), and its decision's latest state.
    public struct Entry: Sendable, Equatable {
        public var decisionID: Int64
        public var order: OrderID
        public var supplier: Int
        public var supplierName: String
        public var amount: Double
        public var currency: String
        public var state: DecisionProgress
        /// The server's or the outbox's words on the last outcome (a refusal's reason).
        public var message: String
        /// The approver a forwarded order moved to (0: none), and their name when the store has it.
        public var nextApprover: Int
        public var nextApproverName: String?
        /// For a decision held back: how its order on the server differs from what the approver saw.
        public var changes: OrderChangeFacts?

        public init(decisionID: Int64, order: OrderID, supplier: Int, supplierName: String, amount: Double, currency: String,
                    state: DecisionProgress = .pending, message: String = "", nextApprover: Int = 0, nextApproverName: String? = nil) {
            self.decisionID = decisionID
            self.order = order
            self.supplier = supplier
            self.supplierName = supplierName
            self.amount = amount
            self.currency = currency
            self.state = state
            self.message = message
            self.nextApprover = nextApprover
            self.nextApproverName = nextApproverName
        }

        /// The server answered, or the outbox gave up on sending it: nothing more will happen to it.
        public var isSettled: Bool { !state.isOpen }
    }

    public var kind: Verdict
    public private(set) var entries: [Entry]
    /// Whether the outbox pass that sends the batch has ended. Entries still open then (pending while the
    /// server does not answer, uncertain until it can be asked) wait for a later pass: the summary stops
    /// saying "in progress" and counts them as waiting instead.
    public var outboxPassEnded = false

    public init(kind: Verdict, entries: [Entry]) {
        self.kind = kind
        self.entries = entries
    }

    public func contains(decisionID: Int64) -> Bool { entries.contains { $0.decisionID == decisionID } }

    /// Takes a decision's new state; false (and no change) when the decision is not one of the batch.
    @discardableResult
    public mutating func record(_ decision: DecisionFacts, id: Int64, nextApproverName: String?) -> Bool {
        guard let i = entries.firstIndex(where: { $0.decisionID == id }) else { return false }
        entries[i].state = decision.state
        entries[i].message = decision.message
        entries[i].nextApprover = decision.nextApprover
        entries[i].nextApproverName = nextApproverName
        entries[i].changes = decision.changes
        return true
    }

    public var settledCount: Int { entries.count(where: \.isSettled) }

    /// Every entry settled, or the pass sending them ended (the rest waits for the server).
    public var isFinished: Bool { outboxPassEnded || settledCount == entries.count }

    public func entries(in state: DecisionProgress) -> [Entry] { entries.filter { $0.state == state } }
}
