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
}

/// Reads the orders the user raised: their `F4209` rows, then the headers (supplier, total) and the
/// approvers' names of those orders, and keeps them (offline reading, and `Δ` for where an order stands
/// changed since the list last showed it: a read shows its orders, so each is seen as it stands then).
public final class RaisedOrdersWorker: RaisedOrdersReading {
    private let gate: SessionGate
    private let database: Database
    private let originator: Int
    private let pageSize: Int
    private let dao = RaisedOrdersDao()

    public init(gate: SessionGate, database: Database, originator: Int, pageSize: Int = 500) {
        self.gate = gate
        self.database = database
        self.originator = originator
        self.pageSize = pageSize
    }

    /// What is kept, newest change first.
    public func stored() throws -> (orders: [(order: RaisedOrder, changedSinceSeen: Bool)], readAt: Date?) {
        try database.read { try dao.orders(in: $0) }
    }

    /// Reads the user's orders from the server and keeps them.
    public func read() async throws -> [(order: RaisedOrder, changedSinceSeen: Bool)] {
        let (client, originator, pageSize) = (gate.client, self.originator, self.pageSize)
        var orders = try await gate.perform { session -> [RaisedOrder] in
            let dates = RowDateReader(simpleDateFormat: session.userInfo.simpleDateFormat)
            let rows = try await client.dataService.browseAll(RaisedOrdersService.query(originator: originator, pageSize: pageSize), session: session)
            let raised = RaisedOrder.orders(from: rows.compactMap { RaisedOrdersService.decode($0, originator: originator, dates: dates) })
            var headers: [OrderKey: PurchaseOrderHeader] = [:]
            for chunk in Array(Set(raised.map(\.key.number))).sorted(by: >).chunked(into: 500) {
                let rows = try await client.dataService.browseAll(PurchaseOrderHeaderService.query(orderNumbers: chunk, pageSize: 500), session: session)
                for header in rows.compactMap({ PurchaseOrderHeaderService.decode($0, dates: dates) }) { headers[header.key] = header }
            }
            return raised.map { order in
                var order = order
                if let header = headers[order.key] {
                    (order.supplier, order.total, order.currency) = (header.supplier, header.total, header.currency)
                }
                return order
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
        // Each order is marked `Δ` against where it stood when the user last saw the list, and is seen now.
        let kept = orders
        return try database.write { c in
            try dao.replace(with: kept, readAt: Date(), in: c)
            let read = try dao.orders(in: c).orders
            try dao.markAllSeen(in: c)
            return read
        }
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
