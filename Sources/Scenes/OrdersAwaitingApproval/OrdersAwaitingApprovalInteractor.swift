import AIS
import Foundation
import Resources
import Store

@MainActor
public protocol OrdersAwaitingApprovalBusinessLogic: AnyObject {
    func loadSummary()
    func fetchWindow(_ request: OrdersAwaitingApproval.Window.Request)
    func refresh()
    func refresh(automatic: Bool)
    func changeSort()
    func search(_ request: OrdersAwaitingApproval.Search.Request)
    func applyFilter(_ request: OrdersAwaitingApproval.Filter.Request)
    func addNote(_ text: String, to order: OrderKey)
    func prepareDecision(_ kind: Decision.Kind, orders: [OrderKey])
    func decide(_ request: OrdersAwaitingApproval.Decide.Request)
    func showOutcomes()
}

/// Reads the queue from the local store, a window at a time, and reloads when the store says the
/// queue changed (an approval made elsewhere disappears without being asked).
@MainActor
public final class OrdersAwaitingApprovalInteractor: OrdersAwaitingApprovalBusinessLogic {
    public var presenter: (any OrdersAwaitingApprovalPresentationLogic)?
    let database: Database
    let decisionWorker: (any DecisionSending)?
    let detailWorker: OrderDetailWorker?
    let noteWorker: ApproverNoteWorker?
    let approver: Approver?
    public var remarkRequiredOnReject: Bool
    public var confirmApprovals: Bool
    /// Whether decisions may be made while the server does not answer (kept in the outbox).
    public var allowOfflineDecisions = true
    /// How the user types amounts in the filter: as the screen shows them (`display.numbers`).
    public var numbers: NumberStyle = .plain
    public var refresher: PreloadWorker?
    private var refreshing: Task<Void, Never>?
    private var autoRefresh: Task<Void, Never>?
    /// Whether the server last failed to answer; decisions made now are checked before they are sent.
    public internal(set) var offline = false
    var retryingOutbox: Task<Void, Never>?
    /// Whether open decisions are tried again every 30 seconds (the screen); a one-shot command does not.
    public var retriesOutbox = true
    /// Called after each pass over the outbox, once every update of that pass was presented.
    public var onOutboxPass: (() -> Void)?
    /// The orders last decided together (one confirm of several marked orders), as their updates came.
    public internal(set) var lastDecisionBatch: DecisionBatch?
    /// Passes over the outbox started so far, and the one that sends the last batch: only the end of
    /// that pass (or a later one) says the batch's open decisions wait for the server.
    var outboxPassesStarted = 0
    var lastDecisionBatchPass = 0
    private let dao = OrderQueueDao()
    /// The list's order; kept here so a redrawn View finds it again.
    public private(set) var sort = QueueSort()
    public private(set) var filter = QueueFilter()
    /// The filter dialog's fields as last applied, to open it again as it was.
    public private(set) var filterRequest = OrdersAwaitingApproval.Filter.Request()
    private let today: @Sendable () -> LocalDate
    private var observation: ObservationToken?
    private var onChange: (@MainActor () -> Void)?
    /// The list's order, filter and search in memory (nil until built, and while the list changed).
    private var index: QueueListIndex?
    /// The index before the list last changed, to leave out removed rows instead of building anew.
    private var previousIndex: QueueListIndex?
    /// The index with the sort and filter applied.
    private var shown: QueueListView?
    private var indexGeneration = 0
    private var buildingIndex = false
    /// Whether the list reads through its in-memory index now.
    public var usesIndex: Bool { shown != nil }

    public init(database: Database, refresher: PreloadWorker?, decisionWorker: (any DecisionSending)? = nil,
                detailWorker: OrderDetailWorker? = nil, noteWorker: ApproverNoteWorker? = nil, approver: Approver? = nil, remarkRequiredOnReject: Bool = false, confirmApprovals: Bool = true,
                today: @escaping @Sendable () -> LocalDate = { LocalDate.today() }) {
        self.database = database
        self.refresher = refresher
        self.decisionWorker = decisionWorker
        self.detailWorker = detailWorker
        self.noteWorker = noteWorker
        self.approver = approver
        self.remarkRequiredOnReject = remarkRequiredOnReject
        self.confirmApprovals = confirmApprovals
        self.today = today
    }

    /// Reads the queue, its orders and names from the server again; the list follows through the
    /// store's change notifications. A refresh already running is not started twice.
    public func refresh() { refresh(automatic: false) }

    /// `automatic`: started by the app rather than the user (see `Refresh.Response.finished`).
    public func refresh(automatic: Bool) {
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
            self.offline = failed.contains(.queue) && (firstError?.hasPrefix("Cannot reach") == true
                                                      || firstError?.hasPrefix("The server did not answer") == true)
            let mine = self.decidedHere()
            let gone = failed.isEmpty ? before.subtracting(self.queueKeys()).subtracting(mine) : []
            self.presenter?.presentRefresh(.finished(failed: failed, firstError: firstError, at: Date(),
                                                     decidedElsewhere: gone.sorted { $0.number > $1.number }, automatic: automatic))
        }
    }

    /// Finds the next order matching the search text, by number, supplier, originator or item.
    public func search(_ request: OrdersAwaitingApproval.Search.Request) {
        let position = shown.map { $0.position(ofMatch: request.text, from: request.from, forward: request.forward) } ?? (try? database.read {
            try dao.position(ofMatch: request.text, from: request.from, forward: request.forward, sort: sort, filter: filter,
                             today: today(), in: $0)
        })
        presenter?.presentSearch(.init(text: request.text, position: position ?? nil))
    }

    /// Checks and applies the filter dialog's fields; an invalid field keeps the old filter.
    public func applyFilter(_ request: OrdersAwaitingApproval.Filter.Request) {
        func list(_ text: String) -> [String] {
            text.split(whereSeparator: { $0 == "," || $0 == " " }).map { $0.trimmingCharacters(in: .whitespaces).uppercased() }
                .filter { !$0.isEmpty }
        }
        /// .some(nil) for an empty field; nil for one that is not an amount in the user's style.
        func number(_ text: String) -> Double?? {
            if text.trimmingCharacters(in: .whitespaces).isEmpty { return .some(nil) }
            guard let v = numbers.parseAmount(text), v >= 0 else { return nil }
            return .some(v)
        }
        var next = QueueFilter(orderTypes: list(request.orderTypes), branches: list(request.branches))
        guard let low = number(request.minimumAmount) else {
            presenter?.presentFilter(.invalid(field: 2, message: "Use a number such as \(numbers.amountExamples)."))
            return
        }
        guard let high = number(request.maximumAmount) else {
            presenter?.presentFilter(.invalid(field: 3, message: "Use a number such as \(numbers.amountExamples)."))
            return
        }
        next.minimumAmount = low
        next.maximumAmount = high
        if let lo = next.minimumAmount, let hi = next.maximumAmount, lo > hi {
            presenter?.presentFilter(.invalid(field: 3, message: "The upper amount is below the lower one."))
            return
        }
        let days = request.minimumDaysWaiting.trimmingCharacters(in: .whitespaces)
        if !days.isEmpty {
            guard let d = Int(days), (0...3650).contains(d) else {
                presenter?.presentFilter(.invalid(field: 4, message: "Use a whole number of days from 0 to 3650."))
                return
            }
            next.minimumDaysWaiting = d
        }
        filter = next
        filterRequest = request
        reshow()
        presenter?.presentFilter(.applied(next))
        loadSummary()
    }

    /// Puts the cursor on an order by number (a deep link such as `--open po/4001`).
    /// Moves the cursor to an order; false (with a message) when it is not in the list.
    @discardableResult
    public func openOrder(number: Int) -> Bool {
        let position = shown.map { $0.position(ofOrder: number) } ?? (try? database.read {
            try dao.position(ofOrder: number, sort: sort, filter: filter, today: today(), in: $0)
        })
        if let position = position ?? nil {
            presenter?.presentSearch(.init(text: String(number), position: position))
            return true
        }
        let why = filter.isEmpty ? "Order \(number) is not in your queue." : "Order \(number) is not in the filtered list (f changes the filter)."
        presenter?.presentDecision(.refusedLocally(why))
        return false
    }

    /// Sorts by the next column.
    public func changeSort() {
        sort = sort.next()
        reshow()
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
                self?.refresh(automatic: true)
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
        retryingOutbox?.cancel()
        retryingOutbox = nil
    }

    /// Starts listening to the store; call when the scene is attached.
    public func startObserving(onChange: @escaping @MainActor () -> Void) {
        self.onChange = onChange
        observation = database.observe(tables: ["approval_queue", "order_headers", "order_lines", "names", "decision_outbox", "queue_list"]) { tables in
            MainActor.assumeIsolated { [weak self] in
                if tables.contains("queue_list") { self?.indexIsStale() }
                onChange()
            }
        }
        buildIndex()
    }

    public func stopObserving() {
        observation?.cancel()
        observation = nil
        onChange = nil
    }

    // MARK: The list's index

    /// The list changed: until a new index is built, the list reads through SQL (always right, slower
    /// deep in a long list).
    private func indexIsStale() {
        if let index { previousIndex = index }
        index = nil
        shown = nil
        buildIndex()
    }

    /// Builds the list's index off the UI thread; a change that arrives meanwhile builds it again.
    private func buildIndex() {
        indexGeneration += 1
        guard !buildingIndex else { return }
        buildingIndex = true
        let generation = indexGeneration
        let database = self.database
        let previous = previousIndex
        Task.detached(priority: .utility) { [weak self] in
            let built = try? database.readAside { try QueueListIndex.current(in: $0, previous: previous) }
            await MainActor.run {
                guard let self else { return }
                self.buildingIndex = false
                if generation != self.indexGeneration {
                    self.buildIndex()
                } else if let built {
                    self.index = built
                    self.previousIndex = nil
                    self.reshow()
                    self.onChange?()
                }
            }
        }
    }

    /// Applies the sort and filter to the index.
    private func reshow() {
        shown = index?.view(sort: sort, filter: filter, today: today())
    }

    public func loadSummary() {
        if let shown {
            presenter?.presentSummary(.init(count: shown.count, error: nil, total: shown.total, filter: filter))
            return
        }
        do {
            let (count, total) = try database.read { c in
                (try dao.count(filter: filter, today: today(), in: c), filter.isEmpty ? nil : try dao.count(in: c))
            }
            presenter?.presentSummary(.init(count: count, error: nil, total: total, filter: filter))
        } catch {
            presenter?.presentSummary(.init(count: 0, error: "The local store could not be read: \(error)"))
        }
    }

    public func fetchWindow(_ request: OrdersAwaitingApproval.Window.Request) {
        let rows = (try? database.read { c -> [OrderQueueRow] in
            if let shown { return try dao.rows(rowIDs: shown.rowIDs(offset: request.offset, limit: request.limit), in: c) }
            return try dao.window(offset: request.offset, limit: request.limit, sort: sort, filter: filter, today: today(), in: c)
        }) ?? []
        presenter?.presentWindow(.init(offset: request.offset, rows: rows, today: today()))
    }
}
