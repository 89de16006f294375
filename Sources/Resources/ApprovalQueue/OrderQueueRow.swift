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

    public init(key: OrderKey, supplier: Int, supplierName: String, originator: Int, originatorName: String,
                orderDate: LocalDate?, amount: Double, currency: String, lineCount: Int, branch: String) {
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
        try c.query("""
            SELECT q.doco, q.dcto, q.kcoo, q.sfxo, q.trdj, q.an8 AS originator, q.mcu,
                   h.an8 AS supplier, h.otot, h.crcd, s.alph AS supplier_name, o.alph AS originator_name,
                   (SELECT count(*) FROM order_lines l WHERE l.doco = q.doco AND l.dcto = q.dcto
                        AND l.kcoo = q.kcoo AND l.sfxo = q.sfxo) AS line_count
            FROM approval_queue q
            LEFT JOIN order_headers h ON h.doco = q.doco AND h.dcto = q.dcto AND h.kcoo = q.kcoo AND h.sfxo = q.sfxo
            LEFT JOIN names s ON s.an8 = h.an8
            LEFT JOIN names o ON o.an8 = q.an8
            ORDER BY q.doco DESC, q.dcto, q.kcoo, q.sfxo
            LIMIT ? OFFSET ?
            """, [.integer(Int64(max(0, limit))), .integer(Int64(max(0, offset)))]).map { r in
            OrderQueueRow(key: OrderKey(storeRow: r), supplier: r.int("supplier") ?? 0,
                          supplierName: r.string("supplier_name") ?? "", originator: r.int("originator") ?? 0,
                          originatorName: r.string("originator_name") ?? "", orderDate: LocalDate(iso: r.string("trdj") ?? ""),
                          amount: r.double("otot") ?? 0, currency: r.string("crcd") ?? "", lineCount: r.int("line_count") ?? 0,
                          branch: r.string("mcu") ?? "")
        }
    }
}
