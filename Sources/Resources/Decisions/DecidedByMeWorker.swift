import AIS
import Foundation
import Store

/// "Decided by me": the user's decisions recorded by the server over the last days, merged with the
/// decisions the outbox still holds (pending, sending, uncertain), newest first. A decision the server
/// records and the outbox still holds open shows once, as recorded. With the server unreachable the
/// outbox's entries are all there is, and the read says why.
public final class DecidedByMeWorker: DecidedByMeReading {
    private let gate: SessionGate
    private let database: Database
    private let username: String
    private let pageSize: Int
    private let clock: @Sendable () -> Date

    public init(gate: SessionGate, database: Database, username: String, pageSize: Int = 500,
                clock: @escaping @Sendable () -> Date = { Date() }) {
        self.gate = gate
        self.database = database
        self.username = username
        self.pageSize = pageSize
        self.clock = clock
    }

    public func decisions(days: Int) async -> DecidedByMeRead {
        let since = serverToday().adding(days: -days)
        let (open, reasons, remarks) = outboxEntries()
        do {
            var recorded = try await recordedDecisions(since: since)
            // F4318 is read only for the decisions this desk kept no remark of.
            let kept = await serverRemarks(of: recorded.filter {
                $0.outcome != .forwarded && remarks[RecordedKey(order: $0.order, outcome: $0.outcome)] == nil
            }.map(\.order))
            for i in recorded.indices {
                if recorded[i].outcome == .rejected { recorded[i].reason = reasons[recorded[i].order] ?? "" }
                // F4209 holds no remark: the one this desk sent with the decision (P43081 sends it as an
                // attachment), else the order's F4318 remark where the site keeps one.
                recorded[i].remark = remarks[RecordedKey(order: recorded[i].order, outcome: recorded[i].outcome)]
                    ?? (recorded[i].outcome == .forwarded ? nil : kept.orders[recorded[i].order]) ?? ""
            }
            let recordedKeys = Set(recorded.map { RecordedKey(order: $0.order, outcome: $0.outcome) })
            var entries = open.filter { !recordedKeys.contains(RecordedKey(order: $0.order, outcome: $0.outcome)) } + recorded
                + lineDecisions(since: since)
            try await name(&entries)
            return DecidedByMeRead(entries: Self.newestFirst(entries), since: since)
        } catch {
            return DecidedByMeRead(entries: Self.newestFirst(open + lineDecisions(since: since)), since: since,
                                   serverFailure: WorkerFailure(error))
        }
    }

    public func route(of order: OrderKey) async throws -> [RouteStep] {
        try await OrderDetailWorker(gate: gate, database: database).fetchRoute(order)
    }

    public func order(of order: OrderKey) async throws -> OrderDetail {
        try await OrderDetailWorker(gate: gate, database: database).readFromServer(order)
    }

    public func lineRemarks(of order: OrderKey) -> [Double: String] {
        OrderDetailWorker(gate: gate, database: database).lineRemarks(order)
    }

    /// The server's day: the day the server gave at the last read of the queue (`queue_sync`), moved on by
    /// the whole days this machine's clock has run since; this machine's day when there was no such read.
    public func serverToday() -> LocalDate {
        ServerDay.fromQueue(database, username: username, now: clock())
    }

    // MARK: Reads

    private struct RecordedKey: Hashable {
        let order: OrderKey
        let outcome: DecidedByMeEntry.Outcome
    }

    /// The outbox's open decisions as entries, the reject reasons of every decision it kept, and the
    /// remarks of its whole-order decisions by order and outcome.
    private func outboxEntries() -> (open: [DecidedByMeEntry], reasons: [OrderKey: String], remarks: [RecordedKey: String]) {
        let found = try? database.read { c in
            (open: try DecisionOutboxDao().open(for: username, in: c), all: try DecisionOutboxDao().all(for: username, in: c))
        }
        guard let found else { return ([], [:], [:]) }
        var reasons: [OrderKey: String] = [:]
        var remarks: [RecordedKey: String] = [:]
        // Oldest first, so the newest decision's reason and remark win.
        for decision in found.all.reversed() {
            if decision.kind == .reject { reasons[decision.order] = decision.reason }
            let refused = decision.state == .refused || decision.state == .superseded || decision.state == .changed
            guard decision.lines.isEmpty, !refused, !decision.remark.isEmpty else { continue }
            remarks[RecordedKey(order: decision.order, outcome: Self.outcome(decision.kind))] = decision.remark
        }
        let now = Date()
        // A decision held because its order changed stays listed until the order is decided again here.
        var latest: [OrderKey: Int64] = [:]
        for decision in found.all { latest[decision.order] = max(latest[decision.order] ?? 0, decision.id) }
        let held = found.all.filter { $0.state == .changed && latest[$0.order] == $0.id }
        let open = (found.open + held).compactMap { decision -> DecidedByMeEntry? in
            let state: DecidedByMeEntry.State
            switch decision.state {
            case .pending where decision.isWaiting(at: now): state = .waiting
            case .pending: state = .pending
            case .sending: state = .sending
            case .uncertain: state = .uncertain
            case .changed: state = .changed
            default: return nil
            }
            let parts = Calendar(identifier: .gregorian).dateComponents(in: .current, from: decision.createdAt)
            let time = (parts.hour ?? 0) * 10_000 + (parts.minute ?? 0) * 100 + (parts.second ?? 0)
            return DecidedByMeEntry(order: decision.order, outcome: Self.outcome(decision.kind), decidedOn: .day(LocalDate.today(decision.createdAt)), time: time,
                                    remark: decision.remark, reason: decision.reason, forwardedTo: decision.forwardTo, state: state,
                                    sendAfter: state == .waiting ? decision.sendAfter : nil)
        }
        return (open, reasons, remarks)
    }

    /// The line decisions the server confirmed since `since`: F4209 has no row for them (the order still
    /// awaits its other lines; P43081 marks the lines in F4311), so this installation's outbox is their record.
    private func lineDecisions(since: LocalDate) -> [DecidedByMeEntry] {
        let all = (try? database.read { try DecisionOutboxDao().all(for: username, in: $0) }) ?? []
        return all.filter { !$0.lines.isEmpty && $0.state == .confirmed && LocalDate.today($0.updatedAt) >= since }.map { decision in
            let parts = Calendar(identifier: .gregorian).dateComponents(in: .current, from: decision.updatedAt)
            let time = (parts.hour ?? 0) * 10_000 + (parts.minute ?? 0) * 100 + (parts.second ?? 0)
            var entry = DecidedByMeEntry(order: decision.order, outcome: Self.outcome(decision.kind),
                                         decidedOn: .day(LocalDate.today(decision.updatedAt)), time: time, remark: decision.remark,
                                         reason: decision.reason, state: .recorded)
            entry.lines = decision.lines
            return entry
        }
    }

    private static func outcome(_ kind: Decision.Kind) -> DecidedByMeEntry.Outcome {
        switch kind {
        case .approve: .approved
        case .reject: .rejected
        case .forward: .forwarded
        }
    }

    /// The user's F4209 rows decided on or after `since`, a page at a time.
    private func recordedDecisions(since: LocalDate) async throws -> [DecidedByMeEntry] {
        let client = gate.client
        let user = username
        let pageSize = self.pageSize
        let gathered = PageGatherer()
        let pattern = try await gate.perform { session -> String in
            let format = JDEDateFormat.ofUser(session.userInfo.simpleDateFormat)
            gathered.reset()
            try await client.dataService.browse(DecidedByMeService.query(user: user, since: since, dateFormat: format, pageSize: pageSize),
                                    session: session) { page in
                try Task.checkCancellation()
                if page.restarted { gathered.reset() }
                gathered.add(page)
            }
            return session.userInfo.simpleDateFormat
        }
        let dates = RowDateReader(simpleDateFormat: pattern)
        return gathered.result.rows.compactMap { DecidedByMeService.decode($0, dates: dates) }
    }

    /// The order-level `F4318` remarks of these orders, in one read per 500 orders; none where the site
    /// keeps none there or does not let the user read the table (the desk's own remarks then stand).
    private func serverRemarks(of orders: [OrderKey]) async -> OrderRemarks {
        let wanted = Set(orders)
        guard !wanted.isEmpty else { return OrderRemarks() }
        let client = gate.client
        var remarks = OrderRemarks()
        for chunk in Array(Set(wanted.map(\.number))).sorted(by: >).chunked(into: 500) {
            let rows = try? await gate.perform { session in
                try await client.dataService.browseAll(OrderRemarksService.query(orderNumbers: chunk, pageSize: 500), session: session)
            }
            for (key, remark) in OrderRemarks(rows: rows ?? []).orders where wanted.contains(key) { remarks.orders[key] = remark }
        }
        return remarks
    }

    /// Names the approvers forwards went to: from the store, else read from the address book (and kept).
    private func name(_ entries: inout [DecidedByMeEntry]) async throws {
        let wanted = Set(entries.map(\.forwardedTo).filter { $0 > 0 })
        guard !wanted.isEmpty else { return }
        let names = try await MissingNames(gate: gate, database: database).names(of: wanted, pageSize: 500)
        for i in entries.indices where entries[i].forwardedTo > 0 { entries[i].forwardedToName = names[entries[i].forwardedTo] ?? "" }
    }

    /// Newest day first; within a day the later time, then the outbox's open entries, then the higher order number.
    static func newestFirst(_ entries: [DecidedByMeEntry]) -> [DecidedByMeEntry] {
        func day(_ entry: DecidedByMeEntry) -> Int {
            if case .day(let day)? = entry.decidedOn { return day.daysSinceEpoch }
            return Int.min
        }
        return entries.sorted { a, b in
            if day(a) != day(b) { return day(a) > day(b) }
            if a.time != b.time { return a.time > b.time }
            if (a.state == .recorded) != (b.state == .recorded) { return a.state != .recorded }
            return a.order.number > b.order.number
        }
    }
}
