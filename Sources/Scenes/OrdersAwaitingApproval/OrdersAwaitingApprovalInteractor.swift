import Foundation
import Resources

@MainActor
public protocol OrdersAwaitingApprovalBusinessLogic: AnyObject {
    func loadSummary()
    /// After the list changed: the cursor's order, if it moved, is followed to its new position.
    func keepCursor(_ request: OrdersAwaitingApproval.Cursor.Request)
    func fetchWindow(_ request: OrdersAwaitingApproval.Window.Request)
    func refresh()
    func refresh(automatic: Bool)
    func refresh(_ request: OrdersAwaitingApproval.Refresh.Request)
    func search(_ request: OrdersAwaitingApproval.Search.Request)
    func toggleMark(_ request: OrdersAwaitingApproval.Marks.Request)
    /// Marks every order shown (the filter's), or unmarks them when all are marked.
    func markAll()
    /// Unmarks every order, shown or hidden by the filter.
    func unmarkAll()
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
    /// Reads the queue from the server (nil: refreshing does nothing); set again when the settings change.
    var refresher: (any QueueRefreshing)? { get set }
    /// While the scene is on screen: the store's changes, and refreshes every `minutes` (0: none).
    func startObserving(onChange: @escaping @MainActor () -> Void)
    func stopObserving()
    func startAutoRefresh(minutes: Int)
    func cancelRefresh()
    /// Reads the order lines the list opened without, in the background.
    func loadMissingLines()
    /// The queue at a glance (the View asks it directly).
    var glance: QueueGlanceInteractor { get }
}

/// What a router may read of the list: its marks (a decision asked for on them lets them go).
@MainActor
public protocol OrdersAwaitingApprovalDataStore: AnyObject {
    var marks: Set<OrderID> { get }
    func clearMarks()
}

/// The home scene's logic: the user's list (rows, cursor, search, marks) read from the store a window at
/// a time through the queue worker, which reloads it when the store changes (an approval made elsewhere
/// disappears without being asked); refreshes from the server, by hand and on a timer. Its sort and filter
/// are the arrangement's (`ListArrangementInteractor`), which tells it how to show the list. Deciding is the
/// Decide scene's, opened by the router; the desk's news (each outcome) comes back here to be shown.
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
    /// Whether the server answered the last refresh (shared with the desk's decisions).
    let connection: ConnectionState
    /// The session's decision desk (nil: deciding is not offered, as in tests of the list alone).
    public let desk: DecisionDesk?
    public var refresher: (any QueueRefreshing)?
    /// The program `hooks.on-new` names, run with the orders each refresh brought (nil: none).
    public var newOrdersHook: @MainActor () -> NewOrdersHook? = { nil }
    private var background = HomeBackgroundWork()
    /// What the settings say now: how amounts are typed in the filter (as the screen shows them) and
    /// how new orders are announced.
    public var preferences: @MainActor () -> HomePreferences = { HomePreferences() }
    public var numbers: NumberStyle {
        get { preferences().numbers }
        set { let signal = preferences().signal; preferences = { HomePreferences(numbers: newValue, signal: signal) } }
    }
    /// Orders marked for a decision on several at once.
    public internal(set) var marks: Set<OrderID> = []
    /// Orders that arrived with a refresh and were not opened since.
    public private(set) var unopened: Set<OrderID> = []
    /// The current order a decision was asked for on (none marked): the cursor moves on once it is made.
    var decidingCurrent: OrderID?

    /// Whether the list reads through its in-memory index now.
    public var usesIndex: Bool { list.usesIndex }
    public var forwards: Bool { desk?.forwards ?? false }

    public init(list: QueueListWorker, refresher: (any QueueRefreshing)?, connection: ConnectionState = ConnectionState(),
                desk: DecisionDesk? = nil) {
        self.list = list
        self.refresher = refresher
        self.connection = connection
        self.desk = desk
        glance = QueueGlanceInteractor(list: list, arrangement: arrangement)
        desk?.listen(self) { [weak self] in self?.hear($0) }
        arrangement.list = self
        arrangement.numbers = { [weak self] in self?.numbers ?? .plain }
    }

    /// Reads the order lines the list opened without (a first login shows the list before them), saying
    /// how far it got; the list's line counts follow through the store's changes.
    public func loadMissingLines() {
        guard background.lines == nil, let refresher else { return }
        background.lines = Task { [weak self] in
            let outcome = await refresher.loadLinesIfMissing { [weak self] progress in
                guard progress.dataset == .lines, case .loading = progress.phase else { return }
                let response = OrdersAwaitingApproval.Lines.Response.loading(completed: progress.completedUnits, total: progress.totalUnits,
                                                                             lines: progress.rows)
                Task { @MainActor in self?.presenter?.presentLines(response) }
            }
            guard let self, let outcome else { return }
            if case .failed(let why)? = outcome.phases[.lines] {
                self.presenter?.presentLines(.failed(why))
            } else {
                self.presenter?.presentLines(.done)
            }
        }
    }

    /// Brings the queue up to date from the server (what changed since the last refresh); the list
    /// follows through the store's change notifications. A refresh already running is not started twice.
    public func refresh() { refresh(.init()) }

    /// `automatic`: started by the app rather than the user (see `Refresh.Finished`).
    public func refresh(automatic: Bool) { refresh(.init(automatic: automatic)) }

    public func refresh(_ request: OrdersAwaitingApproval.Refresh.Request) {
        guard background.refresh == nil, let refresher else { return }
        presenter?.presentRefresh(.started)
        background.refresh = Task { [weak self] in
            let outcome = await refresher.refresh(full: request.full)
            guard let self else { return }
            self.background.refresh = nil
            let failed = outcome.load.failed
            let firstError: String? = failed.first.flatMap { d in
                if case .failed(let message)? = outcome.load.phases[d] { return message } else { return nil }
            }
            let offline = outcome.load.failures[.queue]?.kind == .offline
            self.connection.offline = offline
            let gone = failed.isEmpty ? self.list.decidedElsewhere(among: outcome.left) : []
            let arrived = outcome.arrived.sorted { $0.number > $1.number }.map(OrderID.init)
            self.unopened.formUnion(arrived)
            self.list.markNew(arrived.map(\.key))
            self.forgetNewOrdersNoLongerHeld()
            var whole: String?
            if case .full(let reason) = outcome.kind { whole = reason }
            var done = OrdersAwaitingApproval.Refresh.Finished(
                failed: failed.map(\.title), queueFailed: failed.contains(.queue), firstError: firstError, at: Date(),
                decidedElsewhere: gone.map(OrderID.init), automatic: request.automatic, offline: offline, arrived: arrived,
                unopened: self.unopened.count, signal: arrived.isEmpty ? .off : self.preferences().signal, readWholeBecause: whole)
            done.left = outcome.left.sorted { $0.number > $1.number }.map(OrderID.init)
            done.changed = outcome.amended.sorted { $0.number > $1.number }.map(OrderID.init)
            let today = self.list.currentDay
            done.sessionEnded = outcome.load.failures.values.contains { $0.kind == .sessionEnded || $0.kind == .wrongCredentials }
            done.notAllowed = outcome.load.failures.values.contains { $0.kind == .notAllowed }
            done.arrivedFacts = self.list.rows(outcome.arrived).map { OrderFacts($0, today: today) }
                .sorted { $0.id.number > $1.id.number }
            if !outcome.arrived.isEmpty { self.newOrdersHook()?.start(self.list.rows(outcome.arrived)) }
            self.presenter?.presentRefresh(.finished(done))
            self.presenter?.presentNewOrders(.init(unopened: self.unopened))
        }
    }

    /// Finds the next order matching the search text, by number, supplier, originator or item.
    public func search(_ request: OrdersAwaitingApproval.Search.Request) {
        let position = list.position(ofMatch: request.text, from: request.from, forward: request.forward)
        presenter?.presentSearch(.init(text: request.text, position: position))
    }

    /// Puts the cursor on an order by number (a deep link such as `--open po/4001`).
    /// Moves the cursor to an order; false (with a message) when it is not in the list.
    @discardableResult
    public func openOrder(number: Int) -> Bool {
        if let position = list.position(ofOrder: number) {
            presenter?.presentSearch(.init(text: String(number), position: position))
            let opened = unopened.filter { $0.number == number }
            if !opened.isEmpty {
                unopened.subtract(opened)
                list.markOpened(opened.map(\.key))
                presenter?.presentNewOrders(.init(unopened: unopened))
            }
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
        if unopened.remove(order) != nil {
            list.markOpened([order.key])
            presenter?.presentNewOrders(.init(unopened: unopened))
        }
        router?.routeToApproveRejectOrderDetail(order: order)
    }

    public func showBeside(_ request: OrdersAwaitingApproval.Beside.Request) { router?.routeToOrderBeside(request.order) }

    public func closeDetail() { router?.routeBackToList() }

    public func openInventory(lineIndex: Int?) { router?.routeToInventoryInquiry(lineIndex: lineIndex) }
    public func openDecidedByMe() { router?.routeToDecidedByMe() }


    /// Refreshes every `minutes` while the scene is on screen (0: never).
    public func startAutoRefresh(minutes: Int) {
        background.timer?.cancel()
        guard minutes > 0 else { return }
        background.timer = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: UInt64(minutes) * 60 * 1_000_000_000)
                guard !Task.isCancelled else { return }
                self?.refresh(automatic: true)
            }
        }
    }

    public func cancelRefresh() {
        background.cancelAll()
    }

    /// Starts listening to the store; call when the scene is attached.
    public func startObserving(onChange: @escaping @MainActor () -> Void) {
        // New orders not opened before Signoff last stopped are new still.
        let kept = Set(list.newOrders().map(OrderID.init))
        if !kept.isSubset(of: unopened) {
            unopened.formUnion(kept)
            presenter?.presentNewOrders(.init(unopened: unopened))
        }
        list.startObserving(onChange: onChange)
        loadMissingLines()
    }

    public func stopObserving() { list.stopObserving() }

    /// Applies the sort and filter to what the list shows.
    func reshow() { arrange(sort: arrangement.sort, filter: arrangement.filter) }

    /// Orders decided since they arrived (here or elsewhere) are new no more: a point read for each new
    /// one. True when some were forgotten.
    @discardableResult
    private func forgetNewOrdersNoLongerHeld() -> Bool {
        guard !unopened.isEmpty else { return false }
        let held = unopened.filter { list.holds($0.key) }
        guard held.count != unopened.count else { return false }
        unopened = held
        return true
    }

    /// The list's count and total, on every change of the store; a new order that left the queue (decided
    /// here) stops counting as new at once, not at the next refresh.
    public func loadSummary() {
        if forgetNewOrdersNoLongerHeld() { presenter?.presentNewOrders(.init(unopened: unopened)) }
        do {
            let (count, total) = try list.count()
            presenter?.presentSummary(.init(count: count, error: nil, total: total, filter: FilterFacts(arrangement.filter)))
            // Said again with the summary, so a new number format reaches the marked count too.
            if !marks.isEmpty { presentMarks() }
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
        if !marks.isEmpty { presentMarks() }
    }

    public func filterApplied() { loadSummary() }

    public var currencyCount: Int { list.currencyCount() }
}
