import AIS
import Store

/// One row of the home list: an awaiting order with what the list shows about it.
public struct OrderQueueRow: Sendable, Equatable {
    public var key: OrderKey
    public var supplier: Int
    public var supplierName: String
    public var originator: Int
    public var originatorName: String
    public var orderDate: LocalDate?
    public var amount: Double
    public var currency: String
    public var lineCount: Int
    public var branch: String
    /// A decision on it is on its way (in the outbox).
    public var sending: Bool = false

    public init(key: OrderKey, supplier: Int, supplierName: String, originator: Int, originatorName: String,
                orderDate: LocalDate?, amount: Double, currency: String, lineCount: Int, branch: String, sending: Bool = false) {
        self.key = key
        self.supplier = supplier
        self.supplierName = supplierName
        self.originator = originator
        self.originatorName = originatorName
        self.orderDate = orderDate
        self.amount = amount
        self.currency = currency
        self.lineCount = lineCount
        self.branch = branch
        self.sending = sending
    }
}

/// Reads the home list from the store a window at a time, so 100,000 orders cost no more than 50.
public struct OrderQueueDao: Sendable {
    public init() {}

    public func count(in c: Connection) throws -> Int {
        try c.scalar("SELECT count(*) FROM approval_queue").int ?? 0
    }

    /// The rows from `offset`, at most `limit`, newest order first.
    public func window(offset: Int, limit: Int, in c: Connection) throws -> [OrderQueueRow] {
        try window(where: "1 = 1", [], limit: limit, offset: offset, in: c)
    }

    func window(where filter: String, _ params: [SQLValue], limit: Int = 1, offset: Int = 0, in c: Connection) throws -> [OrderQueueRow] {
        try c.query("""
            SELECT q.doco, q.dcto, q.kcoo, q.sfxo, q.trdj, q.an8 AS originator, q.mcu,
                   h.an8 AS supplier, h.otot, h.crcd, s.alph AS supplier_name, o.alph AS originator_name,
                   (SELECT count(*) FROM order_lines l WHERE l.doco = q.doco AND l.dcto = q.dcto
                        AND l.kcoo = q.kcoo AND l.sfxo = q.sfxo) AS line_count,
                   EXISTS (SELECT 1 FROM decision_outbox d WHERE d.doco = q.doco AND d.dcto = q.dcto AND d.kcoo = q.kcoo
                        AND d.sfxo = q.sfxo AND d.state IN ('pending', 'sending', 'uncertain')) AS sending
            FROM approval_queue q
            LEFT JOIN order_headers h ON h.doco = q.doco AND h.dcto = q.dcto AND h.kcoo = q.kcoo AND h.sfxo = q.sfxo
            LEFT JOIN names s ON s.an8 = h.an8
            LEFT JOIN names o ON o.an8 = q.an8
            WHERE \(filter)
            ORDER BY q.doco DESC, q.dcto, q.kcoo, q.sfxo
            LIMIT ? OFFSET ?
            """, params + [.integer(Int64(max(0, limit))), .integer(Int64(max(0, offset)))]).map { r in
            OrderQueueRow(key: OrderKey(storeRow: r), supplier: r.int("supplier") ?? 0,
                          supplierName: r.string("supplier_name") ?? "", originator: r.int("originator") ?? 0,
                          originatorName: r.string("originator_name") ?? "", orderDate: LocalDate(iso: r.string("trdj") ?? ""),
                          amount: r.double("otot") ?? 0, currency: r.string("crcd") ?? "", lineCount: r.int("line_count") ?? 0,
                          branch: r.string("mcu") ?? "", sending: r.bool("sending") ?? false)
        }
    }

    /// The rows of these orders (for the confirm dialog), in the order given.
    public func rows(_ keys: [OrderKey], in c: Connection) throws -> [OrderQueueRow] {
        try keys.compactMap { key in
            try window(where: "q.doco = ? AND q.dcto = ? AND q.kcoo = ? AND q.sfxo = ?", key.storeValues, in: c).first
        }
    }
}
