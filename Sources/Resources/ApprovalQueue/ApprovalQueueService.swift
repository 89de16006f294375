import AIS

/// Reads the approval queue (F4209) from the server.
public struct ApprovalQueueService: Sendable {
    public static let table = "F4209"
    static let columns = ["DOCO", "DCTO", "KCOO", "SFXO", "RPER", "ASTS", "ARTG", "AN8", "MCU", "TRDJ"]

    /// The rows awaiting `addressNumber`'s decision, newest order first.
    public static func query(approver addressNumber: Int, pageSize: Int) -> DataServiceQuery {
        DataServiceQuery(
            table: table, columns: columns,
            conditions: [
                Condition(column: "RPER", op: .equal, values: [String(addressNumber)]),
                Condition(column: "ASTS", op: .list, values: ApprovalQueueEntry.awaitingStatuses),
            ],
            matchAll: true, orderBy: [.init(column: "DOCO", ascending: false)], pageSize: pageSize)
    }

    /// One entry from a row; nil when the row lacks its key.
    public static func decode(_ row: DataRow, dates: RowDateReader) -> ApprovalQueueEntry? {
        guard let key = OrderKey(row: row) else { return nil }
        return ApprovalQueueEntry(
            key: key, approver: row.int("RPER") ?? 0, status: row.string("ASTS") ?? "",
            route: row.string("ARTG") ?? "", originator: row.int("AN8") ?? 0,
            branch: row.string("MCU") ?? "", orderDate: row.date("TRDJ", reader: dates))
    }
}
