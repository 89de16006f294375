import AIS
import JDESchema
import Store

/// Reads purchase order lines (F4311) for a set of order numbers.
public struct PurchaseOrderLineService: Sendable {
    public static let table = ColumnCatalogue.orderLines.name
    /// The columns read, in `Column` order.
    enum Column: Int, CaseIterable {
        case doco, dcto, kcoo, sfxo, lnid, lnty, itm, litm, dsc1, dsc2, mcu, uom, uorg, prrc, aexp, crcd, drqj, lttr, nxtr, stts, aid
    }
    static let columns = Column.allCases.map { "\($0)".uppercased() }
    /// Found once per page: a preload reads 21 columns of about a million lines.
    private static let aliases = ColumnAliases(columns)

    public static func query(orderNumbers: [Int], pageSize: Int) -> DataServiceQuery {
        DataServiceQuery(
            ColumnCatalogue.orderLines, columns: columns,
            conditions: [Condition(column: "DOCO", op: .list, values: orderNumbers.map(String.init))],
            matchAll: true,
            orderBy: [.init(column: "DOCO", ascending: false), .init(column: "LNID", ascending: true)],
            pageSize: pageSize)
    }

    /// The lines of a page by order, in the order each order first came, each order's lines encoded as
    /// the store keeps them (`OrderLinesEncoder`), by line number with the last of a number met twice:
    /// done as the page is read, off the store's one writer, and without a value per line. Rows that are
    /// not lines (no order, no line number) are left out.
    static func ordersOfPage(_ rows: [DataRow], dates: RowDateReader, rejected: RejectedLineRule = .standard) -> [PageOrderLines] {
        var orders: [PageOrderLines] = []
        var at: [OrderKey: Int] = [:]
        var ordered: [Bool] = []
        var lastNumber: [Double] = []
        for row in rows {
            let r = row.reading(aliases)
            guard let key = key(of: r), let number = r.double(Column.lnid.rawValue) else { continue }
            // A server sends an order's lines together: the last order is nearly always the one.
            let i: Int
            if let last = orders.last, last.key == key {
                i = orders.count - 1
            } else if let known = at[key] {
                i = known
            } else {
                i = orders.count
                at[key] = i
                orders.append(PageOrderLines(key: key, lines: OrderLinesEncoder(rejected: rejected)))
                ordered.append(true)
                lastNumber.append(-.infinity)
            }
            if number <= lastNumber[i] { ordered[i] = false }
            lastNumber[i] = number
            orders[i].lines.append(row: r, dates: dates)
        }
        for i in orders.indices where !ordered[i] {
            // Out of line order, or a number met twice: rare, so read back and written again. The encoder's
            // own bytes always read back (the fuzz test round-trips every row shape it meets).
            let lines = (try? OrderLinesCodec.decode(orders[i].lines.bytes, key: orders[i].key)) ?? []
            orders[i].lines = PurchaseOrderLinesDao.encoded(lines)
        }
        return orders
    }

    /// The line's order, read as `OrderKey(row:)` reads it (a number and an order type, or no key).
    private static func key(of r: AliasedRow) -> OrderKey? {
        guard let number = r.int(Column.doco.rawValue), let type = r.string(Column.dcto.rawValue), !type.isEmpty else { return nil }
        return OrderKey(number: number, type: type, company: r.string(Column.kcoo.rawValue) ?? "",
                        suffix: r.string(Column.sfxo.rawValue) ?? "")
    }

    /// The line of a row, its approval status `R` where `rejected` says it was rejected; nil for a row
    /// that is not a line.
    public static func decode(_ row: DataRow, dates: RowDateReader, rejected: RejectedLineRule = .standard) -> PurchaseOrderLine? {
        let r = row.reading(aliases)
        guard let key = key(of: r), r.double(Column.lnid.rawValue) != nil else { return nil }
        return line(r, key: key, dates: dates, rejected: rejected)
    }

    /// The line of a row that has a key and a line number.
    static func line(_ r: AliasedRow, key: OrderKey, dates: RowDateReader, rejected: RejectedLineRule) -> PurchaseOrderLine {
        func string(_ c: Column) -> String { r.string(c.rawValue) ?? "" }
        func double(_ c: Column) -> Double { r.double(c.rawValue) ?? 0 }
        let status = string(.stts), last = string(.lttr)
        return PurchaseOrderLine(
            key: key, lineNumber: double(.lnid),
            lineType: string(.lnty), shortItem: r.int(Column.itm.rawValue) ?? 0, item: string(.litm), description: string(.dsc1),
            description2: string(.dsc2), branch: string(.mcu), unit: string(.uom), quantity: double(.uorg),
            unitCost: double(.prrc), amount: double(.aexp), currency: string(.crcd),
            requestedDate: r.date(Column.drqj.rawValue, reader: dates), lastStatus: string(.lttr), nextStatus: string(.nxtr),
            approvalStatus: rejected.rejects(approvalStatus: status, lastStatus: last) ? PurchaseOrderLine.rejectedApprovalStatus : status,
            account: string(.aid))
    }
}

/// One order's lines from one page of a preload, encoded (`PurchaseOrderLineService.ordersOfPage`).
struct PageOrderLines: KeyedByOrder, Sendable {
    let key: OrderKey
    var lines: OrderLinesEncoder
}
