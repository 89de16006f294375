import AIS
import Store

/// One row of the home list: an awaiting order with what the list shows about it.
public struct OrderQueueRow: Sendable, Equatable {
    public var key: OrderKey
    public var supplier: Int
    public var supplierName: String
    public var originator: Int
    public var originatorName: String
    public var orderDate: ServerDate?
    public var amount: Double
    public var currency: String
    public var lineCount: Int
    /// Lines of it P43081 rejected; the order still awaits a decision on the rest.
    public var rejectedLineCount: Int = 0
    public var branch: String
    /// Its lines or total changed since the approver last opened it (nil: never opened, or unchanged).
    public var changesSinceSeen: OrderChanges?
    /// A decision on it is on its way (in the outbox).
    public var sending: Bool = false
    /// Its lines' figures as `OrderVersion` sums them (0 without lines): with the total and currency, the
    /// order's version.
    public var lineFigures: UInt64 = 0
    /// Its approval status in the queue (`F4209.ASTS`): `1N` awaits the user's budget approval, `2N` a monetary one.
    public var approvalStatus = ""

    /// It awaits the user's budget approval (`1N`: an order over budget, on hold, contract §4.2).
    public var awaitsBudgetApproval: Bool { approvalStatus == "1N" }

    /// The order's version (`OrderVersion`) as the row shows it.
    public var version: String { OrderVersion.version(total: amount, currency: currency, lines: lineFigures) }

    public init(key: OrderKey, supplier: Int, supplierName: String, originator: Int, originatorName: String,
                orderDate: ServerDate?, amount: Double, currency: String, lineCount: Int, branch: String, sending: Bool = false,
                rejectedLineCount: Int = 0) {
        self.key = key
        self.supplier = supplier
        self.supplierName = supplierName
        self.originator = originator
        self.originatorName = originatorName
        self.orderDate = orderDate
        self.amount = amount
        self.currency = currency
        self.lineCount = lineCount
        self.branch = branch
        self.sending = sending
        self.rejectedLineCount = rejectedLineCount
    }
}
