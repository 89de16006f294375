import AIS
import JDESchema

/// The remarks kept in `F4318` (contract §4: Oracle's approval apps write an order's remark at `LNID` 0,
/// a line's beside its line number). `F4209` holds none. A site whose approvals write no remarks there has
/// no rows, and one that does not grant the table answers a refusal: either way the remarks this desk sent
/// are what Signoff shows, and its lines show none.
public struct OrderRemarks: Sendable, Equatable {
    /// By order, its order-level remark (`LNID` 0); of several, the last the server sent (both reads leave
    /// the order to the server, which sends a table's rows in its key's order).
    public var orders: [OrderKey: String] = [:]
    /// By order, then by line number (`LNID`, as F4311's), the line's remarks joined by a space in the
    /// order the server sent them (a long remark comes as several rows of 30 characters).
    public var lines: [OrderKey: [Double: String]] = [:]

    public init(orders: [OrderKey: String] = [:], lines: [OrderKey: [Double: String]] = [:]) {
        self.orders = orders
        self.lines = lines
    }

    /// The remarks of these rows of `F4318`, order-level and per line; blank remarks are left out.
    public init(rows: [DataRow]) {
        for row in rows {
            guard let key = OrderKey(row: row) else { continue }
            let remark = (row.string("RMK") ?? "").trimmingCharacters(in: .whitespaces)
            guard !remark.isEmpty else { continue }
            let line = row.double("LNID") ?? 0
            if line == 0 {
                orders[key] = remark
            } else {
                lines[key, default: [:]][line] = lines[key]?[line].map { $0 + " " + remark } ?? remark
            }
        }
    }
}

/// Reads `F4318` remarks.
public enum OrderRemarksService {
    static let columns = ["DOCO", "DCTO", "KCOO", "SFXO", "LNID", "RMK"]

    /// Every remark of one order: its own (`LNID` 0) and its lines'.
    public static func query(order: OrderKey) -> DataServiceQuery {
        DataServiceQuery(
            ColumnCatalogue.remarks, columns: columns,
            conditions: [
                Condition(column: "DOCO", op: .equal, values: [String(order.number)]),
                Condition(column: "DCTO", op: .equal, values: [order.type]),
                Condition(column: "KCOO", op: .equal, values: [order.company]),
                Condition(column: "SFXO", op: .equal, values: [order.suffix]),
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
