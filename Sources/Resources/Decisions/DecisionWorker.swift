import AIS
import Foundation
import Store

/// Sends approvals and rejections exactly once.
///
/// Every decision is written to the outbox before it is sent, and marked `sending` (atomically, so two
/// processes cannot both send it) just before the request goes out. When the answer is lost — a
/// timeout, a dropped connection, a 500, a crash — the decision is not sent again blind: the order's
/// F4209 rows say whether the server recorded it. Success is reported only once the server said so.
public final class DecisionWorker: Sendable {
    public typealias UpdateHandler = @Sendable (Decision) -> Void

    private let gate: SessionGate
    let database: Database
    let clock: @Sendable () -> Date
    let outbox = DecisionOutboxDao()
    /// Through P43081 or the orchestrations (`approvals.method`): what is particular to each.
    let sending: any DecisionSendingMethod
    /// The order as the server holds it now (checks, settling a line reject), its lines read with the
    /// site's rejected-line rule (`approvals.p43081.rejected-status`), as every other read of them.
    private let orders: OrderDetailWorker

    public convenience init(gate: SessionGate, database: Database, method: DecisionMethod = .orchestration,
                            rejectedLines: RejectedLineRule = .standard, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.init(gate: gate, database: database, sending: method.sender(client: gate.client), rejectedLines: rejectedLines, clock: clock)
    }

    /// A worker sending through `sending`, whatever method it is.
    public init(gate: SessionGate, database: Database, sending: any DecisionSendingMethod,
                rejectedLines: RejectedLineRule = .standard, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.gate = gate
        self.database = database
        self.sending = sending
        orders = OrderDetailWorker(gate: gate, database: database, rejectedLines: rejectedLines)
        self.clock = clock
    }

    public struct Request: Sendable, Equatable {
        public var order: OrderKey
        public var kind: Decision.Kind
        public var remark: String
        public var reason: String
        /// The colleague a forward goes to (address number); 0 otherwise.
        public var forwardTo: Int
        /// The order lines (`LNID`) a line decision is on; empty: the whole order.
        public var lines: [Double]
        /// The order as the approver saw it; nil: as the store holds it when the decision is saved (what the
        /// screen, following the store, shows; for a script, what `queue` or `show` printed).
        public var seen: SeenOrder?
        public init(order: OrderKey, kind: Decision.Kind, remark: String, reason: String = "", forwardTo: Int = 0, lines: [Double] = [],
                    seen: SeenOrder? = nil) {
            self.order = order
            self.kind = kind
            self.remark = remark
            self.reason = reason
            self.forwardTo = forwardTo
            self.lines = lines
            self.seen = seen
        }
    }

    /// Saves the decisions durably (all or none). Sending is `process`'s job, once `undoSeconds` passed
    /// (the undo window; 0: at once).
    public func enqueue(_ requests: [Request], username: String, approver: Int, offline: Bool, undoSeconds: Int = 0) throws -> [Decision] {
        let now = clock()
        let sendAfter = undoSeconds > 0 ? now.addingTimeInterval(TimeInterval(undoSeconds)) : nil
        return try database.write { c in
            try requests.map { r in
                let seen = try r.seen ?? SeenOrdersDao().stored(r.order, in: c)
                return try outbox.enqueue(username: username, approver: approver, order: r.order, kind: r.kind, remark: r.remark,
                                          reason: r.reason, forwardTo: r.forwardTo, lines: r.lines, seen: seen,
                                          madeOffline: offline, at: now, sendAfter: sendAfter, in: c)
            }
        }
    }

    /// Decisions of the user still to finish (pending, sending or uncertain; those in their undo window too).
    public func openCount(username: String) -> Int {
        (try? database.read { try outbox.open(for: username, in: $0).count }) ?? 0
    }

    /// Finishes every open decision of the user that is due: verifies the uncertain ones, sends the pending
    /// ones whose undo window is over (those still in it are left for a later call). Decisions that cannot
    /// finish now (server unreachable) stay open for the next call.
    public func process(username: String, approver: Int, onUpdate: @escaping UpdateHandler = { _ in }) async {
        let now = clock()
        guard let open = try? database.write({ c -> [Decision] in
            _ = try outbox.markAbandonedSendsUncertain(for: username, at: now, in: c)
            return try outbox.due(for: username, at: now, in: c)
        }) else { return }
        // As many at once as the method sends (every decision is claimed atomically, so none is sent twice).
        let lanes = sending.decisionsAtOnce
        await withTaskGroup(of: Void.self) { group in
            var next = open.makeIterator()
            func start() -> Bool {
                guard !Task.isCancelled, let decision = next.next() else { return false }
                group.addTask { await self.finish(decision, username: username, approver: approver, onUpdate: onUpdate) }
                return true
            }
            for _ in 0..<lanes where !start() { break }
            while await group.next() != nil { _ = start() }
        }
    }

    private func finish(_ decision: Decision, username: String, approver: Int, onUpdate: UpdateHandler) async {
        var current = decision
        if current.state == .uncertain {
            guard let verified = await verify(current, username: username, approver: approver) else { return }
            current = verified
            onUpdate(current)
            guard current.state == .pending else { return }
        }
        if current.state == .sending {
            await awaitOtherSender(current, onUpdate: onUpdate)
            return
        }
        // A method that does not review the order itself (an orchestration answers with a status alone),
        // and any decision that waited offline, is checked here first.
        if current.madeOffline || !sending.reviewsOrder(of: current) {
            guard let checked = await checkBeforeSending(current, approver: approver) else {
                onUpdate(current)
                return
            }
            if checked.state != .pending { onUpdate(checked); return }
        }
        await send(current, username: username, approver: approver, onUpdate: onUpdate)
    }

    private func send(_ decision: Decision, username: String, approver: Int, onUpdate: UpdateHandler) async {
        let now = clock()
        guard (try? database.write({ try outbox.claimForSending(decision.id, at: now, in: $0) })) == true else {
            // Another process claimed it since the outbox was read: its outcome is reported when it has one.
            if let taken = reload(decision.id), taken.state == .sending { await awaitOtherSender(taken, onUpdate: onUpdate) }
            return
        }
        if let sending = reload(decision.id) { onUpdate(sending) }
        CrashPoint.reach(.decisionBeforeSend)
        let sending = self.sending
        do {
            CrashPoint.reachWhileInFlight(.decisionAfterSend)
            let result = try await gate.perform { session in try await sending.decide(decision, session: session) }
            CrashPoint.reach(.decisionAfterAnswer)
            if result.nextApprover != 0 { await ensureName(of: result.nextApprover) }
            record(decision, next: result.nextApprover, message: result.message, onUpdate: onUpdate)
        } catch let error as AISError where error.isNotAllowed {
            // A 403 (§9): the orchestration or form is not shared with the user; nothing ran. Final until the
            // JD Edwards administrator grants it; never a password prompt.
            try? database.write { _ = try outbox.update(decision.id, to: .refused, message: error.userMessage, at: clock(), in: $0) }
            if let done = reload(decision.id) { onUpdate(done) }
        } catch DecisionNotMade.orderChanged(let found) {
            // The method's review showed other figures than the approver saw: nothing was pressed or sent.
            await hold(decision, found: found, onUpdate: onUpdate)
        } catch let error as DecisionNotMade {
            // The method knows nothing was decided, and why (P43081: a refusal on the form, the order gone, a
            // control of the site's version that did not do what its setting says): final, never sent again blind.
            settle(decision, notDecidedBecause: error, onUpdate: onUpdate)
        } catch {
            // The answer did not say "recorded": ask the server what happened before anything else.
            let refusal: String? = {
                if case let AISError.serverError(_, message)? = error as? AISError { return message }
                return nil
            }()
            try? database.write { _ = try outbox.update(decision.id, to: .uncertain, message: refusal ?? Self.describe(error), at: clock(), in: $0) }
            guard var uncertain = reload(decision.id) else { return }
            onUpdate(uncertain)
            guard let verified = await verify(uncertain, username: username, approver: approver) else { return }
            uncertain = verified
            if uncertain.state == .pending, let refusal {
                // Still awaiting us after a 500 that gave a reason. A refusal (a remark too long, a reason
                // missing) and a service failing for a moment look the same (§5, §6); the order's rows say
                // nothing was recorded, so sending again cannot double it. A reason given that many times
                // in a row is the server's answer.
                if uncertain.attempts < Self.attemptsBeforeRefusal {
                    await send(uncertain, username: username, approver: approver, onUpdate: onUpdate)
                    return
                }
                try? database.write { _ = try outbox.update(decision.id, to: .refused, message: refusal, at: clock(), in: $0) }
                uncertain = reload(decision.id) ?? uncertain
            }
            onUpdate(uncertain)
        }
    }

    /// A decision the method did not make, for a reason it gave: superseded when the order no longer
    /// awaits the user (it leaves the local queue), refused otherwise with the reason (the server's words,
    /// or the setting to change).
    private func settle(_ decision: Decision, notDecidedBecause error: DecisionNotMade, onUpdate: UpdateHandler) {
        try? database.write { c in
            switch error {
            case .noLongerAwaits(let why):
                if try outbox.update(decision.id, to: .superseded, message: why, at: clock(), in: c) {
                    try ApprovalQueueDao().remove(decision.order, in: c)
                }
            case .refused(let why):
                _ = try outbox.update(decision.id, to: .refused, message: why, at: clock(), in: c)
            case .orderChanged:
                break
            }
        }
        if let done = reload(decision.id) { onUpdate(done) }
    }

    /// A decision another running Signoff is sending (two processes on one store): waits until that
    /// process finished it, then reports it here and tells this process's observers, which do not see
    /// another process's writes (the list would keep showing the order as being sent). One that goes
    /// back to pending or uncertain there is left for the next pass.
    private func awaitOtherSender(_ decision: Decision, onUpdate: UpdateHandler) async {
        let polls = Int((gate.client.configuration.requestTimeout * 3 + 5) / 0.2)
        for _ in 0..<polls {
            if Task.isCancelled { return }
            try? await Task.sleep(nanoseconds: 200_000_000)
            guard let now = reload(decision.id) else { return }
            switch now.state {
            case .sending: continue
            case .pending, .uncertain: return
            case .confirmed, .forwarded, .refused, .superseded, .changed:
                try? database.noteChangedElsewhere(["decision_outbox", "approval_queue", "order_headers", "order_lines", "queue_list"])
                onUpdate(now)
                return
            }
        }
    }

    /// The text attached to the order once decided, where the method keeps no remark of its own
    /// (`DecisionSendingMethod.remarkAttachment`); nil when there is nothing to say.
    func remarkAttachment(of decision: Decision, in c: Connection) throws -> String? {
        try sending.remarkAttachment(of: decision) { code in
            try UserDefinedCodesDao().rejectReasons(in: c).first { $0.code.trimmingCharacters(in: .whitespaces) == code }?.description ?? ""
        }
    }

    /// The stored lines a line reject decided take the rejected status at once, as the server's do: the order
    /// view shows them rejected without waiting for a refresh that may not read them again.
    private func markRejected(_ numbers: [Double], of order: OrderKey, in c: Connection) throws {
        let dao = PurchaseOrderLinesDao()
        var lines = try dao.lines(of: order, in: c)
        guard lines.contains(where: { numbers.contains($0.lineNumber) }) else { return }
        for i in lines.indices where numbers.contains(lines[i].lineNumber) { lines[i].approvalStatus = PurchaseOrderLine.rejectedApprovalStatus }
        try dao.replace(lines, of: [order], in: c)
    }

    /// Sends of one decision answered with a 500 and a reason, while the order still awaits the user,
    /// before the reason is taken as the server's refusal. A service failing one answer in ten turned a
    /// decision into a refusal once in a thousand with three (`PreloadUnderFaultsTests`, 10 % of answers
    /// `500`); with five, once in a hundred thousand, for a refusal shown two round trips later.
    static let attemptsBeforeRefusal = 5

    /// Asks the server whether an uncertain decision was recorded; nil when it cannot be asked now. The
    /// method says first what its own reads show (P43081's rejected lines), then the order's route.
    private func verify(_ decision: Decision, username: String, approver: Int) async -> Decision? {
        switch await sending.settle(lostAnswerOf: decision, orders: orders) {
        case .recorded:
            record(decision, next: 0, message: "recorded by the server", onUpdate: { _ in })
            return reload(decision.id)
        case .cannotAsk: return nil
        case .askTheRoute: break
        }
        guard let rows = await routeRows(decision.order) else { return nil }
        switch DecisionVerifier.verify(rows, kind: decision.kind, username: username, approver: approver, forwardTo: decision.forwardTo) {
        case .recorded(let next):
            if next != 0 { await ensureName(of: next) }
            record(decision, next: next, message: "recorded by the server", onUpdate: { _ in })
        case .stillAwaiting:
            try? database.write { _ = try outbox.uncertainToPending(decision.id, at: clock(), in: $0) }
        case .decidedElsewhere(let why):
            try? database.write { c in
                if try outbox.update(decision.id, to: .superseded, message: why, at: clock(), in: c) {
                    try ApprovalQueueDao().remove(decision.order, in: c)
                }
            }
        }
        return reload(decision.id)
    }

    /// Before sending: a decision made offline must find the order still awaiting this user (else it is
    /// superseded); and where nothing on the way shows the order (the orchestrations answer with a status
    /// only), or the decision waited offline, the order's header and lines are read and compared with what
    /// the approver saw: a difference holds it (`changed`). P43081 compares its review form instead, at no
    /// extra request (`StockDecider`). Nil when the server could not be asked: the decision stays pending.
    private func checkBeforeSending(_ decision: Decision, approver: Int) async -> Decision? {
        if decision.madeOffline {
            guard let rows = await routeRows(decision.order) else { return nil }
            if !rows.contains(where: { $0.approver == approver && $0.isAwaiting }) {
                try? database.write { c in
                    if try outbox.update(decision.id, to: .superseded, message: "Not sent: it no longer awaits your approval.",
                                         at: clock(), in: c) {
                        try ApprovalQueueDao().remove(decision.order, in: c)
                    }
                }
                return reload(decision.id)
            }
        }
        guard decision.seen != nil else { return decision }
        guard let (header, lines) = try? await orders.headerAndLinesFromServer(decision.order)
        else { return nil }
        let found = SeenOrder(lines: lines, header: header)
        guard let seen = decision.seen, !seen.differences(to: found).isEmpty else { return decision }
        await hold(decision, found: found, header: header, lines: lines, onUpdate: { _ in })
        return reload(decision.id)
    }

    /// Holds a decision whose order changed since the approver saw it: nothing is sent. The store takes the
    /// order as the server holds it (read now when the caller has not), and what the approver saw becomes
    /// the order's "seen" snapshot, so the list marks it `Δ` and the order view says what changed.
    private func hold(_ decision: Decision, found: SeenOrder, header: PurchaseOrderHeader? = nil, lines: [PurchaseOrderLine]? = nil,
                      onUpdate: UpdateHandler) async {
        var fresh: (header: PurchaseOrderHeader?, lines: [PurchaseOrderLine])? = lines.map { (header, $0) }
        if fresh == nil { fresh = try? await orders.headerAndLinesFromServer(decision.order) }
        try? database.write { c in
            guard try outbox.hold(decision.id, found: found, message: "Not sent: the order changed since you saw it.", at: clock(), in: c)
            else { return }
            if let seen = decision.seen, !seen.lines.isEmpty { try SeenOrdersDao().save(seen, of: decision.order, at: clock(), in: c) }
            guard let fresh, try ApprovalQueueDao().entry(decision.order, in: c) != nil else { return }
            if let header = fresh.header { try c.insert([header]) }
            try PurchaseOrderLinesDao().replace(fresh.lines, of: [decision.order], in: c)
            try OrderQueueDao().refresh([decision.order], in: c)
        }
        if let held = reload(decision.id) { onUpdate(held) }
    }

    private func record(_ decision: Decision, next: Int, message: String, onUpdate: UpdateHandler) {
        let state: Decision.State = next != 0 ? .forwarded : .confirmed
        CrashPoint.reach(.decisionBeforeLocalUpdate)
        try? database.write { c in
            // Lines rejected leave the order awaiting its other lines (contract §5.2): it stays in the queue.
            let orderStays = decision.kind == .reject && !decision.lines.isEmpty
            guard try outbox.update(decision.id, to: state, message: message, nextApprover: next, at: clock(), in: c) else { return }
            if !orderStays { try ApprovalQueueDao().remove(decision.order, in: c) }
            if orderStays { try markRejected(decision.lines, of: decision.order, in: c) }
            // P43081 keeps no remark a public client can reach: the remark and the reason go as the order's text
            // attachment (§5.2, §7), queued with the decision's record so that it is uploaded exactly once.
            if let text = try remarkAttachment(of: decision, in: c) {
                _ = try ApproverNoteQueueDao().enqueue(username: decision.username, order: decision.order, text: text,
                                                       kind: .decisionRemark, at: clock(), in: c)
            }
        }
        if let done = reload(decision.id) { onUpdate(done) }
    }

    private func routeRows(_ order: OrderKey) async -> [ApprovalRouteRow]? {
        let client = gate.client
        return try? await gate.perform { session in
            let dates = RowDateReader(simpleDateFormat: session.userInfo.simpleDateFormat)
            return try await client.dataService.browseAll(ApprovalRouteService.query(order: order), session: session)
                .map { ApprovalRouteService.decode($0, dates: dates) }
        }
    }

    /// Reads a name the store does not have yet (the next approver of a forwarded order), best effort:
    /// a decision recorded stays recorded whether or not its next approver could be named.
    private func ensureName(of addressNumber: Int) async {
        _ = try? await MissingNames(gate: gate, database: database).read([addressNumber], pageSize: 10)
    }

    private func reload(_ id: Int64) -> Decision? { try? database.read { try outbox.decision(id: id, in: $0) } }

    static func describe(_ error: any Error) -> String {
        (error as? AISError)?.userMessage ?? String(describing: error)
    }
}
