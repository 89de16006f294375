import Foundation

/// What the search tells its presenter.
@MainActor
public protocol QueueSearchPresentationLogic: AnyObject {
    func presentSearch(_ response: OrdersAwaitingApproval.Search.Response)
}

/// What shows the search's match (the home View: the list's cursor, or a warning).
@MainActor
public protocol QueueSearchDisplayLogic: AnyObject {
    func displaySearch(_ viewModel: OrdersAwaitingApproval.Search.ViewModel)
}

/// The search's outcome: the match's position for the list's cursor, or "No order matches “…”."
@MainActor
public final class QueueSearchPresenter: QueueSearchPresentationLogic {
    public weak var view: (any QueueSearchDisplayLogic)?

    public init() {}

    public func presentSearch(_ response: OrdersAwaitingApproval.Search.Response) {
        let text = response.text.trimmingCharacters(in: .whitespaces)
        if text.isEmpty {
            view?.displaySearch(.init(position: nil, message: nil))
        } else if let position = response.position {
            view?.displaySearch(.init(position: position, message: nil))
        } else {
            view?.displaySearch(.init(position: nil, message: "No order matches “\(text)”."))
        }
    }
}
