import AIS
import JDESchema

/// Reads the approval queue (F4209) from the server. An approval row's `TRDJ` is the day the row was
/// written and its `MCU` is blank (contract §4): the order's date and branch come from its header (F4301).
public struct ApprovalQueueService: Sendable {
    public static let table = ColumnCatalogue.heldOrders.name
    static let columns = ["DOCO", "DCTO", "KCOO", "SFXO", "RPER", "ASTS", "ARTG", "AN8", "RDJ", "RDT"]

    /// The rows awaiting `addressNumber`'s decision, newest order first.
    public static func query(approver addressNumber: Int, pageSize: Int) -> DataServiceQuery {
        DataServiceQuery(
            ColumnCatalogue.heldOrders, columns: columns,
            conditions: [
                Condition(column: "RPER", op: .equal, values: [String(addressNumber)]),
                Condition(column: "ASTS", op: .list, values: ApprovalQueueEntry.awaitingStatuses),
            ],
            matchAll: true, orderBy: [.init(column: "DOCO", ascending: false)], pageSize: pageSize)
    }

    /// This approver's rows written (`RDJ`, contract §4) on or after `day`, whatever their status: the
    /// rows still awaiting the approver and those that left the queue. `day` is written in the user's date
    /// format, as every condition value is.
    public static func changedQuery(approver addressNumber: Int, since day: LocalDate, dateFormat: JDEDateFormat,
                                    pageSize: Int) -> DataServiceQuery {
        DataServiceQuery(
            ColumnCatalogue.heldOrders, columns: columns,
            conditions: [
                Condition(column: "RPER", op: .equal, values: [String(addressNumber)]),
                Condition(column: "RDJ", op: .greaterEqual, values: [dateFormat.format(day)]),
            ],
            matchAll: true, orderBy: [.init(column: "DOCO", ascending: false)], pageSize: pageSize)
    }

    /// The keys alone of the rows awaiting `addressNumber`: what a check for rows that left without a
    /// change stamp reads.
    public static func keysQuery(approver addressNumber: Int, pageSize: Int) -> DataServiceQuery {
        var keys = query(approver: addressNumber, pageSize: pageSize)
        keys.columns = ["DOCO", "DCTO", "KCOO", "SFXO"]
        return keys
    }

    /// The rows awaiting `addressNumber` of these order numbers (orders the store lacks).
    public static func query(approver addressNumber: Int, orderNumbers: [Int], pageSize: Int) -> DataServiceQuery {
        var some = query(approver: addressNumber, pageSize: pageSize)
        some.conditions.append(Condition(column: "DOCO", op: .list, values: orderNumbers.map(String.init)))
        return some
    }

    /// One entry from a row; nil when the row lacks its key.
    public static func decode(_ row: DataRow, dates: RowDateReader) -> ApprovalQueueEntry? {
        guard let key = OrderKey(row: row) else { return nil }
        return ApprovalQueueEntry(
            key: key, approver: row.int("RPER") ?? 0, status: row.string("ASTS") ?? "",
            route: row.string("ARTG") ?? "", originator: row.int("AN8") ?? 0,
            branch: "", orderDate: nil, changedOn: row.date("RDJ", reader: dates), changedAt: row.int("RDT") ?? 0)
    }
}
