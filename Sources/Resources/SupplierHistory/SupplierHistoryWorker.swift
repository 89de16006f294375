import AIS
import Foundation
import Store

/// What the order view asks of a supplier's history; a protocol so its tests answer without a server.
public protocol SupplierHistoryReading: Sendable {
    /// The history as kept, nil when never read.
    func stored(_ supplier: Int) -> SupplierHistory?
    /// Reads this year's and last year's orders of the supplier (as of `today`) and keeps them.
    func read(_ supplier: Int, today: LocalDate) async throws -> SupplierHistory
}

/// Reads a supplier's orders of this year and last from F4301 (at most `cap`, newest first), the status
/// of the newest from F4209, and keeps them.
public final class SupplierHistoryWorker: SupplierHistoryReading {
    /// Orders read at most per supplier: the newest are what the view shows; totals say when capped.
    public static let cap = 2_000
    /// The newest orders whose status is read (one request): twice the five an order view shows, since
    /// the history is the supplier's and the orders of its own queue are among its newest.
    public static let withStatus = 10
    private let gate: SessionGate
    private let database: Database
    private let dao = SupplierHistoryDao()
    private let now: @Sendable () -> Date

    public init(gate: SessionGate, database: Database, now: @escaping @Sendable () -> Date = Date.init) {
        self.gate = gate
        self.database = database
        self.now = now
    }

    public func stored(_ supplier: Int) -> SupplierHistory? {
        try? database.read { try dao.history(of: supplier, in: $0) }
    }

    public func read(_ supplier: Int, today: LocalDate) async throws -> SupplierHistory {
        let client = gate.client
        let since = LocalDate(year: today.year - 1, month: 1, day: 1) ?? today
        let (orders, truncated) = try await gate.perform { session -> ([SupplierHistory.Order], Bool) in
            let dates = RowDateReader(simpleDateFormat: session.userInfo.simpleDateFormat)
            let format = dates.userFormat
            let query = SupplierHistoryService.orders(of: supplier, since: since, dateFormat: format, pageSize: 500)
            var found: [SupplierHistory.Order] = []
            var (page, next) = try await client.dataService.firstPage(query, session: session)
            while true {
                found += page.rows.compactMap { SupplierHistoryService.decode($0, supplier: supplier, dates: dates) }
                guard let cursor = next, found.count < Self.cap else { break }
                (page, next) = try await client.dataService.nextPage(cursor, session: session)
            }
            return (found, next != nil || found.count > Self.cap)
        }
        // Newest first whatever order the server kept; a day it could not read sorts last.
        var newest = Array(orders.sorted { a, b in
            let (x, y) = (a.date?.day, b.date?.day)
            if x != y { return x.map { d in y.map { d > $0 } ?? true } ?? false }
            return a.key.number > b.key.number
        }.prefix(Self.cap))
        let recent = Array(newest.prefix(Self.withStatus))
        if !recent.isEmpty {
            let rows = try await gate.perform { session in
                try await client.dataService.browseAll(SupplierHistoryService.statuses(of: recent.map { $0.key.number }), session: session)
            }
            for i in newest.indices.prefix(Self.withStatus) {
                let key = newest[i].key
                let statuses = rows.filter { OrderKey(row: $0) == key }.compactMap { $0.string("ASTS") }
                newest[i].status = SupplierHistoryService.status(of: statuses)
            }
        }
        let history = SupplierHistory(supplier: supplier, orders: newest, readAt: now(), truncated: truncated)
        try database.write { try dao.save(history, in: $0) }
        return history
    }
}
