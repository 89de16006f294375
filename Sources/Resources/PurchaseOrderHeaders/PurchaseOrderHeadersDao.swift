import AIS
import Store

/// The order headers in the local store (`order_headers`, one row per queued order, written by the
/// preload through `insertQueued`).
public struct PurchaseOrderHeadersDao: Sendable {
    public init() {}

    /// The stored header of the order, nil when it is not stored.
    public func header(_ key: OrderKey, in c: Connection) throws -> PurchaseOrderHeader? {
        try c.first("SELECT * FROM order_headers WHERE doco = ? AND dcto = ? AND kcoo = ? AND sfxo = ?", key.storeValues)
            .map(PurchaseOrderHeader.init(storeRow:))
    }

    /// The order's total and currency as stored, nil when the order is not stored.
    public func total(of key: OrderKey, in c: Connection) throws -> (total: Double, currency: String)? {
        try c.first("SELECT otot, crcd FROM order_headers WHERE doco = ? AND dcto = ? AND kcoo = ? AND sfxo = ?", key.storeValues)
            .map { (total: $0.double("otot") ?? 0, currency: $0.string("crcd") ?? "") }
    }
}
