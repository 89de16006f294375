import SceneKit

/// Where the outcomes list goes.
@MainActor
public protocol DecisionOutcomesRoutingLogic: AnyObject {
    /// Closes the list: the orders beneath show again exactly as they were.
    func routeBack()
}

/// Navigation out of the outcomes list: the scene factory's `DismissRouter(.scene)`. It was presented over
/// the orders, so going back only closes it.
extension DismissRouter: DecisionOutcomesRoutingLogic {}
