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
        let format = JDEDateFormat(simpleDateFormat: session.userInfo.simpleDateFormat) ?? JDEDateFormat(simpleDateFormat: "MM/dd/yyyy")!
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
        async let readHeaders = stage(.headers) { holdsNone ? [] : try await self.amendedHeaderRows(headersQuery) }
        let changed = try await stage(.queue) { try await self.readRows(query) }
        let headerStamps = try await readHeaders.compactMap { PurchaseOrderHeaderService.stamp($0, dates: dates) }
        let rows = changed.rows.compactMap { ApprovalQueueService.decode($0, dates: dates) }
        var delta = QueueDelta.between(changedRows: rows, stored: try storedEntries(of: rows.map(\.key)))
        let amended = try addAmended(headerStamps, to: &delta)
        let details = try await readDetails(of: delta.toRead, dates: dates)
        var next = state
        // The server's day when the read began: every later change is stamped that day or after.
        next.sinceDay = changed.serverDay ?? state.sinceDay
        next.syncedAt = clock()
        if changed.serverDay == nil {
            diagnostics.note("Refresh: the server's answer carried no timeStamp; the next refresh reads from \(state.sinceDay.iso) again.")
        }
        let figuresBefore = try figures(of: amended)
        try apply(delta, details, username: username, readStarted: readStarted, state: next)
        // Amended as the approver is shown it: figures that moved, of orders still queued (a decision made
        // here stamps the header too, and leaves the queue).
        let figuresAfter = try figures(of: amended)
        let reallyAmended = amended.filter { figuresAfter[$0] != nil && figuresAfter[$0] != figuresBefore[$0] }

        var because: String?
        if state.counting != false {
            let outcome = try await check(approver: approver, dates: dates, username: username, readStarted: readStarted)
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

    /// The count check: where the server counts, the awaiting rows it holds against the store's; on a
    /// mismatch the awaiting keys are read and the store set right. A count that could not be asked is
    /// left for the next refresh: the delta it follows is already kept.
    private func check(approver: Int, dates: RowDateReader, username: String,
                       readStarted: Date) async throws -> (counting: Bool?, because: String?, delta: QueueDelta?) {
        let query = ApprovalQueueService.query(approver: approver, pageSize: settings.pageSize)
        let counted: RowCount
        do {
            counted = try await gate.perform { try await self.gate.client.dataService.count(query, session: $0) }
        } catch {
            diagnostics.note("Refresh: the queue could not be counted (\(WorkerFailure(error).message)); checked next time.")
            return (nil, nil, nil)
        }
        guard case .counted(let onServer, _) = counted else {
            diagnostics.note("Refresh: the server does not count rows; orders that leave without a change stamp are found at the next full read.")
            return (false, nil, nil)
        }
        let stored = try database.read { try $0.count(ApprovalQueueEntry.self) }
        guard onServer != stored else { return (true, nil, nil) }
        let because = "the server counts \(onServer) awaiting orders, the store holds \(stored)"
        diagnostics.note("Refresh: \(because); reading the awaiting orders' keys.")
        let fixed = try await reconcile(approver: approver, dates: dates, username: username, readStarted: readStarted)
        return (true, because, fixed)
    }

    /// Reads the keys of every awaiting row and sets the store right: orders it holds that the server
    /// does not await any more leave; awaiting orders it lacks are read whole.
    func reconcile(approver: Int, dates: RowDateReader, username: String, readStarted: Date) async throws -> QueueDelta {
        let keysQuery = ApprovalQueueService.keysQuery(approver: approver, pageSize: settings.pageSize)
        let onServer = Set(try await stage(.queue) { try await self.readRows(keysQuery) }.rows.compactMap { OrderKey(row: $0) })
        let stored = Set(try database.read { try ApprovalQueueDao().keys(in: $0) })
        let missing = onServer.subtracting(stored)
        var arrived: [ApprovalQueueEntry] = []
        for chunk in Array(Set(missing.map(\.number))).sorted(by: >).chunked(into: settings.ordersPerRequest) {
            let query = ApprovalQueueService.query(approver: approver, orderNumbers: chunk, pageSize: settings.pageSize)
            arrived += try await stage(.queue) { try await self.readRows(query) }.rows
                .compactMap { ApprovalQueueService.decode($0, dates: dates) }.filter { missing.contains($0.key) }
        }
        let delta = QueueDelta(arrived: arrived, changed: [], left: stored.subtracting(onServer).sorted { $0.number > $1.number })
        let details = try await readDetails(of: delta.arrived, dates: dates)
        try apply(delta, details, username: username, readStarted: readStarted, state: nil)
        if !delta.left.isEmpty {
            diagnostics.note("Refresh: \(delta.left.count) orders left the queue without a change stamp: "
                             + delta.left.prefix(20).map { String($0.number) }.joined(separator: ", "))
        }
        return delta
    }

    /// The headers changed since the day; none at a site whose `F4301` lacks `UPMJ`/`TDAY` (the read is
    /// refused naming them): there an order amended while it awaits is seen at the next full read.
    private func amendedHeaderRows(_ query: DataServiceQuery) async throws -> [DataRow] {
        do {
            return try await readRows(query).rows
        } catch AISError.columnsRefused(let table, let columns, _) {
            diagnostics.note("Refresh: this site's \(table) has no \(columns.joined(separator: ", ")); amended orders are seen at the next full read.")
            return []
        }
    }

    /// Adds to `delta` the stored orders whose header changed since it was read (its `UPMJ`/`TDAY` moved)
    /// and that the delta does not already read or remove: their header, lines and names are read again.
    /// Answers every stored order whose header moved.
    private func addAmended(_ stamps: [(key: OrderKey, day: ServerDate?, time: Int)], to delta: inout QueueDelta) throws -> [OrderKey] {
        let amended = try database.read { try PurchaseOrderHeadersDao().moved(stamps, in: $0) }
        let known = Set(delta.toRead.map(\.key)).union(delta.left)
        let entries = try storedEntries(of: amended.filter { !known.contains($0) })
        delta.changed += amended.compactMap { entries[$0] }
        return amended
    }

    /// The figures (`SeenOrder`) of these orders that the store holds in its queue.
    private func figures(of keys: [OrderKey]) throws -> [OrderKey: SeenOrder] {
        try database.read { c in
            var found: [OrderKey: SeenOrder] = [:]
            for key in keys where try ApprovalQueueDao().entry(key, in: c) != nil { found[key] = try SeenOrdersDao().stored(key, in: c) }
            return found
        }
    }

    /// The stored entries of these orders.
    private func storedEntries(of keys: [OrderKey]) throws -> [OrderKey: ApprovalQueueEntry] {
        try database.read { c in
            var found: [OrderKey: ApprovalQueueEntry] = [:]
            for key in Set(keys) { found[key] = try ApprovalQueueDao().entry(key, in: c) }
            return found
        }
    }

    /// Writes a delta in one transaction: orders gone out with their rows, new and changed orders in with
    /// their headers, lines and names, the home list's rows of both written again, and the sync state.
    /// An order decided here while the reads were under way stays out: the server's rows may predate it.
    func apply(_ delta: QueueDelta, _ details: OrderDetails, username: String, readStarted: Date,
               state: QueueSyncDao.State?) throws {
        let now = clock()
        try database.write { c in
            let decidedHere = Set(try DecisionOutboxDao().ordersLeftQueue(since: readStarted, for: username, in: c))
            for key in delta.left { try ApprovalQueueDao().remove(key, in: c) }
            let entries = delta.toRead.filter { !decidedHere.contains($0.key) }
            let keys = Set(entries.map(\.key))
            try c.insert(entries)
            try c.insert(details.headers.filter { keys.contains($0.key) })
            try PurchaseOrderLinesDao().replace(details.lines.filter { keys.contains($0.key) }, of: keys, in: c)
            try c.insert(details.names)
            try OrderQueueDao().refresh(entries.map(\.key), in: c)
            if let state { try QueueSyncDao().save(state, in: c) }
            try DatasetStateDao().markLoaded(.queue, owner: username, rows: try c.count(ApprovalQueueEntry.self), at: now, in: c)
        }
    }
}
