import Dispatch
import Foundation
import Resources

/// Deciding: the confirm dialog, the outbox (durable before sending, each outcome presented as it
/// comes), and approver notes.
extension ApproveRejectOrderInteractor {
    /// What the confirm dialog must show for a decision on these orders (or the decision itself, when
    /// approvals are not confirmed).
    public func prepareDecision(_ request: ApproveRejectOrder.Confirm.Request) {
        guard let deciding, let rows = decidableRows(request.orders) else { return }
        let kind = request.verdict.kind
        if kind == .forward {
            guard let colleague = request.forwardTo else { return startForward(rows) }
            return confirmForward(to: colleague, rows: rows)
        }
        if kind == .approve && !rules.confirmApprovals {
            decide(.init(orders: rows.map { OrderID($0.key) }, verdict: .approve, remark: "", reason: ""))
            return
        }
        let reasons = kind == .reject ? ((try? worker.rejectReasons()) ?? []) : []
        if kind == .reject && reasons.isEmpty {
            presenter?.presentDecision(.refusedLocally("No reject reasons (43/RR) are loaded; refresh foundation data and try again."))
            return
        }
        let today = deciding.queue.currentDay
        presenter?.presentConfirm(.init(verdict: request.verdict, orders: rows.map { OrderFacts($0, today: today) },
                                        reasons: reasons.map { ReasonFacts(code: $0.code, text: $0.description) },
                                        remarkRequired: kind == .reject && rules.remarkRequiredOnReject))
    }

    /// The queue's rows of these orders when a decision on them may be made now; nil (with the reason
    /// presented) when one is being sent, none is in the queue, or the server is away and deciding
    /// offline is turned off.
    func decidableRows(_ orders: [OrderID]) -> [OrderQueueRow]? {
        guard let deciding, !orders.isEmpty else { return nil }
        let rows = deciding.queue.rows(orders.map(\.key))
        let busy = rows.filter(\.sending).map { "\($0.key)" }
        if !busy.isEmpty {
            presenter?.presentDecision(.refusedLocally("A decision on \(busy.joined(separator: ", ")) is still being sent."))
            return nil
        }
        guard !rows.isEmpty else {
            presenter?.presentDecision(.refusedLocally("Those orders are no longer in your queue."))
            return nil
        }
        if deciding.connection.offline && !rules.allowOfflineDecisions {
            presenter?.presentDecision(.refusedLocally("The server does not answer, and deciding offline is turned off in settings (approvals.allow-offline-decisions)."))
            return nil
        }
        return rows
    }

    /// Saves the decisions to the outbox, then sends them; each outcome is presented as it comes (several
    /// decided together are summed up as one batch).
    public func decide(_ request: ApproveRejectOrder.Decide.Request) {
        // The list's marks were for this decision: they go once it is asked for, whatever becomes of it.
        router?.routeBackAfterDecision()
        guard let deciding else { return }
        let approver = deciding.approver
        if request.remark.count > 30 {
            presenter?.presentDecision(.refusedLocally("A remark holds at most 30 characters."))
            return
        }
        if request.verdict == .forward, request.forwardTo.map({ $0.addressNumber == approver.addressNumber }) ?? true {
            presenter?.presentDecision(.refusedLocally(request.forwardTo == nil ? "Choose the colleague to forward to."
                                                                               : "An order cannot be forwarded to yourself."))
            return
        }
        let requests = request.orders.map {
            DecisionWorker.Request(order: $0.key, kind: request.verdict.kind, remark: request.remark, reason: request.reason,
                                   forwardTo: request.forwardTo?.addressNumber ?? 0)
        }
        // Read before sending: a decided order leaves the queue, and the outcomes list still names its supplier.
        let rows = requests.count > 1 ? deciding.queue.rows(requests.map(\.order)) : []
        let saved: [Decision]
        do {
            saved = try deciding.outbox.enqueue(requests, username: approver.username, approver: approver.addressNumber,
                                                offline: deciding.connection.offline)
        } catch let DecisionOutboxDao.EnqueueError.alreadyOpen(key) {
            presenter?.presentDecision(.refusedLocally("A decision on \(key) is already on its way."))
            return
        } catch {
            presenter?.presentDecision(.refusedLocally("The decision could not be saved: \(error)"))
            return
        }
        presenter?.presentDecision(.queued(count: requests.count, verdict: request.verdict))
        sendOutbox()
        if saved.count > 1 { beginDecisionBatch(request.verdict, saved: saved, rows: rows) }
    }

    /// Sends what the outbox holds (also at login, for decisions left from before). While decisions
    /// stay open (the server does not answer), it tries again every 30 seconds.
    public func sendOutbox() {
        guard let deciding else { return }
        let (outbox, approver) = (deciding.outbox, deciding.approver)
        outboxPasses.started += 1
        let pass = outboxPasses.started
        Task { [weak self] in
            await outbox.process(username: approver.username, approver: approver.addressNumber) { decision in
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        guard let self else { return }
                        switch decision.state {
                        case .confirmed, .forwarded, .refused, .superseded, .stale: deciding.connection.offline = false
                        case .pending, .uncertain, .sending: deciding.connection.offline = true
                        }
                        self.present(decision, nextApproverName: deciding.queue.name(of: decision.nextApprover))
                    }
                }
            }
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard let self else { return }
                    self.outboxPassEnded(pass)
                    self.onOutboxPass?()
                    if self.retriesOutbox { self.scheduleOutboxRetry() }
                }
            }
        }
    }

    private func scheduleOutboxRetry() {
        guard outboxPasses.retrying == nil, openDecisionCount() > 0 else { return }
        outboxPasses.retrying = Task { [weak self] in
            try? await Task.sleep(nanoseconds: 30_000_000_000)
            guard let self, !Task.isCancelled else { return }
            self.outboxPasses.retrying = nil
            self.sendOutbox()
            self.uploadNotes()
        }
    }

    /// Saves an approver note to the local queue and uploads it.
    public func addNote(_ text: String, to id: OrderID) {
        guard let notes = deciding?.notes, let approver = deciding?.approver else { return }
        let order = id.key
        do {
            _ = try notes.enqueue(text, on: order, username: approver.username)
        } catch {
            presenter?.presentDecision(.refusedLocally("The note was not saved: \(error)"))
            return
        }
        presenter?.presentNote(.saved(id))
        uploadNotes()
    }

    /// Uploads what the media queue holds (also at login, for notes left from before).
    public func uploadNotes() {
        guard let notes = deciding?.notes, let approver = deciding?.approver else { return }
        Task { [weak self] in
            await notes.process(username: approver.username) { note in
                DispatchQueue.main.async { MainActor.assumeIsolated { self?.presenter?.presentNote(.updated(NoteFacts(note))) } }
            }
        }
    }

    /// Open decisions of the user (asked before quitting).
    public func openDecisionCount() -> Int {
        guard let deciding else { return 0 }
        let username = deciding.approver.username
        return deciding.outbox.openCount(username: username) + (deciding.notes?.openCount(username: username) ?? 0)
    }

    /// Sends what the outbox and the notes queue hold (at login, decisions and notes left from before).
    public func resumeOutbox() {
        sendOutbox()
        uploadNotes()
    }

    /// Stops trying the outbox again (the scene left the screen).
    func stopOutboxRetries() {
        outboxPasses.retrying?.cancel()
        outboxPasses.retrying = nil
    }
}
