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
}

/// One step of the route with the approver's name.
public struct RouteStep: Sendable, Equatable {
    public var row: ApprovalRouteRow
    public var approverName: String
}
