import AIS
import Store

/// Reads purchase order lines (F4311) for a set of order numbers.
public struct PurchaseOrderLineService: Sendable {
    public static let table = "F4311"
    /// The columns read, in `Column` order.
    enum Column: Int, CaseIterable {
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

    /// A line as the server sent it, for storing straight from its row (`LineFromServer`); nil where
    /// `decode` gives no line.
    static func fromServer(_ row: DataRow, dates: RowDateReader) -> LineFromServer? {
        let r = row.reading(aliases)
        guard let key = key(of: r), r.double(Column.lnid.rawValue) != nil else { return nil }
        return LineFromServer(key: key, row: r, dates: dates)
    }

    /// The line's order, read as `OrderKey(row:)` reads it (a number and an order type, or no key).
    private static func key(of r: AliasedRow) -> OrderKey? {
        guard let number = r.int(Column.doco.rawValue), let type = r.string(Column.dcto.rawValue), !type.isEmpty else { return nil }
        return OrderKey(number: number, type: type, company: r.string(Column.kcoo.rawValue) ?? "",
                        suffix: r.string(Column.sfxo.rawValue) ?? "")
    }

    public static func decode(_ row: DataRow, dates: RowDateReader) -> PurchaseOrderLine? {
        let r = row.reading(aliases)
        guard let key = key(of: r), r.double(Column.lnid.rawValue) != nil else { return nil }
        return line(r, key: key, dates: dates)
    }

    /// The line of a row that has a key and a line number.
    static func line(_ r: AliasedRow, key: OrderKey, dates: RowDateReader) -> PurchaseOrderLine {
        func string(_ c: Column) -> String { r.string(c.rawValue) ?? "" }
        func double(_ c: Column) -> Double { r.double(c.rawValue) ?? 0 }
        return PurchaseOrderLine(
            key: key, lineNumber: double(.lnid),
            lineType: string(.lnty), shortItem: r.int(Column.itm.rawValue) ?? 0, item: string(.litm), description: string(.dsc1),
            description2: string(.dsc2), branch: string(.mcu), unit: string(.uom), quantity: double(.uorg),
            unitCost: double(.prrc), amount: double(.aexp), currency: string(.crcd),
            requestedDate: r.date(Column.drqj.rawValue, reader: dates), lastStatus: string(.lttr), nextStatus: string(.nxtr))
    }
}

/// An order line as the server sent it, stored straight from its row (`OrderLinesEncoder`): a preload
/// of 100,000 orders stores about a million lines, and making each a `PurchaseOrderLine`, its trimmed
/// strings and an array of store values cost 1.5 s of the client's 10.8 s of CPU.
struct LineFromServer: KeyedByOrder, Sendable {
    let key: OrderKey
    let row: AliasedRow
    let dates: RowDateReader

    var lineNumber: Double { row.double(PurchaseOrderLineService.Column.lnid.rawValue) ?? 0 }
    /// The line, made only where the lines of an order must be sorted or merged.
    var line: PurchaseOrderLine { PurchaseOrderLineService.line(row, key: key, dates: dates) }
}
