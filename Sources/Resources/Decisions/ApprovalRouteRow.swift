import AIS

/// One step of an order's approval route and history (an F4209 row).
public struct ApprovalRouteRow: Sendable, Equatable {
    public var approver: Int       // RPER
    public var status: String      // ASTS
    public var decidedBy: String   // RDB
    public var decidedOn: ServerDate?  // RDJ
    public var route: String       // ARTG
    public var approverType: String   // ATY
    /// The approver's remark (RMK): written by an orchestration that sets it; P43081 decisions leave it
    /// blank (their remark goes as an attachment, contract §5.2), so the route shows the remark this
    /// desk sent with the decision instead (`ApprovalRouteDao.steps`).
    public var remark: String

    public init(approver: Int, status: String, decidedBy: String, decidedOn: ServerDate?, route: String, approverType: String,
                remark: String = "") {
        self.approver = approver
        self.status = status
        self.decidedBy = decidedBy
        self.decidedOn = decidedOn
        self.route = route
        self.approverType = approverType
        self.remark = remark
    }

    public var isAwaiting: Bool { ApprovalQueueEntry.awaitingStatuses.contains(status) }
    public var isApproved: Bool { status == "1A" || status == "2A" }
    public var isRejected: Bool { status == "1R" || status == "2R" }
    /// Forwarded by `decidedBy` to `approver` (contract §5.1).
    public var isForwarded: Bool { status == "FW" }
}

/// Reads an order's route and history (all its F4209 rows).
public struct ApprovalRouteService: Sendable {
    public static func query(order: OrderKey) -> DataServiceQuery {
        DataServiceQuery(
            table: "F4209", columns: ["DOCO", "DCTO", "KCOO", "SFXO", "RPER", "ASTS", "RDB", "RDJ", "ARTG", "ATY", "RMK"],
            conditions: [
                Condition(column: "DOCO", op: .equal, values: [String(order.number)]),
                Condition(column: "DCTO", op: .equal, values: [order.type]),
                Condition(column: "KCOO", op: .equal, values: [order.company]),
                Condition(column: "SFXO", op: .equal, values: [order.suffix]),
            ],
            matchAll: true, orderBy: [], pageSize: 100)
    }

    public static func decode(_ row: DataRow, dates: RowDateReader) -> ApprovalRouteRow {
        ApprovalRouteRow(approver: row.int("RPER") ?? 0, status: row.string("ASTS") ?? "", decidedBy: row.string("RDB") ?? "",
                         decidedOn: row.date("RDJ", reader: dates), route: row.string("ARTG") ?? "", approverType: row.string("ATY") ?? "",
                         remark: row.string("RMK") ?? "")
    }
}
