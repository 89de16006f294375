import AIS

/// Reads purchase order lines (F4311) for a set of order numbers.
public struct PurchaseOrderLineService: Sendable {
    public static let table = "F4311"
    static let columns = ["DOCO", "DCTO", "KCOO", "SFXO", "LNID", "LNTY", "ITM", "LITM", "DSC1", "DSC2", "MCU", "UOM",
                          "UORG", "PRRC", "AEXP", "CRCD", "DRQJ", "LTTR", "NXTR"]

    public static func query(orderNumbers: [Int], pageSize: Int) -> DataServiceQuery {
        DataServiceQuery(
            table: table, columns: columns,
            conditions: [Condition(column: "DOCO", op: .list, values: orderNumbers.map(String.init))],
            matchAll: true,
            orderBy: [.init(column: "DOCO", ascending: false), .init(column: "LNID", ascending: true)],
            pageSize: pageSize)
    }

    public static func decode(_ row: DataRow, dates: RowDateReader) -> PurchaseOrderLine? {
        guard let key = OrderKey(row: row), let lineNumber = row.double("LNID") else { return nil }
        return PurchaseOrderLine(
            key: key, lineNumber: lineNumber, lineType: row.string("LNTY") ?? "", shortItem: row.int("ITM") ?? 0,
            item: row.string("LITM") ?? "", description: row.string("DSC1") ?? "", description2: row.string("DSC2") ?? "",
            branch: row.string("MCU") ?? "", unit: row.string("UOM") ?? "", quantity: row.double("UORG") ?? 0,
            unitCost: row.double("PRRC") ?? 0, amount: row.double("AEXP") ?? 0, currency: row.string("CRCD") ?? "",
            requestedDate: row.date("DRQJ", reader: dates), lastStatus: row.string("LTTR") ?? "",
            nextStatus: row.string("NXTR") ?? "")
    }
}
