import AIS
import Foundation
import Resources
import Store

@MainActor
public protocol OrdersAwaitingApprovalBusinessLogic: AnyObject {
    func loadSummary()
    func fetchWindow(_ request: OrdersAwaitingApproval.Window.Request)
    func refresh()
    func changeSort()
    func search(_ request: OrdersAwaitingApproval.Search.Request)
    func prepareDecision(_ kind: Decision.Kind, orders: [OrderKey])
    func decide(_ request: OrdersAwaitingApproval.Decide.Request)
}

/// Reads the queue from the local store, a window at a time, and reloads when the store says the
/// queue changed (an approval made elsewhere disappears without being asked).
@MainActor
public final class OrdersAwaitingApprovalInteractor: OrdersAwaitingApprovalBusinessLogic {
    public var presenter: (any OrdersAwaitingApprovalPresentationLogic)?
    let database: Database
    let decisionWorker: DecisionWorker?
    let detailWorker: OrderDetailWorker?
    let approver: Approver?
    let remarkRequiredOnReject: Bool
    let confirmApprovals: Bool
    private let refresher: PreloadWorker?
    private var refreshing: Task<Void, Never>?
    private var autoRefresh: Task<Void, Never>?
    private let dao = OrderQueueDao()
    /// The list's order; kept here so a redrawn View finds it again.
    public private(set) var sort = QueueSort()
    private let today: @Sendable () -> LocalDate
    private var observation: ObservationToken?

    public init(database: Database, refresher: PreloadWorker?, decisionWorker: DecisionWorker? = nil,
                detailWorker: OrderDetailWorker? = nil, approver: Approver? = nil, remarkRequiredOnReject: Bool = false, confirmApprovals: Bool = true,
                today: @escaping @Sendable () -> LocalDate = { LocalDate.today() }) {
        self.database = database
        self.refresher = refresher
        self.decisionWorker = decisionWorker
        self.detailWorker = detailWorker
        self.approver = approver
        self.remarkRequiredOnReject = remarkRequiredOnReject
        self.confirmApprovals = confirmApprovals
        self.today = today
    }

    /// Reads the queue, its orders and names from the server again; the list follows through the
    /// store's change notifications. A refresh already running is not started twice.
    public func refresh() {
        guard refreshing == nil, let refresher else { return }
        presenter?.presentRefresh(.started)
        let before = queueKeys()
        refreshing = Task { [weak self] in
            let outcome = await refresher.run([.queue, .headers, .lines, .names, .defaultBranch]) { _ in }
            guard let self else { return }
            self.refreshing = nil
            let failed = outcome.failed
            let firstError: String? = failed.first.flatMap { d in
                if case .failed(let message)? = outcome.phases[d] { return message } else { return nil }
            }
            // Orders that left the queue without a decision of this user's outbox were decided elsewhere.
            let mine = self.decidedHere()
            let gone = failed.isEmpty ? before.subtracting(self.queueKeys()).subtracting(mine) : []
            self.presenter?.presentRefresh(.finished(failed: failed, firstError: firstError, at: Date(),
                                                     decidedElsewhere: gone.sorted { $0.number > $1.number }))
        }
    }

    /// Finds the next order matching the search text, by number, supplier, originator or item.
    public func search(_ request: OrdersAwaitingApproval.Search.Request) {
        let position = try? database.read {
            try dao.position(ofMatch: request.text, from: request.from, forward: request.forward, sort: sort, in: $0)
        }
        presenter?.presentSearch(.init(text: request.text, position: position ?? nil))
    }

    /// Sorts by the next column.
    public func changeSort() {
        sort = sort.next()
        presenter?.presentSort(.init(sort: sort))
    }

    /// Refreshes every `minutes` while the scene is on screen (0: never).
    public func startAutoRefresh(minutes: Int) {
        autoRefresh?.cancel()
        guard minutes > 0 else { return }
        autoRefresh = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: UInt64(minutes) * 60 * 1_000_000_000)
                guard !Task.isCancelled else { return }
                self?.refresh()
            }
        }
    }

    private func queueKeys() -> Set<OrderKey> {
        Set((try? database.read { try ApprovalQueueDao().keys(in: $0) }) ?? [])
    }

    private func decidedHere() -> Set<OrderKey> {
        guard let approver else { return [] }
        return Set(((try? database.read { try DecisionOutboxDao().all(for: approver.username, in: $0) }) ?? []).map(\.order))
    }

    public func cancelRefresh() {
        refreshing?.cancel()
        refreshing = nil
        autoRefresh?.cancel()
        autoRefresh = nil
    }

    /// Starts listening to the store; call when the scene is attached.
    public func startObserving(onChange: @escaping @MainActor () -> Void) {
        observation = database.observe(tables: ["approval_queue", "order_headers", "order_lines", "names", "decision_outbox"]) { _ in
            MainActor.assumeIsolated { onChange() }
        }
    }

    public func stopObserving() {
        observation?.cancel()
        observation = nil
    }

    public func loadSummary() {
        do {
            let count = try database.read { try dao.count(in: $0) }
            presenter?.presentSummary(.init(count: count, error: nil))
        } catch {
            presenter?.presentSummary(.init(count: 0, error: "The local store could not be read: \(error)"))
        }
    }

    public func fetchWindow(_ request: OrdersAwaitingApproval.Window.Request) {
        let rows = (try? database.read { try dao.window(offset: request.offset, limit: request.limit, sort: sort, in: $0) }) ?? []
        presenter?.presentWindow(.init(offset: request.offset, rows: rows, today: today()))
    }
}
