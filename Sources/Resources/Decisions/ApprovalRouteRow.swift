import AIS
import JDESchema

/// One step of an order's approval route and history (an F4209 row).
public struct ApprovalRouteRow: Sendable, Equatable {
    public var approver: Int       // RPER
    public var status: String      // ASTS
    /// Who wrote the row (RDB): the deciding approver, the forwarding one, the originator.
    public var decidedBy: String   // RDB
    /// When the row was written (RDJ, and RDT as HHmmss): the day and time of its decision or its arrival.
    public var decidedOn: ServerDate?  // RDJ
    public var decidedAt: Int      // RDT
    public var route: String       // ARTG
    /// The approver type: the first character of the status (1 budget, 2 monetary), as F4209's own `ATY`
    /// is blank on approval rows (contract §4).
    public var approverType: String
    /// The order's originator (AN8).
    public var originator: Int
    /// The approver's remark: the order's `F4318` remark on the newest decision, else the remark this desk
    /// sent with the decision (`ApprovalRouteDao.steps`); F4209 holds none.
    public var remark: String

    public init(approver: Int, status: String, decidedBy: String, decidedOn: ServerDate?, decidedAt: Int = 0, route: String,
                approverType: String = "", originator: Int = 0, remark: String = "") {
        self.approver = approver
        self.status = status
        self.decidedBy = decidedBy
        self.decidedOn = decidedOn
        self.decidedAt = decidedAt
        self.route = route
        self.approverType = approverType.isEmpty && ["1", "2"].contains(status.prefix(1)) ? String(status.prefix(1)) : approverType
        self.originator = originator
        self.remark = remark
    }

    public var isAwaiting: Bool { ApprovalQueueEntry.awaitingStatuses.contains(status) }
    public var isApproved: Bool { status == "1A" || status == "2A" }
    public var isRejected: Bool { status == "1R" || status == "2R" }
    /// Forwarded by `decidedBy` to `approver` (contract §5.1).
    public var isForwarded: Bool { status == "FW" }
    /// The originator's own row (`' O'`): the order was raised. Never awaiting anyone.
    public var isRaised: Bool { status.trimmingCharacters(in: .whitespaces) == "O" }
    /// The originator was told of the outcome (`3N`). Never awaiting anyone: its `RPER` is the originator.
    public var isOriginatorTold: Bool { status == "3N" }
    /// A decision, approving or rejecting.
    public var isDecided: Bool { isApproved || isRejected }

    /// The row's day and time as one comparable text (ISO day, then HHmmss).
    var stamp: String {
        let time = String(decidedAt)
        return (decidedOn?.stored ?? "") + String(repeating: "0", count: max(0, 6 - time.count)) + time
    }
}

/// Reads an order's route and history (all its F4209 rows).
public struct ApprovalRouteService: Sendable {
    public static func query(order: OrderKey) -> DataServiceQuery {
        DataServiceQuery(
            ColumnCatalogue.heldOrders, columns: ["DOCO", "DCTO", "KCOO", "SFXO", "RPER", "ASTS", "RDB", "RDJ", "RDT", "ARTG", "AN8"],
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
                         decidedOn: row.date("RDJ", reader: dates), decidedAt: row.int("RDT") ?? 0, route: row.string("ARTG") ?? "",
                         originator: row.int("AN8") ?? 0)
    }

    /// The rows with the order's `F4318` remark on its newest decision (by `RDJ`/`RDT`), where it has one.
    public static func withRemark(_ rows: [ApprovalRouteRow], _ remark: String?) -> [ApprovalRouteRow] {
        guard let remark, !remark.isEmpty,
              let newest = rows.indices.filter({ rows[$0].isDecided }).max(by: { rows[$0].stamp < rows[$1].stamp })
        else { return rows }
        var marked = rows
        marked[newest].remark = remark
        return marked
    }
}
