import AIS
import JDESchema

/// Reads the orders a user raised: every `F4209` row with `AN8` = the user's address number (contract §4.2).
public enum RaisedOrdersService {
    public static func query(originator: Int, pageSize: Int) -> DataServiceQuery {
        DataServiceQuery(ColumnCatalogue.heldOrders,
                         columns: ["DOCO", "DCTO", "KCOO", "SFXO", "RPER", "ASTS", "RDB", "RDJ", "RDT", "ARTG", "AN8"],
                         conditions: [Condition(column: "AN8", op: .equal, values: [String(originator)])],
                         orderBy: [.init(column: "DOCO", ascending: false)], pageSize: pageSize)
    }

    /// A row of one of the user's orders; nil for a row that is not (another originator, no order key).
    public static func decode(_ row: DataRow, originator: Int, dates: RowDateReader) -> (key: OrderKey, row: ApprovalRouteRow)? {
        guard let key = OrderKey(row: row), row.int("AN8") == originator else { return nil }
        return (key, ApprovalRouteService.decode(row, dates: dates))
    }
}
