import SceneKit

/// Where help goes.
@MainActor
public protocol HelpRoutingLogic: AnyObject {
    /// Closes help: the screen beneath shows again as it was.
    func routeBack()
}

/// Navigation out of help: the scene factory's `DismissRouter(.overlay)`. Help is an overlay, so going
/// back only dismisses it (Esc is the Root controller's; the help key, pressed again, comes here).
extension DismissRouter: HelpRoutingLogic {}
