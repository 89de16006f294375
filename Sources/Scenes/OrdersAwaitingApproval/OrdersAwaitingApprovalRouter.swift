import Resources
import SceneKit

@MainActor
public protocol OrdersAwaitingApprovalRoutingLogic: AnyObject {
    /// The order scene shows `order` (nil: none), glanced at as the cursor passes, not opened.
    func routeToOrderBeside(_ order: OrderID?)
    func routeToApproveRejectOrderDetail(order: OrderID)
    func routeBackToList()
    /// The inventory inquiry over the order: for the order line at `lineIndex`, or on its own when nil.
    func routeToInventoryInquiry(lineIndex: Int?)
    /// The Decide scene over the list, for a verdict on these orders: it confirms and hands it to the desk.
    func routeToDecision(_ verdict: Verdict, orders: [OrderID])
    /// The Decide scene's note dialog for an order.
    func routeToNote(order: OrderID)
    /// The outcomes list of `batch` over the list (an open one takes it instead); Esc comes back.
    func routeToDecisionOutcomes(_ batch: DecisionBatch)
    /// The batch moved on: an open outcomes list takes it; nothing when none is open.
    func updateDecisionOutcomes(_ batch: DecisionBatch)
    /// Decided by me over the list; Esc comes back.
    func routeToDecidedByMe()
    /// My orders over the list; Esc returns to it as it was.
    func routeToMyOrders()
}

/// Navigation from the queue: the order view gets its order through its DataStore (the one under the
/// list's cursor while it is on screen, and the one opened), and the scene shows it (beside the list on wide terminals, instead of it on narrow ones); decisions and notes open
/// the Decide scene with its subject injected; the outcomes list of a batch opens over the list.
@MainActor
public final class OrdersAwaitingApprovalRouter: OrdersAwaitingApprovalRoutingLogic {
    public weak var view: OrdersAwaitingApprovalView?
    public weak var orderDataStore: (any ApproveRejectOrderDataStore)?
    /// Builds the inquiry scene with its mode set in its DataStore (the composition root's).
    public var makeInventoryInquiry: ((InventoryInquiry.Mode) -> (any SceneView)?)?
    /// Builds "Decided by me" (the composition root's).
    public var makeDecidedByMe: (() -> (any SceneView)?)?
    public var makeMyOrders: (() -> (any SceneView)?)?
    /// What the Decide scene is built from (nil: deciding is not offered).
    public var decide: DecideScene.Needs?
    /// The list whose marks a decision lets go.
    public weak var decisionSource: (any DecisionSource)?
    /// The user's formats for the outcomes list.
    public var outcomesFormats: DisplayFormats.Source = { (.iso, .plain) }
    /// The outcomes list while it is open.
    private(set) weak var outcomes: DecisionOutcomesView?

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

    public func routeToOrderBeside(_ order: OrderID?) {
        // Injected into the order scene's data store, which loads it when it is another order.
        orderDataStore?.orderKey = order?.key
    }

    public func routeToApproveRejectOrderDetail(order: OrderID) {
        // Injected into the order scene's data store, which loads it when it is another order.
        orderDataStore?.orderKey = order.key
        // Opened, not glanced at as the cursor passes: what it shows now counts as seen.
        orderDataStore?.opened = true
        view?.showDetail(true)
    }

    public func routeBackToList() {
        orderDataStore?.opened = false
        view?.showDetail(false)
    }

    /// With lines of the order shown marked (Space in its lines pane) and that order the one decided on, the
    /// decision is on those lines alone: they pass from the order scene's data store into the Decide scene's,
    /// and the order scene's line marks let them go once it is asked for.
    public func routeToDecision(_ verdict: Verdict, orders: [OrderID]) {
        if let order = orderDataStore, let shown = order.orderKey, orders.map(\.key) == [shown], !order.lineMarks.markedLineNumbers.isEmpty {
            openDecide(.decision(verdict, orders: orders, lines: order.lineMarks.markedLineNumbers), source: order.lineMarks)
            return
        }
        openDecide(.decision(verdict, orders: orders))
    }

    public func routeToNote(order: OrderID) {
        openDecide(.note(order))
    }

    private func openDecide(_ subject: Decide.Subject, source: (any DecisionSource)? = nil) {
        guard let decide else { return }
        DecideScene.make(decide, subject: subject, host: view?.sceneHost, source: source ?? decisionSource).start()
    }

    public func routeToDecidedByMe() {
        guard let scene = makeDecidedByMe?() else { return }
        view?.sceneHost?.presentScene(scene)
    }

    public func routeToMyOrders() {
        guard let scene = makeMyOrders?() else { return }
        view?.sceneHost?.presentScene(scene)
    }

    public func routeToDecisionOutcomes(_ batch: DecisionBatch) {
        if let outcomes {
            outcomes.dataStore?.batch = batch
            return
        }
        let scene = DecisionOutcomesScene.make(.init(formats: outcomesFormats), batch: batch)
        outcomes = scene
        view?.sceneHost?.presentScene(scene)
    }

    public func updateDecisionOutcomes(_ batch: DecisionBatch) {
        outcomes?.dataStore?.batch = batch
    }
}
