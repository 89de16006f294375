import AIS
import JDESchema

/// Reads a supplier's orders (F4301 by `AN8`) from a day on, newest first, and the F4209 rows of some
/// orders for their approval status.
public enum SupplierHistoryService {
    static let columns = ["DOCO", "DCTO", "KCOO", "SFXO", "AN8", "TRDJ", "CRCD", "OTOT"]

    /// `since` is written in the user's date format, as every condition value is.
    public static func orders(of supplier: Int, since day: LocalDate, dateFormat: JDEDateFormat, pageSize: Int) -> DataServiceQuery {
        DataServiceQuery(
            ColumnCatalogue.orderHeaders, columns: columns,
            conditions: [
                Condition(column: "AN8", op: .equal, values: [String(supplier)]),
                Condition(column: "TRDJ", op: .greaterEqual, values: [dateFormat.format(day)]),
            ],
            matchAll: true, orderBy: [.init(column: "TRDJ", ascending: false), .init(column: "DOCO", ascending: false)],
            pageSize: pageSize)
    }

    public static func decode(_ row: DataRow, supplier: Int, dates: RowDateReader) -> SupplierHistory.Order? {
        guard let key = OrderKey(row: row), row.int("AN8") == supplier else { return nil }
        return SupplierHistory.Order(key: key, date: row.date("TRDJ", reader: dates), total: row.double("OTOT") ?? 0,
                                     currency: row.string("CRCD") ?? "")
    }

    /// The approval rows of these orders (their status is their newest row's).
    public static func statuses(of numbers: [Int]) -> DataServiceQuery {
        DataServiceQuery(ColumnCatalogue.heldOrders, columns: ["DOCO", "DCTO", "KCOO", "SFXO", "ASTS"],
                         conditions: [Condition(column: "DOCO", op: .list, values: numbers.map(String.init))],
                         matchAll: true, orderBy: [], pageSize: 500)
    }

    /// An order's status in a word from its approval rows: awaiting while any row awaits, else the last
    /// decision's (approved, rejected, forwarded); "" without rows.
    public static func status(of rows: [String]) -> String {
        if rows.contains(where: { ApprovalQueueEntry.awaitingStatuses.contains($0) }) { return "awaiting" }
        switch rows.last {
        case "1A"?, "2A"?: return "approved"
        case "1R"?, "2R"?: return "rejected"
        case "FW"?: return "forwarded"
        case let other?: return other
        case nil: return ""
        }
    }
}
