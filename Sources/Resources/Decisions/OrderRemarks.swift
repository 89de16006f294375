import AIS
import JDESchema

/// The order-level remarks kept in `F4318` (contract §4: Oracle's approval apps write an order's remark at
/// `LNID` 0, a line's beside its line number; line remarks are not read yet). `F4209` holds none. A site
/// whose approvals write no remarks there has no rows, and one that does not grant the table answers a
/// refusal: either way the remarks this desk sent are what Signoff shows.
public struct OrderRemarks: Sendable, Equatable {
    /// By order, its order-level remark (`LNID` 0); of several, the last the server sent (both reads leave
    /// the order to the server, which sends a table's rows in its key's order).
    public var orders: [OrderKey: String] = [:]

    public init(orders: [OrderKey: String] = [:]) {
        self.orders = orders
    }

    /// The order-level remarks of these rows of `F4318`; blank remarks and line remarks are left out.
    public init(rows: [DataRow]) {
        for row in rows where (row.double("LNID") ?? 0) == 0 {
            guard let key = OrderKey(row: row) else { continue }
            let remark = (row.string("RMK") ?? "").trimmingCharacters(in: .whitespaces)
            if !remark.isEmpty { orders[key] = remark }
        }
    }
}

/// Reads `F4318` remarks.
public enum OrderRemarksService {
    static let columns = ["DOCO", "DCTO", "KCOO", "SFXO", "LNID", "RMK"]

    /// The order-level remarks of one order.
    public static func query(order: OrderKey) -> DataServiceQuery {
        DataServiceQuery(
            ColumnCatalogue.remarks, columns: columns,
            conditions: [
                Condition(column: "DOCO", op: .equal, values: [String(order.number)]),
                Condition(column: "DCTO", op: .equal, values: [order.type]),
                Condition(column: "KCOO", op: .equal, values: [order.company]),
                Condition(column: "SFXO", op: .equal, values: [order.suffix]),
                Condition(column: "LNID", op: .equal, values: ["0"]),
            ],
            matchAll: true, orderBy: [], pageSize: 100)
    }

    /// The order-level remarks of these order numbers (a LIST matches other types and companies too: the
    /// caller keeps the keys it knows).
    public static func query(orderNumbers: [Int], pageSize: Int) -> DataServiceQuery {
        DataServiceQuery(
            ColumnCatalogue.remarks, columns: columns,
            conditions: [
                Condition(column: "DOCO", op: .list, values: orderNumbers.map(String.init)),
                Condition(column: "LNID", op: .equal, values: ["0"]),
            ],
            matchAll: true, orderBy: [], pageSize: pageSize)
    }
}
