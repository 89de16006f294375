import SceneKit

/// Where "Decided by me" goes.
@MainActor
public protocol DecidedByMeRoutingLogic: AnyObject {
    /// Closes the list: the screen beneath shows again exactly as it was.
    func routeBack()
}

/// Navigation out of "Decided by me". It was presented over the orders, so going back only closes it.
@MainActor
public final class DecidedByMeRouter: DecidedByMeRoutingLogic {
    public weak var view: DecidedByMeView?

    public init() {}

    public func routeBack() {
        guard let view, let host = view.host else { return }
        host.dismissScene(view)
    }
}
