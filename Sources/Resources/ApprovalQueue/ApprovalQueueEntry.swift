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
    public var branch: String         // MCU, trimmed
    public var orderDate: ServerDate?  // TRDJ
    /// The row's change stamp: the server's day (UPMJ) and time of day, HHmmss (TDAY), of its last change.
    public var changedOn: ServerDate?  // UPMJ
    public var changedAt: Int          // TDAY

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

    /// The approval statuses that mean "awaiting a decision".
    public static let awaitingStatuses = ["1N", "2N"]
}

extension ApprovalQueueEntry: StoredRecord {
    public static let storeTable = "approval_queue"
    public static let storeColumns = ["doco", "dcto", "kcoo", "sfxo", "rper", "asts", "artg", "an8", "mcu", "trdj", "upmj", "tday"]
    public var storeValues: [SQLValue] {
        key.storeValues + [approver.sqlValue, status.sqlValue, route.sqlValue, originator.sqlValue,
                           branch.sqlValue, (orderDate?.stored ?? "").sqlValue, (changedOn?.stored ?? "").sqlValue,
                           changedAt.sqlValue]
    }

    init(storeRow r: Row) {
        self.init(key: OrderKey(storeRow: r), approver: r.int("rper") ?? 0, status: r.string("asts") ?? "",
                  route: r.string("artg") ?? "", originator: r.int("an8") ?? 0, branch: r.string("mcu") ?? "",
                  orderDate: ServerDate(stored: r.string("trdj") ?? ""), changedOn: ServerDate(stored: r.string("upmj") ?? ""),
                  changedAt: r.int("tday") ?? 0)
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
