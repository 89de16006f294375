import AIS
import Store

/// Orders' line remarks as last read from `F4318` with their route (`line_remarks`, one row per remarked
/// line), kept so the order's lines show them offline. Per-user data, forgotten at a logout; "clear cached
/// data" empties it with the routes (`InventoryDao.clearCache`), and the next read of a route fills it again.
public struct LineRemarksDao: Sendable {
    public init() {}

    /// The table (schema 27).
    static let migration = Migration(version: 27, name: "line remarks", sql: """
        CREATE TABLE line_remarks (
            doco INTEGER NOT NULL, dcto TEXT NOT NULL, kcoo TEXT NOT NULL, sfxo TEXT NOT NULL,
            lnid REAL NOT NULL, rmk TEXT NOT NULL,
            PRIMARY KEY (doco, dcto, kcoo, sfxo, lnid)) WITHOUT ROWID;
        """)

    private static let whereOrder = "doco = ? AND dcto = ? AND kcoo = ? AND sfxo = ?"

    /// The order's kept line remarks by line number (none when its route was never read).
    public func remarks(of key: OrderKey, in c: Connection) throws -> [Double: String] {
        var remarks: [Double: String] = [:]
        for row in try c.query("SELECT lnid, rmk FROM line_remarks WHERE \(Self.whereOrder)", key.storeValues) {
            guard let line = row.double("lnid"), let remark = row.string("rmk"), !remark.isEmpty else { continue }
            remarks[line] = remark
        }
        return remarks
    }

    /// Replaces the order's kept line remarks by `remarks` (none: the order keeps none); blank ones are
    /// left out.
    public func replace(_ remarks: [Double: String], of key: OrderKey, in c: Connection) throws {
        try c.run("DELETE FROM line_remarks WHERE \(Self.whereOrder)", key.storeValues)
        for (line, remark) in remarks.sorted(by: { $0.key < $1.key }) where !remark.isEmpty {
            try c.run("INSERT INTO line_remarks (doco, dcto, kcoo, sfxo, lnid, rmk) VALUES (?, ?, ?, ?, ?, ?)",
                      key.storeValues + [.real(line), remark.sqlValue])
        }
    }
}
