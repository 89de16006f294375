import AIS
import Foundation
import Store

extension QueueSyncWorker {
    /// Reads and applies what changed since the state's day, then checks the count where the server counts.
    func readChanges(session: AISSession) async throws -> Outcome {
        let username = session.username, approver = session.userInfo.addressNumber
        guard let state = try database.read({ try QueueSyncDao().state(in: $0) }) else {
            throw DeltaFailure(dataset: .queue, failure: WorkerFailure(kind: .other, message: "The sync state is gone."))
        }
        let readStarted = clock()
        let dates = RowDateReader(simpleDateFormat: session.userInfo.simpleDateFormat)
        let format = dates.userFormat
        // Two reads at once: this approver's approval rows written since the day (arrivals, decisions made
        // elsewhere, forwards, new route steps), and the order headers changed since it (an order amended
        // while it awaits: F4209 has no stamp for that, contract §4).
        let query = ApprovalQueueService.changedQuery(approver: approver, since: state.sinceDay, dateFormat: format,
                                                      pageSize: settings.pageSize)
        // A queue that fits one LIST of order numbers asks for its own orders' headers only; a larger one for
        // every header changed since the day (a site's day of changes, not its orders).
        let small = try database.read { c in
            try c.count(ApprovalQueueEntry.self) <= self.settings.ordersPerRequest ? try ApprovalQueueDao().keys(in: c) : nil
        }
        let headersQuery = PurchaseOrderHeaderService.changedQuery(
            since: state.sinceDay, dateFormat: format, orderNumbers: small.map { Array(Set($0.map(\.number))).sorted(by: >) },
            pageSize: settings.pageSize)
        let holdsNone = small?.isEmpty == true
        async let readHeaders = reads.stage(.headers) { holdsNone ? [] : try await reads.amendedHeaderRows(headersQuery) }
        let changed = try await reads.stage(.queue) { try await reads.readRows(query) }
        let headerStamps = try await readHeaders.compactMap { PurchaseOrderHeaderService.stamp($0, dates: dates) }
        let rows = changed.rows.compactMap { ApprovalQueueService.decode($0, dates: dates) }
        var delta = QueueDelta.between(changedRows: rows, stored: try merge.storedEntries(of: rows.map(\.key)))
        let amended = try merge.addAmended(headerStamps, to: &delta)
        let details = try await reads.readDetails(of: delta.toRead, dates: dates)
        var next = state
        // The server's day when the read began: every later change is stamped that day or after.
        next.sinceDay = changed.serverDay ?? state.sinceDay
        next.syncedAt = clock()
        if changed.serverDay == nil {
            diagnostics.note("Refresh: the server's answer carried no timeStamp; the next refresh reads from \(state.sinceDay.iso) again.")
        }
        let figuresBefore = try merge.figures(of: amended)
        try merge.apply(delta, details, username: username, readStarted: readStarted, state: next)
        // Amended as the approver is shown it: figures that moved, of orders still queued (a decision made
        // here stamps the header too, and leaves the queue).
        let figuresAfter = try merge.figures(of: amended)
        let reallyAmended = amended.filter { figuresAfter[$0] != nil && figuresAfter[$0] != figuresBefore[$0] }

        var because: String?
        if state.counting != false {
            let outcome = try await QueueCountCheck(reads: reads, merge: merge).run(approver: approver, dates: dates, username: username, readStarted: readStarted)
            next.counting = outcome.counting
            because = outcome.because
            if let fixed = outcome.delta {
                delta.arrived += fixed.arrived
                delta.left += fixed.left
            }
            try database.write { try QueueSyncDao().save(next, in: $0) }
        }
        if !delta.isEmpty {
            diagnostics.note("Refresh: \(delta.arrived.count) new, \(delta.changed.count) changed, \(delta.left.count) gone "
                             + "(rows changed since \(state.sinceDay.iso)).")
        }
        return Outcome(kind: .delta, load: Self.done(Self.datasets), arrived: delta.arrived.map(\.key), left: delta.left,
                       changed: delta.changed.map(\.key), amended: reallyAmended, keysReadBecause: because)
    }
}
