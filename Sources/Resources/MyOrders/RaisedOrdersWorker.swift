import AIS
import Foundation
import Store

/// What "My orders" asks of the user's raised orders; a protocol so its tests answer without a server.
public protocol RaisedOrdersReading: ServerOrderReading {
    /// What is kept, newest change first, each with whether it changed since the user saw it.
    func stored() throws -> (orders: [(order: RaisedOrder, changedSinceSeen: Bool)], readAt: Date?)
    /// Reads them from the server and keeps them.
    func read() async throws -> [(order: RaisedOrder, changedSinceSeen: Bool)]
    /// The user saw `order` as it stands now.
    func markSeen(_ order: OrderKey) throws
    /// The server's day (days waiting count to it).
    func serverToday() -> LocalDate
}

/// Reads the orders the user raised and keeps them (offline reading, and `Δ` for where an order stands
/// changed since the list last showed it: a read shows its orders, so each is seen as it stands then).
/// A read is whole the first time and once `fullReadAfter` has passed; otherwise it is a delta, as the
/// queue's (contract §4): the user's `F4209` rows written since the server's day at the last read, then
/// every row of the orders they belong to (an order's standing comes from all its rows), their headers
/// and the names the store lacks. A delta in which nothing was written asks one page and nothing more.
/// What a delta does not see: a header amended while its rows stand still (F4209 has no stamp for that),
/// and an order whose rows were deleted; the next whole read brings both.
public final class RaisedOrdersWorker: RaisedOrdersReading {
    private let gate: SessionGate
    private let database: Database
    private let originator: Int
    private let pageSize: Int
    private let fullReadAfter: TimeInterval
    private let clock: @Sendable () -> Date
    private let dao = RaisedOrdersDao()

    public init(gate: SessionGate, database: Database, originator: Int, pageSize: Int = 500, fullReadAfter: TimeInterval = 24 * 3600,
                clock: @escaping @Sendable () -> Date = { Date() }) {
        self.gate = gate
        self.database = database
        self.originator = originator
        self.pageSize = pageSize
        self.fullReadAfter = fullReadAfter
        self.clock = clock
    }

    /// What is kept, newest change first.
    public func stored() throws -> (orders: [(order: RaisedOrder, changedSinceSeen: Bool)], readAt: Date?) {
        try database.read { try dao.orders(in: $0) }
    }

    /// Reads the user's orders from the server, whole or what changed, and keeps them.
    public func read() async throws -> [(order: RaisedOrder, changedSinceSeen: Bool)] {
        let now = clock()
        let kept = try database.read { try dao.readState(in: $0) }
        let since = kept.flatMap { state -> LocalDate? in
            guard let day = state.sinceDay, let fullAt = state.fullAt, abs(now.timeIntervalSince(fullAt)) <= fullReadAfter else { return nil }
            return day
        }
        let session = try await gate.perform { $0 }
        let dates = RowDateReader(simpleDateFormat: session.userInfo.simpleDateFormat)
        let read = try await rows(since: since, dates: dates)
        var orders = RaisedOrder.orders(from: read.rows)
        // An order read again whose rows no longer say where it stands (only `3N` rows) is forgotten.
        let gone = read.orders.subtracting(orders.map(\.key))
        try await addHeadersAndNames(to: &orders, dates: dates)
        let state = RaisedOrdersDao.ReadState(readAt: now, sinceDay: read.serverDay, fullAt: since == nil ? now : kept?.fullAt)
        let changed = orders
        return try database.write { c in
            if since == nil {
                try dao.replace(with: changed, state: state, in: c)
            } else {
                try dao.update(changed, gone: Array(gone), state: state, in: c)
            }
            let read = try dao.orders(in: c).orders
            try dao.markAllSeen(in: c)
            return read
        }
    }

    /// Every row of the user's orders (`since` nil), or every row of those with a row written since the
    /// day; with the orders read (those whose rows are all here) and the server's day of the first read.
    private func rows(since: LocalDate?, dates: RowDateReader) async throws
        -> (rows: [(key: OrderKey, row: ApprovalRouteRow)], orders: Set<OrderKey>, serverDay: LocalDate?) {
        let (originator, pageSize) = (self.originator, self.pageSize)
        func decoded(_ rows: [DataRow]) -> [(key: OrderKey, row: ApprovalRouteRow)] {
            rows.compactMap { RaisedOrdersService.decode($0, originator: originator, dates: dates) }
        }
        guard let since else {
            let all = try await gate.rowsAndServerDay(RaisedOrdersService.query(originator: originator, pageSize: pageSize))
            let rows = decoded(all.rows)
            return (rows, Set(rows.map(\.key)), all.serverDay)
        }
        let written = try await gate.rowsAndServerDay(RaisedOrdersService.changedQuery(originator: originator, since: since, dateFormat: dates.userFormat,
                                                                                        pageSize: pageSize))
        // The server's day when this read began: every later write is stamped that day or after.
        let serverDay = written.serverDay ?? since
        let changed = Set(decoded(written.rows).map(\.key))
        var rows: [(key: OrderKey, row: ApprovalRouteRow)] = []
        for chunk in Array(Set(changed.map(\.number))).sorted(by: >).chunked(into: 500) {
            let query = RaisedOrdersService.query(originator: originator, orderNumbers: chunk, pageSize: pageSize)
            rows += decoded(try await gate.rowsAndServerDay(query).rows).filter { changed.contains($0.key) }
        }
        return (rows, changed, serverDay)
    }

    /// Each order's supplier, total and currency from its header (`F4301`), and the names of its supplier
    /// and of the approver it awaits, from the store or read.
    private func addHeadersAndNames(to orders: inout [RaisedOrder], dates: RowDateReader) async throws {
        guard !orders.isEmpty else { return }
        let client = gate.client
        var headers: [OrderKey: PurchaseOrderHeader] = [:]
        for chunk in Array(Set(orders.map(\.key.number))).sorted(by: >).chunked(into: 500) {
            let rows = try await gate.perform { session in
                try await client.dataService.browseAll(PurchaseOrderHeaderService.query(orderNumbers: chunk, pageSize: 500), session: session)
            }
            for header in rows.compactMap({ PurchaseOrderHeaderService.decode($0, dates: dates) }) { headers[header.key] = header }
        }
        for i in orders.indices {
            if let header = headers[orders[i].key] {
                (orders[i].supplier, orders[i].total, orders[i].currency) = (header.supplier, header.total, header.currency)
            }
        }
        let people = orders.flatMap { order -> [Int] in
            switch order.standing {
            case .awaiting(let approver, _, _): return [order.supplier, approver]
            case .forwarded(_, let to, _): return [order.supplier, to]
            default: return [order.supplier]
            }
        }
        let names = try await MissingNames(gate: gate, database: database).names(of: Set(people.filter { $0 > 0 }), pageSize: 500)
        for i in orders.indices {
            orders[i].supplierName = names[orders[i].supplier] ?? ""
            switch orders[i].standing {
            case .awaiting(let approver, _, _): orders[i].approverName = names[approver] ?? ""
            case .forwarded(_, let to, _): orders[i].approverName = names[to] ?? ""
            default: break
            }
        }
    }

    /// The server's day at the last read of these orders, moved on by the days passed since (before any
    /// read, nothing is listed: this machine's day).
    public func serverToday() -> LocalDate {
        let state = try? database.read { try dao.readState(in: $0) }
        return ServerDay.today(read: state.flatMap { s in s.sinceDay.map { ($0, s.readAt) } }, now: clock())
    }

    public func markSeen(_ order: OrderKey) throws {
        try database.write { try dao.markSeen(order, in: $0) }
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
}
