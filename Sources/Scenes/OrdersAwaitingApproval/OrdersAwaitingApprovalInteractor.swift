import Foundation
import Resources

@MainActor
public protocol OrdersAwaitingApprovalBusinessLogic: AnyObject {
    func loadSummary()
    /// After the list changed: the cursor's order, if it moved, is followed to its new position.
    func keepCursor(_ request: OrdersAwaitingApproval.Cursor.Request)
    func fetchWindow(_ request: OrdersAwaitingApproval.Window.Request)
    /// A decision on the marked orders, else the current one: the Decide scene confirms it.
    func prepareDecision(_ request: OrdersAwaitingApproval.Decision.Request)
    /// The order beside the list (or instead of it) is the one under the cursor: the router gives it to
    /// the order scene, which reads it and follows the store on its own.
    func showBeside(_ request: OrdersAwaitingApproval.Beside.Request)
    func openDetail(of order: OrderID)
    func closeDetail()
    func openInventory(lineIndex: Int?)
    /// Decided by me over the list.
    func openDecidedByMe()
    /// My orders over the list.
    func openMyOrders()
    func askForNote(on order: OrderID)
    func showOutcomes()
    /// Sends what the desk's outbox and notes queue hold (the list came on screen after a login).
    func resumeDecisions()
    /// Puts the cursor on an order by number; false (with a message) when the list does not hold it.
    @discardableResult func openOrder(number: Int) -> Bool
    /// Whether the list reads through its in-memory index (built off the UI thread) yet.
    var usesIndex: Bool { get }
    /// Whether orders can be forwarded (the site set up its forward orchestration): F is offered only then.
    var forwards: Bool { get }
    /// Whether decisions just confirmed wait in their undo window: u is offered only then.
    var canUndo: Bool { get }
    /// Takes back the decisions confirmed last, while they wait in their undo window.
    func undoDecision()
    /// The list's sort and filter, and saved views' (the View asks it directly).
    var arrangement: ListArrangementInteractor { get }
    /// The queue's refreshes, and the new orders they brought (the View asks it directly).
    var refreshes: QueueRefreshInteractor { get }
    /// While the scene is on screen: the store's changes (the order lines the list lacks are read then).
    func startObserving(onChange: @escaping @MainActor () -> Void)
    func stopObserving()
    /// The queue at a glance (the View asks it directly).
    var glance: QueueGlanceInteractor { get }
    /// Marks for a decision on several orders (the View asks it directly).
    var marking: QueueMarksInteractor { get }
    /// The list's search (the View asks it directly).
    var search: QueueSearchInteractor { get }
}

/// What a router may read of the list: its marks (a decision asked for on them lets them go).
@MainActor
public protocol OrdersAwaitingApprovalDataStore: AnyObject {
    var marks: Set<OrderID> { get }
    func clearMarks()
}

/// The home scene's logic: the user's list (rows, cursor) read from the store a window at
/// a time through the queue worker, which reloads it when the store changes (an approval made elsewhere
/// disappears without being asked); its refreshes from the server are `QueueRefreshInteractor`'s. Its sort and filter
/// are the arrangement's (`ListArrangementInteractor`), which tells it how to show the list; its marks are
/// `QueueMarksInteractor`'s, its search `QueueSearchInteractor`'s. Deciding is the Decide scene's, opened by the router; the desk's news (each
/// outcome) comes back here to be shown.
@MainActor
public final class OrdersAwaitingApprovalInteractor: OrdersAwaitingApprovalBusinessLogic, OrdersAwaitingApprovalDataStore {
    public var presenter: (any OrdersAwaitingApprovalPresentationLogic)?
    /// The list's sort and filter (its presenter is its own: the scene's factory gives it one).
    public let arrangement = ListArrangementInteractor()
    /// The queue at a glance, read from the same store and applied through the arrangement.
    public let glance: QueueGlanceInteractor
    public var router: (any OrdersAwaitingApprovalRoutingLogic)?
    /// The queue in the store: the list's rows, counts, positions and changes.
    let list: QueueListWorker
    /// The session's decision desk (nil: deciding is not offered, as in tests of the list alone).
    public let desk: DecisionDesk?
    /// The queue's refreshes and the new orders they brought.
    public let refreshes: QueueRefreshInteractor
    /// What the settings say now: how amounts are typed in the filter (as the screen shows them) and
    /// how new orders are announced.
    public var preferences: @MainActor () -> HomePreferences = { HomePreferences() }
    public var numbers: NumberStyle {
        get { preferences().numbers }
        set { let signal = preferences().signal; preferences = { HomePreferences(numbers: newValue, signal: signal) } }
    }
    /// Marks for a decision on several orders at once (its presenter is its own).
    public let marking: QueueMarksInteractor
    /// The list's search (`/`, n, N), and the last text searched for.
    public let search: QueueSearchInteractor
    /// Orders marked for a decision on several at once.
    public var marks: Set<OrderID> { marking.marks }
    /// The current order a decision was asked for on (none marked): the cursor moves on once it is made.
    var decidingCurrent: OrderID?

    /// Whether the list reads through its in-memory index now.
    public var usesIndex: Bool { list.usesIndex }
    public var forwards: Bool { desk?.forwards ?? false }

    public init(list: QueueListWorker, refresher: (any QueueRefreshing)?, connection: ConnectionState = ConnectionState(),
                desk: DecisionDesk? = nil) {
        self.list = list
        self.desk = desk
        refreshes = QueueRefreshInteractor(list: list, refresher: refresher, connection: connection)
        glance = QueueGlanceInteractor(list: list, arrangement: arrangement)
        marking = QueueMarksInteractor(list: list, arrangement: arrangement)
        search = QueueSearchInteractor(list: list)
        refreshes.signal = { [weak self] in self?.preferences().signal ?? .off }
        desk?.listen(self) { [weak self] in self?.hear($0) }
        arrangement.list = self
        arrangement.numbers = { [weak self] in self?.numbers ?? .plain }
    }

    /// Puts the cursor on an order by number (a deep link such as `--open po/4001`).
    /// Moves the cursor to an order; false (with a message) when it is not in the list.
    @discardableResult
    public func openOrder(number: Int) -> Bool {
        if let position = list.position(ofOrder: number) {
            search.found(String(number), at: position)
            refreshes.opened(refreshes.unopened.filter { $0.number == number })
            // Opened as Enter opens it: what it shows counts as seen (its `Δ` goes).
            if let row = list.window(offset: position, limit: 1).first { router?.routeToApproveRejectOrderDetail(order: OrderID(row.key)) }
            return true
        }
        presenter?.presentOpen(.init(number: number, filtered: !arrangement.filter.isEmpty))
        return false
    }

    /// Opens an order (Enter); a new one is new no more. (The detail beside the list follows the cursor
    /// without opening: the newest order, first in the list, would otherwise never count as new.)
    public func openDetail(of order: OrderID) {
        refreshes.opened([order])
        router?.routeToApproveRejectOrderDetail(order: order)
    }

    public func showBeside(_ request: OrdersAwaitingApproval.Beside.Request) { router?.routeToOrderBeside(request.order) }

    public func closeDetail() { router?.routeBackToList() }

    public func openInventory(lineIndex: Int?) { router?.routeToInventoryInquiry(lineIndex: lineIndex) }
    public func openDecidedByMe() { router?.routeToDecidedByMe() }
    public func openMyOrders() { router?.routeToMyOrders() }


    /// Starts listening to the store; call when the scene is attached.
    public func startObserving(onChange: @escaping @MainActor () -> Void) {
        refreshes.restoreKeptNewOrders()
        list.startObserving(onChange: onChange)
        refreshes.loadMissingLines()
    }

    public func stopObserving() { list.stopObserving() }

    /// Lets every mark go (a decision on them was asked for).
    public func clearMarks() { marking.clear() }

    /// Applies the sort and filter to what the list shows.
    func reshow() { arrange(sort: arrangement.sort, filter: arrangement.filter) }

    /// The list's count and total, on every change of the store; a new order that left the queue (decided
    /// here) stops counting as new at once, not at the next refresh.
    public func loadSummary() {
        refreshes.forgetDecided()
        do {
            let (count, total) = try list.count()
            presenter?.presentSummary(.init(count: count, error: nil, total: total, filter: FilterFacts(arrangement.filter)))
            // Said again with the summary, so a new number format reaches the marked count too.
            if !marks.isEmpty { marking.present() }
        } catch {
            presenter?.presentSummary(.init(count: 0, error: "The local store could not be read: \(WorkerFailure(error))"))
        }
    }

    /// One point read when the order is still where it was (nearly every change); its position is
    /// looked up only when another order took its place. An order that left leaves the cursor where it
    /// is, on the order that took its place.
    public func keepCursor(_ request: OrdersAwaitingApproval.Cursor.Request) {
        func order(at position: Int) -> OrderID? { list.window(offset: position, limit: 1).first.map { OrderID($0.key) } }
        guard order(at: request.position) != request.order,
              let position = list.position(ofOrder: request.order.number), order(at: position) == request.order else { return }
        presenter?.presentCursor(.init(position: position, from: request.position))
    }

    public func fetchWindow(_ request: OrdersAwaitingApproval.Window.Request) {
        let today = list.currentDay
        let rows = list.window(offset: request.offset, limit: request.limit).map { OrderFacts($0, today: today) }
        presenter?.presentWindow(.init(offset: request.offset, rows: rows))
    }
}

/// The list the arrangement arranges.
extension OrdersAwaitingApprovalInteractor: ArrangedList {
    public func arrange(sort: QueueSort, filter: QueueFilter) {
        list.arrange(sort: sort, filter: filter)
        // A filter that hides marked orders is said at once, beside the marks.
        if !marks.isEmpty { marking.present() }
    }

    public func filterApplied() { loadSummary() }

    public var currencyCount: Int { list.currencyCount() }
}
