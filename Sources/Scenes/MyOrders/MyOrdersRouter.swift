import SceneKit

/// Where "My orders" goes.
@MainActor
public protocol MyOrdersRoutingLogic: AnyObject {
    /// Closes the list: the screen beneath shows again exactly as it was.
    func routeBack()
}

/// Navigation out of "My orders": the scene factory's `DismissRouter(.scene)`. It was presented over the
/// orders, so going back only closes it.
extension DismissRouter: MyOrdersRoutingLogic {}
