import AIS
import Store

/// Orders' approval routes as last read (`approval_route`, one row per step), kept so the order view
/// shows them offline; "clear cached data" empties them (`InventoryDao.clearCache`).
public struct ApprovalRouteDao: Sendable {
    public init() {}

    /// The remark each step was decided with (schema 21).
    static let remarkMigration = Migration(version: 21, name: "remarks in approval routes", sql: """
        ALTER TABLE approval_route ADD COLUMN rmk TEXT NOT NULL DEFAULT '';
        """)

    /// The order's kept route in its order, each approver named from `names` (blank when not stored). A
    /// step decided here shows the remark this desk sent with that decision (the newest one of the user who
    /// decided it, of the same verdict, not refused); any other, the order's `F4318` remark kept with it.
    public func steps(of key: OrderKey, in c: Connection) throws -> [RouteStep] {
        try c.query("""
            SELECT r.*, n.alph,
                   (SELECT d.remark FROM decision_outbox d
                    WHERE d.doco = r.doco AND d.dcto = r.dcto AND d.kcoo = r.kcoo AND d.sfxo = r.sfxo AND d.remark != ''
                      AND d.lines = '' AND upper(trim(d.username)) = upper(trim(r.rdb))
                      AND d.kind = CASE WHEN r.asts IN ('1A', '2A') THEN 'approve' WHEN r.asts IN ('1R', '2R') THEN 'reject' END
                      AND d.state NOT IN ('refused', 'superseded', 'stale')
                    ORDER BY d.id DESC LIMIT 1) AS desk_remark
            FROM approval_route r LEFT JOIN names n ON n.an8 = r.rper
            WHERE r.doco = ? AND r.dcto = ? AND r.kcoo = ? AND r.sfxo = ? ORDER BY r.seq
            """, key.storeValues).map { r in
            // The remark this desk sent with the step's decision is that decision's own; the order's F4318
            // remark (kept on its newest decision) names no approver.
            let desk = r.string("desk_remark") ?? ""
            let remark = desk.isEmpty ? r.string("rmk") ?? "" : desk
            return RouteStep(row: ApprovalRouteRow(approver: r.int("rper") ?? 0, status: r.string("asts") ?? "", decidedBy: r.string("rdb") ?? "",
                                                   decidedOn: ServerDate(stored: r.string("rdj") ?? ""), decidedAt: r.int("rdt") ?? 0,
                                                   route: r.string("artg") ?? "", approverType: r.string("aty") ?? "",
                                                   originator: r.int("an8") ?? 0,
                                                   remark: remark),
                             approverName: r.string("alph") ?? "")
        }
    }

    /// Replaces the order's kept route by `rows`, numbered in their order.
    public func replace(_ rows: [ApprovalRouteRow], of key: OrderKey, in c: Connection) throws {
        try c.run("DELETE FROM approval_route WHERE doco = ? AND dcto = ? AND kcoo = ? AND sfxo = ?", key.storeValues)
        for (i, r) in rows.enumerated() {
            try c.run("""
                INSERT INTO approval_route (doco, dcto, kcoo, sfxo, seq, rper, asts, rdb, rdj, rdt, artg, aty, an8, rmk)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, key.storeValues + [i.sqlValue, r.approver.sqlValue, r.status.sqlValue, r.decidedBy.sqlValue,
                                        (r.decidedOn?.stored ?? "").sqlValue, r.decidedAt.sqlValue, r.route.sqlValue,
                                        r.approverType.sqlValue, r.originator.sqlValue, r.remark.sqlValue])
        }
    }
}
