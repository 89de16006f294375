import Dispatch
import Foundation
import Resources

/// The session's one place where decisions are made, built once by the composition root and handed to
/// the scenes that decide or listen: it checks a decision may be made now, saves it in the outbox
/// (durable before sending, all or none), sends what the outbox holds (tried again every 30 s while
/// decisions stay open), tallies several orders decided together as one batch, keeps approver notes, and
/// knows whether the server answers. The Decide scene asks it; the home list, the order view and the
/// script commands listen to its news.
@MainActor
public final class DecisionDesk {
    /// What the desk is built from.
    public struct Needs {
        public var outbox: any DecisionSending
        public var notes: ApproverNoteWorker?
        /// The queue's rows: the dialog names each order's supplier and amount, and the next approver by name.
        public var queue: QueueListWorker
        public var approver: Approver
        public var connection: ConnectionState
        /// The address book's employees, for forwarding (nil: forwarding is not offered).
        public var colleagues: (any ColleagueFinding)?
        /// The reject reasons (UDC 43/RR) the store holds.
        public var reasons: @Sendable () -> [ReasonFacts]

        @MainActor
        public init(outbox: any DecisionSending, notes: ApproverNoteWorker? = nil, queue: QueueListWorker, approver: Approver,
                    connection: ConnectionState = ConnectionState(), colleagues: (any ColleagueFinding)? = nil,
                    reasons: @escaping @Sendable () -> [ReasonFacts] = { [] }) {
            self.outbox = outbox
            self.notes = notes
            self.queue = queue
            self.approver = approver
            self.connection = connection
            self.colleagues = colleagues
            self.reasons = reasons
        }
    }

    let needs: Needs
    public var approver: Approver { needs.approver }
    public var connection: ConnectionState { needs.connection }
    var colleagues: (any ColleagueFinding)? { needs.colleagues }
    /// Whether orders can be forwarded here (the site set up its forward orchestration).
    public var forwards: Bool { needs.colleagues != nil }
    /// The approval rules, as the settings now say.
    public var rules: DecisionRules
    /// Whether the decision method decides single lines (P43081 does; the orchestrations decide whole orders).
    public var linesDecidable = false
    /// Whether open decisions are tried again every 30 seconds (the screen); a one-shot command does not.
    public var retriesOutbox = true
    /// The orders last decided together (one confirm of several marked orders), as their updates came.
    public internal(set) var lastBatch: DecisionBatch?
    var passes = OutboxPasses()
    var windows = UndoWindows()
    /// The time, for the undo windows' countdown.
    var clock: @Sendable () -> Date = { Date() }
    private var listeners: [DeskListener] = []

    public init(_ needs: Needs, rules: DecisionRules = DecisionRules()) {
        self.needs = needs
        self.rules = rules
    }

    /// `owner` hears every news until it goes away.
    public func listen(_ owner: AnyObject, _ hear: @escaping @MainActor (DecisionNews) -> Void) {
        listeners.append(DeskListener(owner: owner, hear: hear))
    }

    func tell(_ news: DecisionNews) {
        listeners.removeAll { $0.owner == nil }
        for listener in listeners { listener.hear(news) }
    }

    /// The day the queue counts ages from.
    public var today: LocalDate { needs.queue.currentDay }

    /// The reject reasons the dialog offers.
    var reasons: [ReasonFacts] { needs.reasons() }

    /// The queue's rows of these orders when a decision on them may be made now; else why not (one is
    /// being sent, none is in the queue, or the server is away and deciding offline is turned off).
    func decidableRows(_ orders: [OrderID]) -> Result<[OrderQueueRow], Refusal> {
        guard !orders.isEmpty else { return .failure(Refusal("No order to decide on.")) }
        let rows = needs.queue.rows(orders.map(\.key))
        let busy = rows.filter(\.sending).map(\.key)
        let waiting = Set(windows.open.flatMap(\.orders).map(\.key))
        if !busy.isEmpty, busy.allSatisfy(waiting.contains) {
            let named = busy.map { "\($0)" }.joined(separator: ", ")
            return .failure(Refusal("A decision on \(named) waits in its undo window: u takes it back."))
        }
        if !busy.isEmpty { return .failure(Refusal("A decision on \(busy.map { "\($0)" }.joined(separator: ", ")) is still being sent.")) }
        guard !rows.isEmpty else { return .failure(Refusal("Those orders are no longer in your queue.")) }
        if connection.offline && !rules.allowOfflineDecisions {
            return .failure(Refusal("The server does not answer, and deciding offline is turned off in settings "
                                    + "(approvals.allow-offline-decisions)."))
        }
        return .success(rows)
    }

    /// A decision refused before anything was saved, in a sentence.
    public struct Refusal: Error, Equatable {
        public var why: String
        /// What was asked is never taken as asked (`DecisionRequestCheck`, a remark too long, a forward to
        /// oneself), whatever the orders and the server say: a script's usage error (exit 2), not a refusal (5).
        public var isUsageError: Bool
        init(_ why: String, isUsageError: Bool = false) {
            self.why = why
            self.isUsageError = isUsageError
        }
    }

    /// Throws a usage error when a decision of `verdict` on `orderCount` orders, with `reason` and `lines`,
    /// cannot be taken here as asked (`DecisionRequestCheck`); `submit` asks it, a script before anything else.
    public func checkRules(_ verdict: Verdict, orderCount: Int, reason: String, lines: [Double]) throws(Refusal) {
        let check = DecisionRequestCheck(reasons: reasons, reasonRequired: rules.reasonRequired, linesDecidable: linesDecidable, forwards: forwards)
        if let refusal = check.refusal(verdict, orderCount: orderCount, reason: reason, lines: lines) { throw refusal }
    }

    /// The orders as the store holds them now: what a dialog opened on them shows, and so what their
    /// decisions carry to be compared with the server's order before anything is sent.
    func seen(_ orders: [OrderID]) -> [OrderKey: SeenOrder] { needs.queue.seen(orders.map(\.key)) }

    /// The queue's rows of these orders as the store holds them now (those no longer queued left out).
    func queuedRows(_ orders: [OrderID]) -> [OrderQueueRow] { needs.queue.rows(orders.map(\.key)) }

    /// Calls `onChange` after each write to the store's orders while the answer is held: a dialog follows
    /// what it shows.
    func followOrders(_ onChange: @escaping @MainActor () -> Void) -> StoreFollowing { needs.queue.followOrders(onChange) }

    /// Saves the decisions in the outbox (all or none), then sends them, at once or when their undo window
    /// ends (`rules.undoSeconds`, counted down on the status line); each outcome is told as it comes
    /// (several decided together as one batch). `seen`: each order as the approver saw it (a dialog's
    /// figures); an order not in it carries the store's figures now (what the screen, following the store, shows).
    public func submit(_ request: Decide.Submit.Request, seen: [OrderKey: SeenOrder] = [:]) throws(Refusal) {
        if request.remark.count > 30 { throw .usage("A remark holds at most 30 characters.") }
        try checkRules(request.verdict, orderCount: request.orders.count, reason: request.reason, lines: request.lines)
        if request.verdict == .forward, request.forwardTo.map({ $0.addressNumber == approver.addressNumber }) ?? true {
            throw .usage(request.forwardTo == nil ? "Choose the colleague to forward to." : "An order cannot be forwarded to yourself.")
        }
        let requests = request.orders.map {
            DecisionWorker.Request(order: $0.key, kind: request.verdict.kind, remark: request.remark, reason: request.reason,
                                   forwardTo: request.forwardTo?.addressNumber ?? 0, lines: request.lines, seen: seen[$0.key])
        }
        // Read before sending: a decided order leaves the queue, and the outcomes list still names its supplier.
        let rows = requests.count > 1 ? needs.queue.rows(requests.map(\.order)) : []
        let saved: [Decision]
        do {
            saved = try needs.outbox.enqueue(requests, username: approver.username, approver: approver.addressNumber,
                                             offline: connection.offline, undoSeconds: rules.undoSeconds)
        } catch {
            if let key = DecisionWorker.orderWithOpenDecision(error) { throw Refusal("A decision on \(key) is already on its way.") }
            throw Refusal("The decision could not be saved: \(error)")
        }
        if rules.undoSeconds > 0, let first = saved.first {
            if saved.count > 1 { beginBatch(request.verdict, saved: saved, rows: rows, sentLater: true) }
            openWindow(WaitingDecisions(ids: saved.map(\.id), orders: saved.map { OrderID($0.order) }, verdict: request.verdict,
                                        lines: request.lines, dueAt: first.sendAfter))
            return
        }
        tell(.queued(count: requests.count, verdict: request.verdict, lines: request.lines))
        sendOutbox()
        if saved.count > 1 { beginBatch(request.verdict, saved: saved, rows: rows) }
    }

    /// Sends what the outbox holds (also at login, for decisions left from before), then the attachments
    /// decisions queued (a P43081 decision's remark): a pass ends when both were tried. While decisions stay
    /// open (the server does not answer), it tries again every 30 seconds.
    public func sendOutbox() {
        let (outbox, approver, connection, queue) = (needs.outbox, needs.approver, needs.connection, needs.queue)
        let notes = needs.notes
        passes.started += 1
        let pass = passes.started
        Task { [weak self] in
            await outbox.process(username: approver.username, approver: approver.addressNumber) { decision in
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        // Offline means the server did not answer (a send or a check failed, an answer was lost),
                        // never that a decision is still on its way: a second decision meanwhile is an ordinary one.
                        switch decision.state {
                        case .confirmed, .forwarded, .refused, .superseded, .changed: connection.offline = false
                        case .pending, .uncertain: connection.offline = true
                        case .sending: break
                        }
                        self?.record(decision, nextApproverName: queue.name(of: decision.nextApprover))
                    }
                }
            }
            await notes?.process(username: approver.username) { note in
                DispatchQueue.main.async { MainActor.assumeIsolated { self?.tell(.noteUpdated(NoteFacts(note))) } }
            }
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard let self else { return }
                    self.passEnded(pass)
                    self.runAfterPass(pass)
                    self.tell(.passEnded)
                    if self.retriesOutbox { self.scheduleRetry() }
                }
            }
        }
    }

    private func scheduleRetry() {
        guard passes.retrying == nil, openDecisionCount() > 0 else { return }
        passes.retrying = Task { [weak self] in
            try? await Task.sleep(nanoseconds: 30_000_000_000)
            guard let self, !Task.isCancelled else { return }
            self.passes.retrying = nil
            self.sendOutbox()
        }
    }

    /// Saves an approver note in the local queue and uploads it.
    public func addNote(_ text: String, to id: OrderID) throws(Refusal) {
        guard let notes = needs.notes else { throw Refusal("Notes cannot be added here.") }
        do {
            _ = try notes.enqueue(text, on: id.key, username: approver.username)
        } catch {
            throw Refusal("The note was not saved: \(error)")
        }
        tell(.noteSaved(id))
        uploadNotes()
    }

    /// Uploads what the notes queue holds (also at login, for notes left from before).
    public func uploadNotes() {
        guard let notes = needs.notes else { return }
        let username = approver.username
        Task { [weak self] in
            await notes.process(username: username) { note in
                DispatchQueue.main.async { MainActor.assumeIsolated { self?.tell(.noteUpdated(NoteFacts(note))) } }
            }
        }
    }

    /// Decisions and notes of the user still to send (asked before logging out or quitting).
    public func openDecisionCount() -> Int {
        let username = approver.username
        return needs.outbox.openCount(username: username) + (needs.notes?.openCount(username: username) ?? 0)
    }

    /// Sends what the outbox and the notes queue hold (at login, decisions and notes left from before).
    public func resumeOutbox() { sendOutbox() }

    /// Stops trying the outbox again (the session ended).
    public func stop() {
        passes.retrying?.cancel()
        passes.retrying = nil
        windows.ticking?.cancel()
        windows.ticking = nil
    }
}
