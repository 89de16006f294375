import AIS
import Store

/// Orders' approval routes as last read (`approval_route`, one row per step), kept so the order view
/// shows them offline; "clear cached data" empties them (`InventoryDao.clearCache`).
public struct ApprovalRouteDao: Sendable {
    public init() {}

    /// The order's kept route in its order, each approver named from `names` (blank when not stored).
    public func steps(of key: OrderKey, in c: Connection) throws -> [RouteStep] {
        try c.query("""
            SELECT r.*, n.alph FROM approval_route r LEFT JOIN names n ON n.an8 = r.rper
            WHERE r.doco = ? AND r.dcto = ? AND r.kcoo = ? AND r.sfxo = ? ORDER BY r.seq
            """, key.storeValues).map { r in
            RouteStep(row: ApprovalRouteRow(approver: r.int("rper") ?? 0, status: r.string("asts") ?? "", decidedBy: r.string("rdb") ?? "",
                                            decidedOn: ServerDate(stored: r.string("rdj") ?? ""), route: r.string("artg") ?? "",
                                            approverType: r.string("aty") ?? ""),
                      approverName: r.string("alph") ?? "")
        }
    }

    /// Replaces the order's kept route by `rows`, numbered in their order.
    public func replace(_ rows: [ApprovalRouteRow], of key: OrderKey, in c: Connection) throws {
        try c.run("DELETE FROM approval_route WHERE doco = ? AND dcto = ? AND kcoo = ? AND sfxo = ?", key.storeValues)
        for (i, r) in rows.enumerated() {
            try c.run("""
                INSERT INTO approval_route (doco, dcto, kcoo, sfxo, seq, rper, asts, rdb, rdj, artg, aty)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, key.storeValues + [i.sqlValue, r.approver.sqlValue, r.status.sqlValue, r.decidedBy.sqlValue,
                                        (r.decidedOn?.stored ?? "").sqlValue, r.route.sqlValue, r.approverType.sqlValue])
        }
    }
}
