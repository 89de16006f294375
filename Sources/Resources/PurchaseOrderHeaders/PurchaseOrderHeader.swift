import AIS
import Store

/// A purchase order's header (F4301).
public struct PurchaseOrderHeader: Sendable, Equatable {
    public var key: OrderKey
    public var branch: String            // MCU, trimmed
    public var supplier: Int             // AN8
    public var orderDate: ServerDate?     // TRDJ
    public var requestedDate: ServerDate? // DRQJ
    public var currency: String          // CRCD
    public var total: Double             // OTOT, in display units
    public var orderedBy: String         // ORBY
    public var reference: String         // VR01
    /// When the order was last changed (UPMJ, TDAY as HHmmss): a refresh reads the headers changed since a
    /// day and re-reads those whose stamp differs from this one.
    public var changedOn: ServerDate?     // UPMJ
    public var changedAt: Int             // TDAY

    public init(key: OrderKey, branch: String, supplier: Int, orderDate: ServerDate?, requestedDate: ServerDate?,
                currency: String, total: Double, orderedBy: String, reference: String, changedOn: ServerDate? = nil,
                changedAt: Int = 0) {
        self.key = key
        self.branch = branch
        self.supplier = supplier
        self.orderDate = orderDate
        self.requestedDate = requestedDate
        self.currency = currency
        self.total = total
        self.orderedBy = orderedBy
        self.reference = reference
        self.changedOn = changedOn
        self.changedAt = changedAt
    }
}

extension PurchaseOrderHeader: StoredRecord {
    public static let storeTable = "order_headers"
    public static let storeColumns = ["doco", "dcto", "kcoo", "sfxo", "mcu", "an8", "trdj", "drqj", "crcd", "otot", "orby", "vr01", "upmj", "tday"]
    public var storeValues: [SQLValue] {
        key.storeValues + [branch.sqlValue, supplier.sqlValue, (orderDate?.stored ?? "").sqlValue,
                           (requestedDate?.stored ?? "").sqlValue, currency.sqlValue, total.sqlValue,
                           orderedBy.sqlValue, reference.sqlValue, (changedOn?.stored ?? "").sqlValue, changedAt.sqlValue]
    }

    init(storeRow r: Row) {
        self.init(key: OrderKey(storeRow: r), branch: r.string("mcu") ?? "", supplier: r.int("an8") ?? 0,
                  orderDate: ServerDate(stored: r.string("trdj") ?? ""), requestedDate: ServerDate(stored: r.string("drqj") ?? ""),
                  currency: r.string("crcd") ?? "", total: r.double("otot") ?? 0, orderedBy: r.string("orby") ?? "",
                  reference: r.string("vr01") ?? "", changedOn: ServerDate(stored: r.string("upmj") ?? ""),
                  changedAt: r.int("tday") ?? 0)
    }
}
