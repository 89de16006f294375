import AIS

/// Reads purchase order headers (F4301) for a set of order numbers.
public struct PurchaseOrderHeaderService: Sendable {
    public static let table = "F4301"
    static let columns = ["DOCO", "DCTO", "KCOO", "SFXO", "MCU", "AN8", "TRDJ", "DRQJ", "CRCD", "OTOT", "ORBY", "VR01"]

    public static func query(orderNumbers: [Int], pageSize: Int) -> DataServiceQuery {
        DataServiceQuery(
            table: table, columns: columns,
            conditions: [Condition(column: "DOCO", op: .list, values: orderNumbers.map(String.init))],
            matchAll: true, orderBy: [.init(column: "DOCO", ascending: false)], pageSize: pageSize)
    }

    public static func decode(_ row: DataRow, dates: RowDateReader) -> PurchaseOrderHeader? {
        guard let key = OrderKey(row: row) else { return nil }
        return PurchaseOrderHeader(
            key: key, branch: row.string("MCU") ?? "", supplier: row.int("AN8") ?? 0,
            orderDate: row.date("TRDJ", reader: dates), requestedDate: row.date("DRQJ", reader: dates),
            currency: row.string("CRCD") ?? "", total: row.double("OTOT") ?? 0,
            orderedBy: row.string("ORBY") ?? "", reference: row.string("VR01") ?? "")
    }
}
