import Resources

/// An order of the queue as the home and order scenes hand it to their presenters: plain values copied
/// from the store's row by the interactor (`init(_:today:)`), never the row itself.
public struct OrderFacts: Sendable, Equatable {
    public var id: OrderID
    public var supplier: Int
    public var supplierName: String
    public var originator: Int
    public var originatorName: String
    /// The order date as the server sent it (a day, or text that named none).
    public var orderDate: DateFacts?
    /// Days from the order date to today (negative for a date ahead; nil without a readable date).
    public var daysWaiting: Int?
    public var amount: Double
    public var currency: String
    public var lineCount: Int
    /// Lines of it P43081 rejected (the order awaits a decision on the rest).
    public var rejectedLineCount: Int
    /// Its lines or total changed since the approver last opened it (the list shows `Δ`).
    public var changedSinceSeen = false
    public var branch: String
    /// A decision on it is on its way (in the outbox).
    public var sending: Bool
    /// Its lines' figures as `OrderVersion` sums them (0 without lines).
    public var lineFigures: UInt64 = 0
    /// It awaits the user's budget approval (`1N`), not a monetary one.
    public var budgetApproval = false
    /// Its version (`OrderVersion`): a short name for its total, currency and lines' figures, worked out only
    /// where it is printed (`queue --json`), not for every row the list shows.
    public var version: String { OrderVersion.version(total: amount, currency: currency, lines: lineFigures) }

    public init(id: OrderID, supplier: Int, supplierName: String, originator: Int, originatorName: String, orderDate: DateFacts?,
                daysWaiting: Int?, amount: Double, currency: String, lineCount: Int, branch: String, sending: Bool = false,
                rejectedLineCount: Int = 0) {
        self.id = id
        self.supplier = supplier
        self.supplierName = supplierName
        self.originator = originator
        self.originatorName = originatorName
        self.orderDate = orderDate
        self.daysWaiting = daysWaiting
        self.amount = amount
        self.currency = currency
        self.lineCount = lineCount
        self.rejectedLineCount = rejectedLineCount
        self.branch = branch
        self.sending = sending
    }

    init(_ row: OrderQueueRow, today: LocalDate) {
        self.init(id: OrderID(row.key), supplier: row.supplier, supplierName: row.supplierName, originator: row.originator,
                  originatorName: row.originatorName, orderDate: DateFacts(row.orderDate),
                  daysWaiting: row.orderDate?.day.map { today.days(since: $0) }, amount: row.amount, currency: row.currency,
                  lineCount: row.lineCount, branch: row.branch, sending: row.sending, rejectedLineCount: row.rejectedLineCount)
        changedSinceSeen = row.changesSinceSeen != nil
        lineFigures = row.lineFigures
        budgetApproval = row.awaitsBudgetApproval
    }

    /// The supplier's name, or its number when the address book has none.
    var supplierText: String { supplierName.isEmpty ? String(supplier) : supplierName }
}
