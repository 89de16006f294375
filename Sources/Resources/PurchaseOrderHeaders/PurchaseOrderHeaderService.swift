import AIS
import JDESchema

/// Reads purchase order headers (F4301) for a set of order numbers.
public struct PurchaseOrderHeaderService: Sendable {
    public static let table = ColumnCatalogue.orderHeaders.name
    static let columns = ["DOCO", "DCTO", "KCOO", "SFXO", "MCU", "AN8", "TRDJ", "DRQJ", "CRCD", "OTOT", "ORBY", "VR01", "UPMJ", "TDAY"]

    public static func query(orderNumbers: [Int], pageSize: Int) -> DataServiceQuery {
        DataServiceQuery(
            ColumnCatalogue.orderHeaders, columns: columns,
            conditions: [Condition(column: "DOCO", op: .list, values: orderNumbers.map(String.init))],
            matchAll: true, orderBy: [.init(column: "DOCO", ascending: false)], pageSize: pageSize)
    }

    public static func decode(_ row: DataRow, dates: RowDateReader) -> PurchaseOrderHeader? {
        guard let key = OrderKey(row: row) else { return nil }
        return PurchaseOrderHeader(
            key: key, branch: row.string("MCU") ?? "", supplier: row.int("AN8") ?? 0,
            orderDate: row.date("TRDJ", reader: dates), requestedDate: row.date("DRQJ", reader: dates),
            currency: row.string("CRCD") ?? "", total: row.double("OTOT") ?? 0,
            orderedBy: row.string("ORBY") ?? "", reference: row.string("VR01") ?? "",
            changedOn: row.date("UPMJ", reader: dates), changedAt: row.int("TDAY") ?? 0)
    }

    /// The keys and change stamps of the order headers changed (`UPMJ`) on or after `day`: of these order
    /// numbers when given (a queue small enough for one LIST), else of every order, whoever's (F4301 knows
    /// no approver). A refresh keeps those of the orders it holds whose stamp moved.
    public static func changedQuery(since day: LocalDate, dateFormat: JDEDateFormat, orderNumbers: [Int]? = nil,
                                    pageSize: Int) -> DataServiceQuery {
        var conditions = [Condition(column: "UPMJ", op: .greaterEqual, values: [dateFormat.format(day)])]
        if let orderNumbers { conditions.append(Condition(column: "DOCO", op: .list, values: orderNumbers.map(String.init))) }
        // In the order of the change stamp: a server walks its rows changed since the day, not every header
        // in order-number order (the simulator's planner did, 100 ms a refresh at 100,000 orders).
        return DataServiceQuery(
            ColumnCatalogue.orderHeaders, columns: ["DOCO", "DCTO", "KCOO", "SFXO", "UPMJ", "TDAY"], conditions: conditions,
            matchAll: true, orderBy: [.init(column: "UPMJ", ascending: true), .init(column: "TDAY", ascending: true)], pageSize: pageSize)
    }

    /// A header's key and change stamp from a row of `changedQuery`.
    public static func stamp(_ row: DataRow, dates: RowDateReader) -> (key: OrderKey, day: ServerDate?, time: Int)? {
        guard let key = OrderKey(row: row) else { return nil }
        return (key, row.date("UPMJ", reader: dates), row.int("TDAY") ?? 0)
    }
}
