import SceneKit

/// Where "Decided by me" goes.
@MainActor
public protocol DecidedByMeRoutingLogic: AnyObject {
    /// Closes the list: the screen beneath shows again exactly as it was.
    func routeBack()
}

/// Navigation out of "Decided by me": the scene factory's `DismissRouter(.scene)`. It was presented over
/// the orders, so going back only closes it.
extension DismissRouter: DecidedByMeRoutingLogic {}
