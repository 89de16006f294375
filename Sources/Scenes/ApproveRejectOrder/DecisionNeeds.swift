import Resources

/// Who decides: the logged-in approver.
public struct Approver: Sendable, Equatable {
    public var username: String
    public var addressNumber: Int
    public init(username: String, addressNumber: Int) {
        self.username = username
        self.addressNumber = addressNumber
    }
}

/// What deciding on orders needs: the outbox, the notes queue, the queue's rows (the dialog names each
/// order's supplier and amount, and the next approver by name), who decides, and whether the server
/// answers.
@MainActor
public struct DecisionNeeds {
    public var outbox: any DecisionSending
    public var notes: ApproverNoteWorker?
    public var queue: QueueListWorker
    public var approver: Approver
    public var connection: ConnectionState
    /// The address book's employees, for forwarding (nil: forwarding is not offered).
    public var colleagues: (any ColleagueFinding)?

    public init(outbox: any DecisionSending, notes: ApproverNoteWorker? = nil, queue: QueueListWorker, approver: Approver,
                connection: ConnectionState = ConnectionState(), colleagues: (any ColleagueFinding)? = nil) {
        self.outbox = outbox
        self.notes = notes
        self.colleagues = colleagues
        self.queue = queue
        self.approver = approver
        self.connection = connection
    }
}

/// The approval rules of the settings (`approvals.*`).
public struct DecisionRules: Sendable, Equatable {
    /// A rejection needs a remark.
    public var remarkRequiredOnReject = false
    /// An approval is confirmed in a dialog first.
    public var confirmApprovals = true
    /// Decisions may be made while the server does not answer (kept in the outbox).
    public var allowOfflineDecisions = true

    public init(remarkRequiredOnReject: Bool = false, confirmApprovals: Bool = true, allowOfflineDecisions: Bool = true) {
        self.remarkRequiredOnReject = remarkRequiredOnReject
        self.confirmApprovals = confirmApprovals
        self.allowOfflineDecisions = allowOfflineDecisions
    }
}

/// The forward picker's search: the answer to the text typed last wins (a generation counter), and where
/// its next page is.
struct ColleagueSearch {
    var generation = 0
    var task: Task<Void, Never>?
    var text = ""
    var found: [ColleagueFacts] = []
    var next: DataPageCursor?
    var readingMore = false
}

/// The outbox's passes: how many started, the one that sends the last batch (only the end of that pass,
/// or a later one, says the batch's open decisions wait for the server), and the retry waiting.
struct OutboxPasses {
    var started = 0
    var lastBatch = 0
    var retrying: Task<Void, Never>?
}
