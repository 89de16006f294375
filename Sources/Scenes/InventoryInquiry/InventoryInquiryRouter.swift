import SceneKit

/// Where the inventory inquiry goes.
@MainActor
public protocol InventoryInquiryRoutingLogic: AnyObject {
    /// Closes the inquiry: the scene beneath (the order it was called from) shows again as it was.
    func routeBack()
}

/// Navigation out of the inquiry: the scene factory's `DismissRouter(.scene)`. It was presented over its
/// caller, so going back only closes it.
extension DismissRouter: InventoryInquiryRoutingLogic {}
