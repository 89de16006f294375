import AIS
import Store

extension OrderKey {
    /// DOCO, DCTO, KCOO, SFXO: the key columns of every order table, in this order.
    var storeValues: [SQLValue] { [number.sqlValue, type.sqlValue, company.sqlValue, suffix.sqlValue] }

    init(storeRow row: Row) {
        self.init(number: row.int("doco") ?? 0, type: row.string("dcto") ?? "", company: row.string("kcoo") ?? "",
                  suffix: row.string("sfxo") ?? "")
    }

    /// The keys a query answers as its first four columns (DOCO, DCTO, KCOO, SFXO), read in place: the
    /// preload looks up which orders of a write are queued and which have lines stored already (thousands
    /// of keys a write), where a `Row` per key and its columns found by name were a tenth of its storing.
    static func keys(_ sql: String, _ params: [SQLValue], in c: Connection) throws -> [OrderKey] {
        var keys: [OrderKey] = []
        try c.forEachInPlace(sql, params) { r in
            let type = r.withText(1) { String(decoding: $0, as: UTF8.self) }
            let company = r.withText(2) { String(decoding: $0, as: UTF8.self) }
            let suffix = r.withText(3) { String(decoding: $0, as: UTF8.self) }
            keys.append(OrderKey(number: Int(r.int64(0)), type: type, company: company, suffix: suffix))
        }
        return keys
    }

    /// The order key of a data-service row that carries DOCO, DCTO, KCOO and SFXO; nil without one.
    init?(row: DataRow) {
        guard let number = row.int("DOCO"), let type = row.string("DCTO"), !type.isEmpty else { return nil }
        self.init(number: number, type: type, company: row.string("KCOO") ?? "", suffix: row.string("SFXO") ?? "")
    }
}
