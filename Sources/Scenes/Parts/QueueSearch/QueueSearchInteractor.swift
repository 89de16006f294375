import Resources

/// What the home View asks of the search.
@MainActor
public protocol QueueSearchBusinessLogic: AnyObject {
    /// The text searched for last: n and N go on with it, a saved view keeps it.
    var lastText: String { get }
    /// Finds the next order matching the text from a position, forward or back; the text is the last one now.
    func find(_ request: OrdersAwaitingApproval.Search.Request)
    /// n or N: the last text again, from the row after `selected` (or before it); nothing without one.
    func again(from selected: Int, forward: Bool)
    /// A saved view's search: taken as the last one and found from the top; empty forgets the last one.
    func use(_ text: String)
}

/// The list's search (`/`, n, N): the next order whose number, supplier, originator or item matches, in
/// the list as it is sorted and filtered (read through the queue worker), and the last text searched for.
@MainActor
public final class QueueSearchInteractor: QueueSearchBusinessLogic {
    public var presenter: (any QueueSearchPresentationLogic)?
    let list: QueueListWorker
    public private(set) var lastText = ""

    init(list: QueueListWorker) { self.list = list }

    public func find(_ request: OrdersAwaitingApproval.Search.Request) {
        lastText = request.text
        let position = list.position(ofMatch: request.text, from: request.from, forward: request.forward)
        presenter?.presentSearch(.init(text: request.text, position: position))
    }

    public func again(from selected: Int, forward: Bool) {
        guard !lastText.isEmpty else { return }
        find(.init(text: lastText, from: selected + (forward ? 1 : -1), forward: forward))
    }

    public func use(_ text: String) {
        lastText = text
        guard !text.isEmpty else { return }
        find(.init(text: text, from: 0, forward: true))
    }

    /// The cursor goes to `position` as to a match of `text` (an order opened by its number).
    func found(_ text: String, at position: Int) {
        presenter?.presentSearch(.init(text: text, position: position))
    }
}
