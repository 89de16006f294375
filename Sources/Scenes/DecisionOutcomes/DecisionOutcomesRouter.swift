import SceneKit

/// Where the outcomes list goes.
@MainActor
public protocol DecisionOutcomesRoutingLogic: AnyObject {
    /// Closes the list: the orders beneath show again exactly as they were.
    func routeBack()
}

/// Navigation out of the outcomes list. It was presented over the orders, so going back only closes it.
@MainActor
public final class DecisionOutcomesRouter: DecisionOutcomesRoutingLogic {
    public weak var view: DecisionOutcomesView?

    public init() {}

    public func routeBack() {
        guard let view, let host = view.host else { return }
        host.dismissScene(view)
    }
}
