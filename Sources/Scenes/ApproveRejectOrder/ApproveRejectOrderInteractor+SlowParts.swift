import Foundation

/// Every order is presented through the slow parts' notice (`SlowParts`): a part of it read from the server
/// and still unanswered a while after the order came on screen is said to be read.
extension ApproveRejectOrderInteractor {
    /// Presents the order; once the notice is due, a part still asked for is said to be read.
    func present(_ response: ApproveRejectOrder.Load.Response) {
        presenter?.presentOrder(slowParts.shown(response))
    }

    /// An order came on screen (or is read again): the wait for the notice starts over.
    func awaitSlowParts() {
        slowParts.start { [weak self] in self?.present($0) }
    }
}
