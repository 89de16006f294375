import AIS
import Store

extension OrderKey {
    /// DOCO, DCTO, KCOO, SFXO: the key columns of every order table, in this order.
    var storeValues: [SQLValue] { [number.sqlValue, type.sqlValue, company.sqlValue, suffix.sqlValue] }

    init(storeRow row: Row) {
        self.init(number: row.int("doco") ?? 0, type: row.string("dcto") ?? "", company: row.string("kcoo") ?? "",
                  suffix: row.string("sfxo") ?? "")
    }

    /// The order key of a data-service row that carries DOCO, DCTO, KCOO and SFXO; nil without one.
    init?(row: DataRow) {
        guard let number = row.int("DOCO"), let type = row.string("DCTO"), !type.isEmpty else { return nil }
        self.init(number: number, type: type, company: row.string("KCOO") ?? "", suffix: row.string("SFXO") ?? "")
    }
}
