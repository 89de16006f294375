import AIS

/// Everything the order view shows about one order.
public struct OrderDetail: Sendable, Equatable {
    public var key: OrderKey
    public var header: PurchaseOrderHeader?
    public var supplierName: String
    public var queueEntry: ApprovalQueueEntry?
    public var originatorName: String
    public var lines: [PurchaseOrderLine]
    /// Line status descriptions by code (40/AT).
    public var lineStatusNames: [String: String]
    /// The lines' remarks (`F4318`) by line number, as kept when the route was last read; the server's
    /// text, untrusted.
    public var lineRemarks: [Double: String]

    public init(key: OrderKey, header: PurchaseOrderHeader?, supplierName: String, queueEntry: ApprovalQueueEntry?, originatorName: String,
                lines: [PurchaseOrderLine], lineStatusNames: [String: String], lineRemarks: [Double: String] = [:]) {
        self.key = key
        self.header = header
        self.supplierName = supplierName
        self.queueEntry = queueEntry
        self.originatorName = originatorName
        self.lines = lines
        self.lineStatusNames = lineStatusNames
        self.lineRemarks = lineRemarks
    }
}

/// One step of the route with the approver's name.
public struct RouteStep: Sendable, Equatable {
    public var row: ApprovalRouteRow
    public var approverName: String

    public init(row: ApprovalRouteRow, approverName: String) {
        self.row = row
        self.approverName = approverName
    }
}
