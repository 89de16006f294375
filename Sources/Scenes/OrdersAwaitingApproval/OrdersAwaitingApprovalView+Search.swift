import SceneKit

/// The list's search on screen: its match under the list's cursor (or a warning), and the last text for a
/// saved view, which may bring one of its own.
extension OrdersAwaitingApprovalView: QueueSearchDisplayLogic {
    public func displaySearch(_ viewModel: OrdersAwaitingApproval.Search.ViewModel) {
        if let position = viewModel.position { list.move(.to(position)) }
        if let message = viewModel.message { say(.warning(message)) }
        host?.setNeedsDisplay()
    }

    /// The last search text (`n` and `N` go on with it), for a saved view.
    public var lastSearchText: String { interactor?.search.lastText ?? "" }

    /// Takes `text` as the last search and finds its first match from the top (a saved view's search);
    /// empty forgets the last one.
    public func useSearch(_ text: String) { interactor?.search.use(text) }
}
