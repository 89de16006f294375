import AIS

/// One line of a purchase order (F4311).
public struct PurchaseOrderLine: Sendable, Equatable {
    public var key: OrderKey
    public var lineNumber: Double          // LNID, e.g. 1.000
    public var lineType: String            // LNTY
    public var shortItem: Int              // ITM
    public var item: String                // LITM
    public var description: String        // DSC1
    public var description2: String       // DSC2
    public var branch: String              // MCU, trimmed
    public var unit: String                // UOM
    public var quantity: Double            // UORG
    public var unitCost: Double            // PRRC
    public var amount: Double              // AEXP
    public var currency: String            // CRCD
    public var requestedDate: ServerDate?   // DRQJ
    public var lastStatus: String          // LTTR
    public var nextStatus: String          // NXTR
    /// The line's approval status (STTS): `R` when the line was rejected in P43081 (contract §4), or is at
    /// the site's rejected last status (`RejectedLineRule`).
    public var approvalStatus: String      // STTS, trimmed
    /// The line's account (AID, trimmed): blank on an inventory line, which no budget covers.
    public var account: String             // AID, trimmed

    public init(key: OrderKey, lineNumber: Double, lineType: String, shortItem: Int, item: String, description: String,
                description2: String, branch: String, unit: String, quantity: Double, unitCost: Double, amount: Double,
                currency: String, requestedDate: ServerDate?, lastStatus: String, nextStatus: String, approvalStatus: String = "",
                account: String = "") {
        self.key = key
        self.lineNumber = lineNumber
        self.lineType = lineType
        self.shortItem = shortItem
        self.item = item
        self.description = description
        self.description2 = description2
        self.branch = branch
        self.unit = unit
        self.quantity = quantity
        self.unitCost = unitCost
        self.amount = amount
        self.currency = currency
        self.requestedDate = requestedDate
        self.lastStatus = lastStatus
        self.nextStatus = nextStatus
        self.approvalStatus = approvalStatus
        self.account = account
    }
}

extension PurchaseOrderLine {
    /// `STTS` of a line rejected in P43081: the standard business function sets it on every line it
    /// rejects (contract §4).
    public static let rejectedApprovalStatus = "R"
    /// The default of `approvals.p43081.rejected-status`: the `LTTR` some sites move a rejected line to
    /// (contract §5.2), at most a site's habit.
    public static let rejectedStatus = "980"

    /// Rejected in P43081: its approval status is `R`, as the server set it or as `RejectedLineRule` kept
    /// it for a line at the site's rejected last status.
    public var isRejected: Bool { approvalStatus.trimmingCharacters(in: .whitespaces) == Self.rejectedApprovalStatus }
}
