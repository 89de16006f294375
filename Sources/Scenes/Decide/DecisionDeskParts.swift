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

/// The approval rules of the settings (`approvals.*`).
public struct DecisionRules: Sendable, Equatable {
    /// A rejection needs a remark.
    public var remarkRequiredOnReject = false
    /// An approval is confirmed in a dialog first.
    public var confirmApprovals = true
    /// Decisions may be made while the server does not answer (kept in the outbox).
    public var allowOfflineDecisions = true
    /// A rejection needs a reject reason code even where the site has none loaded (`approvals.require-reason`);
    /// off, a site without `43/RR` codes rejects without one.
    public var reasonRequired = false
    /// Seconds a confirmed decision waits in the outbox, while `u` takes it back (`approvals.undo-seconds`; 0: sent at once).
    public var undoSeconds = 0

    public init(remarkRequiredOnReject: Bool = false, confirmApprovals: Bool = true, allowOfflineDecisions: Bool = true,
                reasonRequired: Bool = false, undoSeconds: Int = 0) {
        self.remarkRequiredOnReject = remarkRequiredOnReject
        self.confirmApprovals = confirmApprovals
        self.allowOfflineDecisions = allowOfflineDecisions
        self.reasonRequired = reasonRequired
        self.undoSeconds = undoSeconds
    }
}

/// What the desk tells those who listen: each outcome as it comes, the batch of several orders decided
/// together as it moves on, the end of each pass over the outbox, and the notes. Plain values only.
public enum DecisionNews: Sendable, Equatable {
    /// Decisions saved in the outbox and about to be sent.
    /// `lines`: the order lines a line decision is on (empty: whole orders).
    case queued(count: Int, verdict: Verdict, lines: [Double] = [])
    /// Decisions in their undo window, sent in `secondsLeft` unless `u` takes them back (told each second).
    case waiting(WaitingDecisions, secondsLeft: Int)
    /// `u` took decisions back (or came too late for some).
    case undone(UndoOutcome)
    /// One decision's new state (one decided alone, or one left from before).
    case updated(DecisionFacts, nextApproverName: String?)
    /// The last batch moved on: `latest` is the update that moved it (nil when its pass ended).
    case batch(DecisionBatch, latest: DecisionFacts?, nextApproverName: String?)
    /// A pass over the outbox ended, every update of it told.
    case passEnded
    case noteSaved(OrderID)
    case noteUpdated(NoteFacts)
}

/// The outbox's passes: how many started, the one that sends the last batch (only the end of that pass,
/// or a later one, says the batch's open decisions wait for the server), and the retry waiting.
struct OutboxPasses {
    var started = 0
    var lastBatch = 0
    var retrying: Task<Void, Never>?
}

/// The undo windows open now, oldest first, the countdown that wakes once a second while one is, and
/// what to do when the pass that sends the decisions of a quit's "send now" ends.
struct UndoWindows {
    var open: [WaitingDecisions] = []
    var ticking: Task<Void, Never>?
    var afterPass: (pass: Int, then: @MainActor () -> Void)?
}

/// One who listens to the desk, held weakly: a listener that went away is dropped at the next news.
struct DeskListener {
    weak var owner: AnyObject?
    var hear: @MainActor (DecisionNews) -> Void
}
