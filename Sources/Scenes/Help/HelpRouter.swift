import SceneKit

/// Where help goes.
@MainActor
public protocol HelpRoutingLogic: AnyObject {
    /// Closes help: the screen beneath shows again as it was.
    func routeBack()
}

/// Navigation out of help. It is an overlay, so going back only dismisses it (Esc is the Root
/// controller's; the help key, pressed again, comes here).
@MainActor
public final class HelpRouter: HelpRoutingLogic {
    public weak var view: HelpView?

    public init() {}

    public func routeBack() {
        guard let view, let host = view.host else { return }
        host.dismiss(view)
    }
}
