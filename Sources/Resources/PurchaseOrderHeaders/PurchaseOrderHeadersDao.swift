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

    /// Of these headers' change stamps (`F4301` `UPMJ`/`TDAY`), the keys of the stored headers whose stamp
    /// is another: orders the store holds that changed since they were read. Headers not stored are left out.
    public func moved(_ stamps: [(key: OrderKey, day: ServerDate?, time: Int)], in c: Connection) throws -> [OrderKey] {
        var moved: [OrderKey] = []
        for stamp in stamps {
            guard let stored = try c.first("SELECT upmj, tday FROM order_headers WHERE doco = ? AND dcto = ? AND kcoo = ? AND sfxo = ?",
                                           stamp.key.storeValues) else { continue }
            if stored.string("upmj") ?? "" != stamp.day?.stored ?? "" || stored.int("tday") ?? 0 != stamp.time { moved.append(stamp.key) }
        }
        return moved
    }
}
