import AIS

/// Reads purchase order lines (F4311) for a set of order numbers.
public struct PurchaseOrderLineService: Sendable {
    public static let table = "F4311"
    /// The columns read, in `Column` order.
    private enum Column: Int, CaseIterable {
        case doco, dcto, kcoo, sfxo, lnid, lnty, itm, litm, dsc1, dsc2, mcu, uom, uorg, prrc, aexp, crcd, drqj, lttr, nxtr
    }
    static let columns = Column.allCases.map { "\($0)".uppercased() }
    /// Found once per page: a preload reads 19 columns of about a million lines.
    private static let aliases = ColumnAliases(columns)

    public static func query(orderNumbers: [Int], pageSize: Int) -> DataServiceQuery {
        DataServiceQuery(
            table: table, columns: columns,
            conditions: [Condition(column: "DOCO", op: .list, values: orderNumbers.map(String.init))],
            matchAll: true,
            orderBy: [.init(column: "DOCO", ascending: false), .init(column: "LNID", ascending: true)],
            pageSize: pageSize)
    }

    public static func decode(_ row: DataRow, dates: RowDateReader) -> PurchaseOrderLine? {
        let r = row.reading(aliases)
        func string(_ c: Column) -> String { r.string(c.rawValue) ?? "" }
        func double(_ c: Column) -> Double { r.double(c.rawValue) ?? 0 }
        guard let number = r.int(Column.doco.rawValue), let type = r.string(Column.dcto.rawValue), !type.isEmpty,
              let lineNumber = r.double(Column.lnid.rawValue) else { return nil }
        return PurchaseOrderLine(
            key: OrderKey(number: number, type: type, company: string(.kcoo), suffix: string(.sfxo)), lineNumber: lineNumber,
            lineType: string(.lnty), shortItem: r.int(Column.itm.rawValue) ?? 0, item: string(.litm), description: string(.dsc1),
            description2: string(.dsc2), branch: string(.mcu), unit: string(.uom), quantity: double(.uorg),
            unitCost: double(.prrc), amount: double(.aexp), currency: string(.crcd),
            requestedDate: r.date(Column.drqj.rawValue, reader: dates), lastStatus: string(.lttr), nextStatus: string(.nxtr))
    }
}
