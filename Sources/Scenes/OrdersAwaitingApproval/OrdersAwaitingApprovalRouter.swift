import Resources
import SceneKit

@MainActor
public protocol OrdersAwaitingApprovalRoutingLogic: AnyObject {
    func routeToApproveRejectOrderDetail(order: OrderID)
    func routeBackToList()
    /// The inventory inquiry over the order: for the order line at `lineIndex`, or on its own when nil.
    func routeToInventoryInquiry(lineIndex: Int?)
    /// A decision on these orders, to the order scene, which confirms and makes it.
    func routeToDecision(_ verdict: Verdict, orders: [OrderID])
    /// A note on an order, to the order scene.
    func routeToNote(order: OrderID)
    /// The outcomes of the last batch over the list (the order scene keeps them); Esc comes back.
    func routeToDecisionOutcomes()
    /// Decided by me over the list; Esc comes back.
    func routeToDecidedByMe()
}

/// Navigation from the queue: the order view gets its order through its DataStore, and the scene
/// shows it (beside the list on wide terminals, instead of it on narrow ones); decisions, notes and
/// their outcomes are the order scene's.
@MainActor
public final class OrdersAwaitingApprovalRouter: OrdersAwaitingApprovalRoutingLogic {
    public weak var view: OrdersAwaitingApprovalView?
    public weak var orderDataStore: (any ApproveRejectOrderDataStore)?
    /// Builds the inquiry scene with its mode set in its DataStore (the composition root's).
    public var makeInventoryInquiry: ((InventoryInquiry.Mode) -> (any SceneView)?)?
    /// Builds "Decided by me" (the composition root's).
    public var makeDecidedByMe: (() -> (any SceneView)?)?

    public init() {}

    public func routeToInventoryInquiry(lineIndex: Int?) {
        var mode = InventoryInquiry.Mode.standalone(item: nil)
        if let lineIndex, let detail = orderDataStore?.detail, detail.lines.indices.contains(lineIndex) {
            let line = detail.lines[lineIndex]
            if line.shortItem > 0 {
                let item = InventoryInquiry.ItemFacts(shortNumber: line.shortItem, number: line.item, description: line.description,
                                         description2: line.description2, unit: line.unit, stockingType: "")
                mode = .orderLine(.init(order: OrderID(detail.key), lineNumber: line.lineNumber, item: item, branch: line.branch,
                                        quantity: line.quantity, unit: line.unit))
            } else {
                mode = .standalone(item: line.item.isEmpty ? nil : line.item)
            }
        }
        guard let scene = makeInventoryInquiry?(mode) else { return }
        view?.sceneHost?.presentScene(scene)
    }

    public func routeToApproveRejectOrderDetail(order: OrderID) {
        if orderDataStore?.orderKey != order.key {
            orderDataStore?.orderKey = order.key
            view?.order.reload()
        }
        view?.showDetail(true)
    }

    public func routeBackToList() { view?.showDetail(false) }

    public func routeToDecision(_ verdict: Verdict, orders: [OrderID]) {
        view?.order.decide(verdict, orders: orders)
    }

    public func routeToNote(order: OrderID) {
        view?.order.askForNote(on: order)
    }

    public func routeToDecidedByMe() {
        guard let scene = makeDecidedByMe?() else { return }
        view?.sceneHost?.presentScene(scene)
    }

    public func routeToDecisionOutcomes() {
        view?.order.interactor?.showOutcomes()
    }
}
