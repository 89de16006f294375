import AIS
import JDESchema

/// Reads the orders a user raised: every `F4209` row with `AN8` = the user's address number (contract §4.2),
/// all of them, those written since a day (`RDJ`, as the queue's delta), or all of some orders.
public enum RaisedOrdersService {
    static let columns = ["DOCO", "DCTO", "KCOO", "SFXO", "RPER", "ASTS", "RDB", "RDJ", "RDT", "ARTG", "AN8"]

    /// Every row of the user's orders.
    public static func query(originator: Int, pageSize: Int) -> DataServiceQuery {
        DataServiceQuery(ColumnCatalogue.heldOrders, columns: columns,
                         conditions: [Condition(column: "AN8", op: .equal, values: [String(originator)])],
                         orderBy: [.init(column: "DOCO", ascending: false)], pageSize: pageSize)
    }

    /// The user's rows written on or after `day` (a new route step, a decision, a forward), written in the
    /// user's date format as every condition value is: the orders whose standing may have changed.
    public static func changedQuery(originator: Int, since day: LocalDate, dateFormat: JDEDateFormat, pageSize: Int) -> DataServiceQuery {
        var changed = query(originator: originator, pageSize: pageSize)
        changed.conditions.append(Condition(column: "RDJ", op: .greaterEqual, values: [dateFormat.format(day)]))
        return changed
    }

    /// Every row of the user's orders with these numbers (a LIST of numbers may match orders of other
    /// types or companies: the caller keeps those it asked for).
    public static func query(originator: Int, orderNumbers: [Int], pageSize: Int) -> DataServiceQuery {
        var some = query(originator: originator, pageSize: pageSize)
        some.conditions.append(Condition(column: "DOCO", op: .list, values: orderNumbers.map(String.init)))
        return some
    }

    /// A row of one of the user's orders; nil for a row that is not (another originator, no order key).
    public static func decode(_ row: DataRow, originator: Int, dates: RowDateReader) -> (key: OrderKey, row: ApprovalRouteRow)? {
        guard let key = OrderKey(row: row), row.int("AN8") == originator else { return nil }
        return (key, ApprovalRouteService.decode(row, dates: dates))
    }
}
