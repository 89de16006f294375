import Foundation
import Resources

/// What the home View asks of the queue's refreshes.
@MainActor
public protocol QueueRefreshBusinessLogic: AnyObject {
    func refresh()
    func refresh(automatic: Bool)
    func refresh(_ request: OrdersAwaitingApproval.Refresh.Request)
    /// Refreshes every `minutes` while the scene is on screen (0: none).
    func startAutoRefresh(minutes: Int)
    func cancel()
    /// Reads the order lines the list opened without, in the background.
    func loadMissingLines()
    /// Reads the queue from the server (nil: refreshing does nothing); set again when the settings change.
    var refresher: (any QueueRefreshing)? { get set }
}

/// The queue brought up to date from the server, by hand (`R`, `:sync`), on a timer, and the order lines
/// the list opened without; the list follows through the store's changes. The orders a refresh brought
/// are new until opened (kept in the store across runs), told to the top bar, with the bell or a desktop
/// notification as `display.notify` says, and handed to `hooks.on-new`.
@MainActor
public final class QueueRefreshInteractor: QueueRefreshBusinessLogic {
    public var presenter: (any QueueRefreshPresentationLogic)?
    public var refresher: (any QueueRefreshing)?
    let list: QueueListWorker
    /// Whether the server answered the last refresh (shared with the desk's decisions).
    let connection: ConnectionState
    /// The program `hooks.on-new` names, run with the orders each refresh brought (nil: none).
    public var newOrdersHook: @MainActor () -> NewOrdersHook? = { nil }
    /// How new orders are announced (`display.notify`), as the settings say now.
    public var signal: @MainActor () -> NewOrderSignal = { .off }
    private var background = HomeBackgroundWork()
    /// Orders that arrived with a refresh and were not opened since.
    public private(set) var unopened: Set<OrderID> = []

    init(list: QueueListWorker, refresher: (any QueueRefreshing)?, connection: ConnectionState) {
        self.list = list
        self.refresher = refresher
        self.connection = connection
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
                let unreachable = outcome.failures[.lines]?.kind == .offline
                self.presenter?.presentLines(unreachable && self.connection.offline ? .stoppedOffline : .failed(why))
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
                unopened: self.unopened.count, signal: arrived.isEmpty ? .off : self.signal(), readWholeBecause: whole)
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

    /// Stops every refresh, the timer and the lines' read (the scene left the screen).
    public func cancel() {
        background.cancelAll()
    }

    /// New orders not opened before Signoff last stopped are new still (the scene came on screen).
    func restoreKeptNewOrders() {
        let kept = Set(list.newOrders().map(OrderID.init))
        guard !kept.isSubset(of: unopened) else { return }
        unopened.formUnion(kept)
        presenter?.presentNewOrders(.init(unopened: unopened))
    }

    /// `orders` were opened: they are new no more.
    func opened(_ orders: Set<OrderID>) {
        let opened = unopened.intersection(orders)
        guard !opened.isEmpty else { return }
        unopened.subtract(opened)
        list.markOpened(opened.map(\.key))
        presenter?.presentNewOrders(.init(unopened: unopened))
    }

    /// A new order that left the queue (decided here) stops counting as new at once, not at the next refresh.
    func forgetDecided() {
        if forgetNewOrdersNoLongerHeld() { presenter?.presentNewOrders(.init(unopened: unopened)) }
    }

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
}
