import AIS
import Store

/// An order awaiting the user's decision: one F4209 row whose approver (RPER) is the user and whose
/// approval status is awaiting (1N/2N).
public struct ApprovalQueueEntry: Sendable, Equatable {
    public var key: OrderKey
    public var approver: Int          // RPER
    public var status: String         // ASTS
    public var route: String          // ARTG
    public var originator: Int        // AN8
    /// The order's branch and date where no header is stored yet. An approval row has neither (its `MCU` is
    /// blank, its `TRDJ` the day the row was written: contract §4), so a row read from the server leaves
    /// them blank and the home list shows the header's (`F4301.MCU`, `F4301.TRDJ`).
    public var branch: String
    public var orderDate: ServerDate?
    /// The row's change stamp: the server's day (RDJ) and time of day, HHmmss (RDT), it was last written.
    public var changedOn: ServerDate?  // RDJ
    public var changedAt: Int          // RDT

    public init(key: OrderKey, approver: Int, status: String, route: String, originator: Int, branch: String, orderDate: ServerDate?,
                changedOn: ServerDate? = nil, changedAt: Int = 0) {
        self.key = key
        self.approver = approver
        self.status = status
        self.route = route
        self.originator = originator
        self.branch = branch
        self.orderDate = orderDate
        self.changedOn = changedOn
        self.changedAt = changedAt
    }

    /// Whether the row awaits a decision (its status is 1N or 2N).
    public var isAwaiting: Bool { Self.awaitingStatuses.contains(status) }

    /// The originator's own row (`' O'`) or the row telling the originator the outcome (`3N`): never awaiting.
    public var isOriginatorsRow: Bool { status == "3N" || status.trimmingCharacters(in: .whitespaces) == "O" }

    /// The approval statuses that mean "awaiting a decision".
    public static let awaitingStatuses = ["1N", "2N"]
}

extension ApprovalQueueEntry: StoredRecord {
    public static let storeTable = "approval_queue"
    public static let storeColumns = ["doco", "dcto", "kcoo", "sfxo", "rper", "asts", "artg", "an8", "mcu", "trdj", "rdj", "rdt"]
    public var storeValues: [SQLValue] {
        key.storeValues + [approver.sqlValue, status.sqlValue, route.sqlValue, originator.sqlValue,
                           branch.sqlValue, (orderDate?.stored ?? "").sqlValue, (changedOn?.stored ?? "").sqlValue,
                           changedAt.sqlValue]
    }

    init(storeRow r: Row) {
        self.init(key: OrderKey(storeRow: r), approver: r.int("rper") ?? 0, status: r.string("asts") ?? "",
                  route: r.string("artg") ?? "", originator: r.int("an8") ?? 0, branch: r.string("mcu") ?? "",
                  orderDate: ServerDate(stored: r.string("trdj") ?? ""), changedOn: ServerDate(stored: r.string("rdj") ?? ""),
                  changedAt: r.int("rdt") ?? 0)
    }
}

extension ApprovalQueueEntry {
    /// Stores `entries` (a whole queue, read anew) with one statement, binding each field where it is:
    /// `insert(_:)` built an array of twelve values a row, and a queue of 100,000 orders is stored while
    /// every later read waits for it.
    static func insertAll(_ entries: [ApprovalQueueEntry], in c: Connection) throws {
        try c.runEach(insertSQL, entries) { entry, binder in
            try binder.integer(1, Int64(entry.key.number))
            try binder.text(2, entry.key.type)
            try binder.text(3, entry.key.company)
            try binder.text(4, entry.key.suffix)
            try binder.integer(5, Int64(entry.approver))
            try binder.text(6, entry.status)
            try binder.text(7, entry.route)
            try binder.integer(8, Int64(entry.originator))
            try binder.text(9, entry.branch)
            try binder.text(10, entry.orderDate?.stored ?? "")
            try binder.text(11, entry.changedOn?.stored ?? "")
            try binder.integer(12, Int64(entry.changedAt))
            return true
        }
    }
}
