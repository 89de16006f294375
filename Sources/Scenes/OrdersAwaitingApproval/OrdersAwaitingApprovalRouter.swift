import AIS

@MainActor
public protocol OrdersAwaitingApprovalRoutingLogic: AnyObject {
    func routeToApproveRejectOrderDetail(orderKey: OrderKey)
    func routeBackToList()
}

/// Navigation from the queue: the order view gets its order through its DataStore, and the scene
/// shows it (beside the list on wide terminals, instead of it on narrow ones).
@MainActor
public final class OrdersAwaitingApprovalRouter: OrdersAwaitingApprovalRoutingLogic {
    public weak var view: OrdersAwaitingApprovalView?
    public weak var orderDataStore: (any ApproveRejectOrderDataStore)?

    public init() {}

    public func routeToApproveRejectOrderDetail(orderKey: OrderKey) {
        if orderDataStore?.orderKey != orderKey {
            orderDataStore?.orderKey = orderKey
            view?.order.reload()
        }
        view?.showDetail(true)
    }

    public func routeBackToList() { view?.showDetail(false) }
}
