import Resources

/// What the home View asks of the marks.
@MainActor
public protocol QueueMarksBusinessLogic: AnyObject {
    /// Marks an order, or unmarks it when it was marked.
    func toggle(_ request: OrdersAwaitingApproval.Marks.Request)
    /// Marks every order shown (the filter's), or unmarks them when all are marked.
    func markAll()
    /// Unmarks every order, shown or hidden by the filter.
    func unmarkAll()
}

/// Marks for a decision on several orders at once. A mark the filter hides stays, and is counted apart in
/// the list's title; a decision on marks some of which are hidden asks first whether it is for all of them
/// or only those shown. The home interactor holds it: its decisions are on `ordersToDecide`, and a router
/// lets the marks go through the home's data store.
@MainActor
public final class QueueMarksInteractor: QueueMarksBusinessLogic {
    public var presenter: (any QueueMarksPresentationLogic)?
    let list: QueueListWorker
    /// The list's arrangement, whose filter may hide marked orders.
    let arrangement: ListArrangementInteractor
    /// Orders marked for a decision on several at once.
    public internal(set) var marks: Set<OrderID> = []

    init(list: QueueListWorker, arrangement: ListArrangementInteractor) {
        self.list = list
        self.arrangement = arrangement
    }

    public func toggle(_ request: OrdersAwaitingApproval.Marks.Request) {
        let order = request.order
        if marks.contains(order) { marks.remove(order) } else { marks.insert(order) }
        present()
    }

    /// Marks every order of the list as it is filtered now; when every one of them is marked already,
    /// unmarks them (marks the filter hides stay).
    public func markAll() {
        let shown = Set(shownOrders())
        if !shown.isEmpty, shown.isSubset(of: marks) { marks.subtract(shown) } else { marks.formUnion(shown) }
        present()
    }

    public func unmarkAll() {
        let count = marks.count
        clear()
        presenter?.presentMarks(.init(marked: marks, hidden: 0, unmarked: count))
    }

    /// Lets every mark go (a decision on them was asked for).
    public func clear() {
        guard !marks.isEmpty else { return }
        marks.removeAll()
        present()
    }

    /// Marks these orders again (orders decided together, taken back).
    func restore(_ orders: [OrderID]) {
        marks.formUnion(orders)
        present()
    }

    /// The marked orders the list does not show now (the filter hides them).
    func hiddenMarks() -> Set<OrderID> {
        guard !marks.isEmpty, !arrangement.filter.isEmpty else { return [] }
        let shown = list.shown(among: marks.map(\.key))
        return marks.filter { !shown.contains($0.key) }
    }

    /// The marks as they are now, with those the filter hides counted.
    func present() {
        presenter?.presentMarks(.init(marked: marks, hidden: hiddenMarks().count))
    }

    /// Every order of the list as it is filtered now.
    private func shownOrders() -> [OrderID] {
        let count = (try? list.count().shown) ?? 0
        return list.window(offset: 0, limit: count).map { OrderID($0.key) }
    }

    /// The orders a verdict is for: the marked ones (all of them, or those shown, as asked), else the
    /// current one. nil when it must ask first: some marks are hidden and the request did not say which.
    func ordersToDecide(_ request: OrdersAwaitingApproval.Decision.Request) -> [OrderID]? {
        guard !marks.isEmpty else { return request.current.map { [$0] } ?? [] }
        let hidden = hiddenMarks()
        let chosen: Set<OrderID>
        switch request.marks {
        case .all: chosen = marks
        case .shownOnly: chosen = marks.subtracting(hidden)
        case .ask:
            guard hidden.isEmpty else {
                presenter?.presentHiddenMarks(.init(verdict: request.verdict, shown: marks.count - hidden.count, hidden: hidden.count))
                return nil
            }
            chosen = marks
        }
        return chosen.sorted { $0.number > $1.number }
    }
}
