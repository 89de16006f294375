/// Where the inventory inquiry goes.
@MainActor
public protocol InventoryInquiryRoutingLogic: AnyObject {
    /// Closes the inquiry: the scene beneath (the order it was called from) shows again as it was.
    func routeBack()
}

/// Navigation out of the inquiry. It was presented over its caller, so going back only closes it.
@MainActor
public final class InventoryInquiryRouter: InventoryInquiryRoutingLogic {
    public weak var view: InventoryInquiryView?

    public init() {}

    public func routeBack() {
        guard let view, let host = view.host else { return }
        host.dismissScene(view)
    }
}
