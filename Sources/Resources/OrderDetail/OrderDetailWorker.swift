import AIS
import Foundation
import Store

/// Reads one order for the order view: header and lines from the store (preloaded), the approval route
/// and the attachments from the server (the route is kept, so it stays readable offline).
public final class OrderDetailWorker: Sendable {
    private let gate: SessionGate
    private let database: Database

    /// Which lines read from the server count as rejected (`approvals.p43081.rejected-status`).
    private let rejectedLines: RejectedLineRule

    public init(gate: SessionGate, database: Database, rejectedLines: RejectedLineRule = .standard) {
        self.rejectedLines = rejectedLines
        self.gate = gate
        self.database = database
    }

    /// What the store holds about the order now.
    public func stored(_ key: OrderKey) throws -> OrderDetail {
        try database.read { c in
            let header = try PurchaseOrderHeadersDao().header(key, in: c)
            let entry = try ApprovalQueueDao().entry(key, in: c)
            let lines = try PurchaseOrderLinesDao().lines(of: key, in: c)
            func name(_ an8: Int?) throws -> String {
                guard let an8 else { return "" }
                return try NamesDao().name(of: an8, in: c) ?? ""
            }
            let statuses = try UserDefinedCodesDao().lineStatusNames(in: c)
            return OrderDetail(key: key, header: header, supplierName: try name(header?.supplier), queueEntry: entry,
                               originatorName: try name(entry?.originator), lines: lines, lineStatusNames: statuses,
                               lineRemarks: try LineRemarksDao().remarks(of: key, in: c))
        }
    }

    /// What the approver saw of the order when they last opened it; nil when never (or not since a logout).
    public func seen(_ key: OrderKey) -> SeenOrder? {
        (try? database.read { try SeenOrdersDao().snapshot(of: key, in: $0) }) ?? nil
    }

    /// The order's figures as the store holds them now (total, currency, each line's item, quantity, unit
    /// cost and amount); nil when the store holds neither its header nor a line.
    public func figures(_ key: OrderKey) -> SeenOrder? {
        (try? database.read { try SeenOrdersDao().stored(key, in: $0) }) ?? nil
    }

    /// Calls `onChange` on the UI thread after each write to the store's order headers or lines (a refresh,
    /// a read of one order, a decision held because its order changed, another process's write told): a
    /// view that shows an order follows the store. The following ends when the answer is released.
    public func follow(_ onChange: @escaping @MainActor () -> Void) -> StoreFollowing {
        StoreFollowing.orders(in: database, onChange)
    }

    /// Keeps what the approver sees of the order now (they opened it): its lines and total as shown, and its
    /// route's steps when shown (nil: not read yet). The home list's `Δ` for it goes (the list follows
    /// `seen_orders`). The same snapshot again (the order read again while open) writes nothing, so the list
    /// is not read again for it.
    public func markSeen(_ detail: OrderDetail, route: [SeenOrder.Step]?, at date: Date = Date()) throws {
        let seen = SeenOrder(lines: detail.lines, header: detail.header, route: route)
        guard self.seen(detail.key) != seen else { return }
        try database.write { try SeenOrdersDao().save(seen, of: detail.key, at: date, in: $0) }
    }

    /// The route as the store last saw it.
    public func storedRoute(_ key: OrderKey) throws -> [RouteStep] {
        try database.read { try ApprovalRouteDao().steps(of: key, in: $0) }
    }

    /// Reads the route (every F4209 row of the order), its remarks (every F4318 row of it: the order's and
    /// its lines') and the approvers' names, and keeps them: the order's remark on the route, the lines' in
    /// `line_remarks`. Remarks are optional: a site that keeps none, or does not grant F4318, has a route
    /// (and its lines keep the remarks last read, none where F4318 was never read).
    public func fetchRoute(_ key: OrderKey) async throws -> [RouteStep] {
        let client = gate.client
        let read = try await gate.perform { session in
            let dates = RowDateReader(simpleDateFormat: session.userInfo.simpleDateFormat)
            let rows = try await client.dataService.browseAll(ApprovalRouteService.query(order: key), session: session)
                .map { ApprovalRouteService.decode($0, dates: dates) }
            let remarks = try? await client.dataService.browseAll(OrderRemarksService.query(order: key), session: session)
            return (rows: rows, remarks: remarks.map(OrderRemarks.init(rows:)))
        }
        let rows = ApprovalRouteService.withRemark(read.rows, read.remarks?.orders[key])
        _ = try await MissingNames(gate: gate, database: database).read(rows.map(\.approver) + rows.map(\.originator), pageSize: 100)
        try database.write { c in
            try ApprovalRouteDao().replace(rows, of: key, in: c)
            // A read of F4318 that failed (refused, or lost) leaves the lines' remarks as last read.
            if let remarks = read.remarks { try LineRemarksDao().replace(remarks.lines[key] ?? [:], of: key, in: c) }
        }
        return try storedRoute(key)
    }

    /// The order's line remarks as the store keeps them (read with its route), by line number.
    public func lineRemarks(_ key: OrderKey) -> [Double: String] {
        (try? database.read { try LineRemarksDao().remarks(of: key, in: $0) }) ?? [:]
    }

    /// Whether the order lines of the queue are still to be read (the home list opens before them, and they
    /// load in the background): an order without stored lines then has its own read at once.
    public func linesPending() -> Bool {
        let found = try? database.read { c in
            (owner: try SessionOwnerDao().owner(in: c)?.username, lines: try DatasetStateDao().state(of: .lines, in: c)?.owner)
        }
        guard let found, let owner = found.owner, let lines = found.lines else { return true }
        return owner != lines
    }

    /// Reads one order's lines now and keeps them (with its row of the home list written again).
    public func fetchLines(_ key: OrderKey) async throws {
        let client = gate.client, rejected = rejectedLines
        let lines = try await gate.perform { session in
            let dates = RowDateReader(simpleDateFormat: session.userInfo.simpleDateFormat)
            return try await client.dataService.browseAll(PurchaseOrderLineService.query(orderNumbers: [key.number], pageSize: 500), session: session)
                .compactMap { PurchaseOrderLineService.decode($0, dates: dates, rejected: rejected) }.filter { $0.key == key }
        }
        try database.write { c in
            try PurchaseOrderLinesDao().replace(lines, of: [key], in: c)
            try OrderQueueDao().refresh([key], in: c)
        }
    }

    /// An order as the server holds it now (header and lines), for one that is not in the queue (decided
    /// already): nothing of it is kept in the queue's tables; its supplier's name is read and kept in
    /// `names` when the store lacks it.
    public func readFromServer(_ key: OrderKey) async throws -> OrderDetail {
        let (header, lines) = try await headerAndLinesFromServer(key)
        var supplierName = ""
        if let supplier = header?.supplier, supplier > 0 {
            let names = try await MissingNames(gate: gate, database: database).names(of: [supplier], pageSize: 10)
            supplierName = names[supplier] ?? ""
        }
        let statuses = try database.read { try UserDefinedCodesDao().lineStatusNames(in: $0) }
        return OrderDetail(key: key, header: header, supplierName: supplierName, queueEntry: nil, originatorName: "", lines: lines,
                           lineStatusNames: statuses)
    }

    /// The order's header (nil when the server holds none) and its lines in order, as the server holds
    /// them now; nothing is kept. Also what an offline decision is checked against before it is sent.
    public func headerAndLinesFromServer(_ key: OrderKey) async throws -> (header: PurchaseOrderHeader?, lines: [PurchaseOrderLine]) {
        let client = gate.client, rejected = rejectedLines
        return try await gate.perform { session in
            let dates = RowDateReader(simpleDateFormat: session.userInfo.simpleDateFormat)
            let header = try await client.dataService.browseAll(PurchaseOrderHeaderService.query(orderNumbers: [key.number], pageSize: 10), session: session)
                .compactMap { PurchaseOrderHeaderService.decode($0, dates: dates) }.first { $0.key == key }
            let lines = try await client.dataService.browseAll(PurchaseOrderLineService.query(orderNumbers: [key.number], pageSize: 500), session: session)
                .compactMap { PurchaseOrderLineService.decode($0, dates: dates, rejected: rejected) }.filter { $0.key == key }
                .sorted { $0.lineNumber < $1.lineNumber }
            return (header, lines)
        }
    }

    /// The order's attachments (media objects of GT4301).
    public func attachments(_ key: OrderKey) async throws -> [MediaObjectInfo] {
        let client = gate.client
        return try await gate.perform { session in
            try await client.mediaService.listMediaObjects(structure: "GT4301", key: Self.mediaKey(key), session: session)
        }
    }

    public func attachmentText(_ key: OrderKey, sequence: Int) async throws -> MediaText {
        let client = gate.client
        return try await gate.perform { session in
            try await client.mediaService.getText(structure: "GT4301", key: Self.mediaKey(key), sequence: sequence, session: session)
        }
    }

    /// A file attachment's bytes, at most `limit` bytes; a larger file fails with a sentence naming it and
    /// its size ("Quote-7731.pdf is 31.4 MB; the limit is 20 MB (attachments.max-mb)"), before its bytes
    /// are read when the server says its size, else as soon as the bytes read pass the limit.
    public func attachmentFile(_ key: OrderKey, _ item: MediaObjectInfo, limit: Int) async throws -> MediaFile {
        let client = gate.client
        guard let sequence = item.sequence else { throw WorkerFailure(kind: .refused, message: Self.unnumbered) }
        do {
            return try await gate.perform { session in
                try await client.mediaService.download(structure: "GT4301", key: Self.mediaKey(key), sequence: sequence, limit: limit, session: session)
            }
        } catch AISError.answerTooLarge(let declared, let limit) {
            throw WorkerFailure(kind: .refused, message: Self.tooLarge(item.fileName.isEmpty ? item.itemName : item.fileName,
                                                                       declared: declared ?? item.size, limit: limit))
        }
    }

    /// Why an attachment the list gave no sequence number cannot be read (every read names one, §7).
    public static let unnumbered = "the server listed it without a sequence number, so it cannot be asked for"

    /// "Quote-7731.pdf is 31.4 MB; the limit is 20 MB (attachments.max-mb)", or "is over 20 MB" when its size is not known.
    static func tooLarge(_ name: String, declared: Int?, limit: Int) -> String {
        let size = declared.map { $0 > limit ? "is \(ByteCount.words($0))" : "is over \(ByteCount.words(limit))" }
            ?? "is over \(ByteCount.words(limit))"
        return "\(AttachmentFileName.safe(name)) \(size); the limit is \(ByteCount.words(limit)) (attachments.max-mb)"
    }

    static func mediaKey(_ key: OrderKey) -> [String] { [String(key.number), key.type, key.company, key.suffix] }

    /// Reject reasons (43/RR) for the reject dialog.
    public func rejectReasons() throws -> [UserDefinedCode] {
        try database.read { try UserDefinedCodesDao().rejectReasons(in: $0) }
    }
}

/// A view's following of the store (`OrderDetailWorker.follow`, `QueueListWorker.followOrders`): it ends
/// when this is released.
public final class StoreFollowing: Sendable {
    private let token: ObservationToken
    init(_ token: ObservationToken) { self.token = token }
    deinit { token.cancel() }

    /// Calls `onChange` on the UI thread after each write to the store's order headers or lines.
    static func orders(in database: Database, _ onChange: @escaping @MainActor () -> Void) -> StoreFollowing {
        StoreFollowing(database.observe(tables: ["order_headers", "order_lines"]) { _ in
            MainActor.assumeIsolated { onChange() }
        })
    }
}
